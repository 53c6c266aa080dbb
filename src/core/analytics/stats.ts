/** Small numeric helpers for the analytics aggregates. */

/**
 * Median of the values (mean of the two middle ones for an even count); NaN when empty.
 * Reorders the array. Quickselect, so O(n) on average: per-goal gap lists run into the
 * thousands and a full sort of each was a tenth of the analytics time.
 */
export function medianInPlace(values: number[] | Float64Array): number {
  const n = values.length;
  if (n === 0) return NaN;
  const mid = n >> 1;
  const upper = select(values, mid);
  if (n % 2 === 1) return upper;
  // After select(mid), everything before `mid` is <= values[mid]: the lower middle is their max.
  let lower = -Infinity;
  for (let i = 0; i < mid; i += 1) lower = Math.max(lower, values[i] as number);
  return (lower + upper) / 2;
}

/** Hoare-style quickselect: puts the k-th smallest at index k, smaller ones before it. */
function select(a: number[] | Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (hi > lo) {
    const pivot = median3(a[lo] as number, a[(lo + hi) >> 1] as number, a[hi] as number);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i += 1;
      while ((a[j] as number) > pivot) j -= 1;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i += 1;
        j -= 1;
      }
    }
    // Now a[lo..j] <= pivot <= a[i..hi], and anything strictly between j and i equals pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k] as number;
}

function median3(x: number, y: number, z: number): number {
  return Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
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
