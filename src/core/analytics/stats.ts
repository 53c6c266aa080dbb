/** Small numeric helpers for the analytics aggregates. */

/** Median of the values (mean of the two middle ones for an even count); NaN when empty. Sorts in place. */
export function medianInPlace(values: number[] | Float64Array): number {
  const n = values.length;
  if (n === 0) return NaN;
  // Float64Array sorts numerically by default; a plain array needs the comparator.
  if (values instanceof Float64Array) values.sort();
  else values.sort((a, b) => a - b);
  const mid = n >> 1;
  const upper = values[mid] ?? NaN;
  return n % 2 === 1 ? upper : ((values[mid - 1] ?? NaN) + upper) / 2;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Rounded to 2 decimals; "+ 0" turns -0 into 0 so JSON shows 0, not -0. */
export function round2(n: number): number {
  return Math.round(n * 100) / 100 + 0;
}

/** Whole number, -0 turned into 0. */
export function roundInt(n: number): number {
  return Math.round(n) + 0;
}
