import { parseCanonicalIso } from "../src/core/analytics/fastTime.js";
import { makeBenchGoals } from "./analytics.js";
const strs = makeBenchGoals(1000).flatMap((g) => g.journal!.map((e) => (e as { created_at: string }).created_at));
const CUM = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
function p2(s: string): number {
  const len = s.length;
  if (len < 20) return NaN;
  const c0 = s.charCodeAt(0) - 48, c1 = s.charCodeAt(1) - 48, c2 = s.charCodeAt(2) - 48, c3 = s.charCodeAt(3) - 48;
  const c5 = s.charCodeAt(5) - 48, c6 = s.charCodeAt(6) - 48, c8 = s.charCodeAt(8) - 48, c9 = s.charCodeAt(9) - 48;
  const c11 = s.charCodeAt(11) - 48, c12 = s.charCodeAt(12) - 48, c14 = s.charCodeAt(14) - 48, c15 = s.charCodeAt(15) - 48;
  const c17 = s.charCodeAt(17) - 48, c18 = s.charCodeAt(18) - 48;
  if (((c0 | c1 | c2 | c3 | c5 | c6 | c8 | c9 | c11 | c12 | c14 | c15 | c17 | c18) >>> 0) > 9) return NaN; // crude
  const year = c0 * 1000 + c1 * 100 + c2 * 10 + c3;
  const month = c5 * 10 + c6, day = c8 * 10 + c9;
  const hour = c11 * 10 + c12, minute = c14 * 10 + c15, second = c17 * 10 + c18;
  const leap = (year & 3) === 0 && (year % 100 !== 0 || year % 400 === 0);
  const y1 = year - 1;
  const days = 365 * (year - 1970) + Math.floor(y1 / 4) - Math.floor(y1 / 100) + Math.floor(y1 / 400) - 477 + CUM[month - 1]! + (leap && month > 2 ? 1 : 0) + day - 1;
  let ms = 0; let i = 19;
  if (s.charCodeAt(19) === 46) { i = 20; while (i < len) { const c = s.charCodeAt(i) - 48; if (c < 0 || c > 9) break; if (i < 23) ms = ms * 10 + c; i++; } }
  return days * 86400000 + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
}
for (let r = 0; r < 6; r++) {
  let t0 = performance.now(); let a = 0;
  for (const s of strs) a += parseCanonicalIso(s);
  let t1 = performance.now(); let b = 0;
  for (const s of strs) b += p2(s);
  let t2 = performance.now();
  let c = 0; for (const s of strs) c += s.charCodeAt(5);
  let t3 = performance.now();
  console.log("cur", (t1 - t0).toFixed(1), "p2", (t2 - t1).toFixed(1), "charAt-only", (t3-t2).toFixed(1), a === b, strs.slice(0,3).map(s=>[parseCanonicalIso(s),Date.parse(s)]).join(" "));
}
