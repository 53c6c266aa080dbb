import { parseCanonicalIso } from "../src/core/analytics/fastTime.js";
import { makeBenchGoals } from "./analytics.js";
const strs = makeBenchGoals(1000).flatMap((g) => g.journal!.map((e) => (e as { created_at: string }).created_at));
function va(s: string): number {
  let acc = 0;
  for (const i of [0,1,2,3,5,6,8,9,11,12,14,15,17,18]) acc = acc * 10 + s.charCodeAt(i) - 48;
  return acc;
}
function vb(s: string): number {
  return (s.charCodeAt(0) + s.charCodeAt(1) + s.charCodeAt(2) + s.charCodeAt(3) + s.charCodeAt(5) + s.charCodeAt(6) + s.charCodeAt(8) + s.charCodeAt(9) + s.charCodeAt(11) + s.charCodeAt(12) + s.charCodeAt(14) + s.charCodeAt(15) + s.charCodeAt(17) + s.charCodeAt(18) + s.charCodeAt(20)+ s.charCodeAt(21)+ s.charCodeAt(22)+ s.charCodeAt(23) + s.length);
}
const flat = strs.map(s => (s + " ").slice(0, -1));
for (let r = 0; r < 6; r++) {
  let t0 = performance.now(); let a = 0;
  for (const s of strs) a += parseCanonicalIso(s);
  let t1 = performance.now(); let b = 0;
  for (const s of strs) b += va(s);
  let t2 = performance.now(); let c = 0;
  for (const s of strs) c += vb(s);
  let t3 = performance.now(); let d = 0;
  for (const s of flat) d += vb(s);
  let t4 = performance.now();
  console.log("cur", (t1 - t0).toFixed(1), "va", (t2 - t1).toFixed(1), "vb", (t3 - t2).toFixed(1), "vb-flat", (t4 - t3).toFixed(1));
}
