import { makeBenchGoals } from "./analytics.js";
import { fastEntryTime } from "../src/core/analytics/fastTime.js";
import { createLocalClock } from "../src/core/analytics/localClock.js";
import { clampProgress } from "../src/core/progress.js";
const goals = makeBenchGoals(1000);
const clock = createLocalClock("Europe/Berlin");
for (let r = 0; r < 8; r++) {
  let t0 = performance.now(); let acc = 0;
  const all: number[] = [];
  for (const g of goals) for (const e of g.journal!) { const t = fastEntryTime(e); acc += t; all.push(t); }
  const t1 = performance.now();
  for (const t of all) acc += clock.localMs(t);
  const t2 = performance.now();
  for (const g of goals) for (const e of g.journal!) acc += clampProgress(e.progress);
  const t3 = performance.now();
  console.log("parse", (t1 - t0).toFixed(1), "local", (t2 - t1).toFixed(1), "clamp", (t3 - t2).toFixed(1), acc > 0);
}
