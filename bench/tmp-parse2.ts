import { parseCanonicalIso, daysFromCivil } from "../src/core/analytics/fastTime.js";
import { makeBenchGoals } from "./analytics.js";
const strs = makeBenchGoals(1000).flatMap((g) => g.journal!.map((e) => (e as { created_at: string }).created_at));
function digit(s: string, i: number): number { return s.charCodeAt(i) - 48; }
function bad(c: number): boolean { return c < 0 || c > 9; }
function v2(s: string): number {
  const len = s.length;
  if (len < 20 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84) return NaN;
  if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return NaN;
  const y0 = digit(s, 0), y1 = digit(s, 1), y2 = digit(s, 2), y3 = digit(s, 3), mo0 = digit(s, 5), mo1 = digit(s, 6), d0 = digit(s, 8), d1 = digit(s, 9), h0 = digit(s, 11), h1 = digit(s, 12), mi0 = digit(s, 14), mi1 = digit(s, 15), s0 = digit(s, 17), s1 = digit(s, 18);
  if (bad(y0) || bad(y1) || bad(y2) || bad(y3) || bad(mo0) || bad(mo1) || bad(d0) || bad(d1) || bad(h0) || bad(h1) || bad(mi0) || bad(mi1) || bad(s0) || bad(s1)) return NaN;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3, month = mo0 * 10 + mo1, day = d0 * 10 + d1, hour = h0 * 10 + h1, minute = mi0 * 10 + mi1, second = s0 * 10 + s1;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return NaN;
  if (day > 28) { /* validated elsewhere */ }
  let i = 19; let ms = 0;
  if (s.charCodeAt(i) === 46) { let digits = 0; for (i += 1; i < len; i += 1) { const c = digit(s, i); if (bad(c)) break; if (digits < 3) ms = ms * 10 + c; digits += 1; } if (digits === 0) return NaN; for (let k = digits; k < 3; k += 1) ms *= 10; }
  let off = 0; const sign = s.charCodeAt(i);
  if ((sign === 43 || sign === 45) && i === len - 6) { off = 1; } else if (sign !== 90 || i !== len - 1) return NaN;
  return daysFromCivil(year, month, day) * 86400000 + ((hour * 60 + minute - off) * 60 + second) * 1000 + ms;
}
for (let r = 0; r < 6; r++) {
  let t0 = performance.now(); let a = 0;
  for (const s of strs) a += parseCanonicalIso(s);
  let t1 = performance.now(); let b = 0;
  for (const s of strs) b += v2(s);
  let t2 = performance.now(); let c = 0;
  for (const s of strs) c += daysFromCivil(2024, 5, (s.charCodeAt(9) - 40));
  let t3 = performance.now();
  console.log("cur", (t1 - t0).toFixed(1), "v2", (t2 - t1).toFixed(1), "civil", (t3 - t2).toFixed(1), a === b);
}
