/**
 * npm run bench: every benchmark, one after another, with the machine they ran on.
 * Never part of npm test: times vary with the machine and its load.
 */
import os from "node:os";
import { printTable, runAnalyticsBench } from "./analytics.js";

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

console.log(`ProgressVault benchmarks — ${new Date().toISOString()}`);
console.log(`machine: ${machine()}\n`);
printTable(await runAnalyticsBench());
