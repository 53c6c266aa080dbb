/** Time order of a journal, found once per goal without re-parsing anything. */

/**
 * Journal positions of the dated entries in time order, equal times in journal order
 * (as sortEntriesByTime). Oldest-first and strictly newest-first journals need no sort.
 */
export function timeOrder(times: Float64Array): Float64Array | "asc" | "desc" {
  let asc = true;
  let desc = true;
  let prev = NaN;
  let min = Infinity;
  let max = -Infinity;
  let valid = 0;
  for (const t of times) {
    if (Number.isNaN(t)) continue;
    if (valid > 0) {
      if (t < prev) asc = false;
      if (t >= prev) desc = false; // ties would flip under a reverse, so only strict
    }
    prev = t;
    valid += 1;
    if (t < min) min = t;
    if (t > max) max = t;
  }
  if (asc) return "asc";
  if (desc) return "desc";
  const n = times.length;
  const order = new Float64Array(valid);
  const whole = times.every((t) => Number.isNaN(t) || Math.floor(t) === t);
  if (whole && (max - min + 1) * n < Number.MAX_SAFE_INTEGER) {
    // Pack (time, position) into one exact number and let the native numeric sort run:
    // several times faster than Array.sort with a comparator, and ties stay in position
    // order. Needs whole-ms times and keys below 2^53, hence the checks above.
    let k = 0;
    for (let i = 0; i < n; i += 1) {
      const t = times[i] as number;
      if (!Number.isNaN(t)) order[k++] = (t - min) * n + i;
    }
    order.sort();
    for (let j = 0; j < valid; j += 1) {
      // key mod n without the slow float `%`; the division may round, so correct by one.
      const key = order[j] as number;
      let pos = key - Math.floor(key / n) * n;
      if (pos < 0) pos += n;
      else if (pos >= n) pos -= n;
      order[j] = pos;
    }
    return order;
  }
  const slow: number[] = [];
  times.forEach((t, i) => {
    if (!Number.isNaN(t)) slow.push(i);
  });
  slow.sort((a, b) => (times[a] as number) - (times[b] as number) || a - b);
  slow.forEach((i, j) => (order[j] = i));
  return order;
}
