import { parseCanonicalIso, daysFromCivil } from "../src/core/analytics/fastTime.js";
import { makeBenchGoals } from "./analytics.js";
const strs = makeBenchGoals(1000).flatMap((g) => g.journal!.map((e) => (e as { created_at: string }).created_at));
const DBM = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];
function isLeap(y: number) { return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0; }
function v3(s: string): number {
  const len = s.length;
  if (len < 20 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return NaN;
  const y0 = s.charCodeAt(0) - 48, y1 = s.charCodeAt(1) - 48, y2 = s.charCodeAt(2) - 48, y3 = s.charCodeAt(3) - 48;
  const mo0 = s.charCodeAt(5) - 48, mo1 = s.charCodeAt(6) - 48, d0 = s.charCodeAt(8) - 48, d1 = s.charCodeAt(9) - 48;
  const h0 = s.charCodeAt(11) - 48, h1 = s.charCodeAt(12) - 48, mi0 = s.charCodeAt(14) - 48, mi1 = s.charCodeAt(15) - 48;
  const s0 = s.charCodeAt(17) - 48, s1 = s.charCodeAt(18) - 48;
  if ((y0 | (9 - y0) | y1 | (9 - y1) | y2 | (9 - y2) | y3 | (9 - y3) | mo0 | (9 - mo0) | mo1 | (9 - mo1) | d0 | (9 - d0) | d1 | (9 - d1) | h0 | (9 - h0) | h1 | (9 - h1) | mi0 | (9 - mi0) | mi1 | (9 - mi1) | s0 | (9 - s0) | s1 | (9 - s1)) < 0) return NaN;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3, month = mo0 * 10 + mo1, day = d0 * 10 + d1, hour = h0 * 10 + h1, minute = mi0 * 10 + mi1, second = s0 * 10 + s1;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return NaN;
  if (day > 28 && day > (DBM[month]! - DBM[month - 1]! + (month === 2 && isLeap(year) ? 1 : 0))) return NaN;
  let i = 19; let ms = 0;
  let c = s.charCodeAt(19);
  if (c === 46) {
    const f0 = s.charCodeAt(20) - 48, f1 = s.charCodeAt(21) - 48, f2 = s.charCodeAt(22) - 48;
    if (len >= 24 && (f0 | (9 - f0) | f1 | (9 - f1) | f2 | (9 - f2)) >= 0) { ms = f0 * 100 + f1 * 10 + f2; i = 23; let f = s.charCodeAt(23) - 48; while ((f | (9 - f)) >= 0) { i++; f = s.charCodeAt(i) - 48; } }
    else return NaN; // other fraction lengths: slow path
    c = s.charCodeAt(i);
  }
  let off = 0;
  if (c === 90) { if (i !== len - 1) return NaN; }
  else if ((c === 43 || c === 45) && i === len - 6 && s.charCodeAt(i + 3) === 58) {
    const a0 = s.charCodeAt(i + 1) - 48, a1 = s.charCodeAt(i + 2) - 48, b0 = s.charCodeAt(i + 4) - 48, b1 = s.charCodeAt(i + 5) - 48;
    if ((a0 | (9 - a0) | a1 | (9 - a1) | b0 | (9 - b0) | b1 | (9 - b1)) < 0) return NaN;
    const oh = a0 * 10 + a1, om = b0 * 10 + b1; if (oh > 23 || om > 59) return NaN;
    off = (c === 45 ? -1 : 1) * (oh * 60 + om);
  } else return NaN;
  return daysFromCivil(year, month, day) * 86400000 + ((hour * 60 + minute - off) * 60 + second) * 1000 + ms;
}
for (let r = 0; r < 6; r++) {
  let t0 = performance.now(); let a = 0;
  for (const s of strs) a += parseCanonicalIso(s);
  let t1 = performance.now(); let b = 0;
  for (const s of strs) b += v3(s);
  let t2 = performance.now();
  console.log("cur", (t1 - t0).toFixed(1), "v3", (t2 - t1).toFixed(1), a === b);
}
