/**
 * npm run bench: every benchmark, one after another, with the machine they ran on.
 * Never part of npm test: times vary with the machine and its load.
 *
 *   npm run bench [-- --out-dir DIR] [--bench-dir DIR] [--no-build] [--only=analytics,list,machinery,storage,bundle,api,fair,habits,lighthouse]
 *                 [--duration=SECONDS] [--connections=N] [--rounds=N]
 *                 [--lighthouse-runs=N] [--pages=/,/dashboard] [--lighthouse-reports=DIR]
 *                 [--engines=sqlite,postgres] [--rows=PATCH,POST]  (API rows whose name holds one of these)
 *                 [--attacks=Loop,exports]  (fair-share attacks whose name holds one of these)
 *
 * The production build goes into DIR (default: <tmp>/progressvault-bench/build), never into
 * dist/, so a bench can run beside a dev server or the tests. --no-build reuses DIR's build.
 * BENCH_DATABASE_URL=postgres://… also runs the API and fair-share benchmarks on PostgreSQL (in a
 * database of their own, created and dropped on that server). --fair-before=DIR runs the
 * fair-share attacks on another build first (e.g. main's, built with tsc into DIR/node), so one
 * run shows before and after.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatBundleReport, measureBundle } from "../scripts/check-bundle.mjs";
import { printTable, runAnalyticsBench } from "./analytics.js";
import { runStorageBench } from "./storage.js";
import { budgetLines, runApiBench } from "./api.js";
import { copySqlite, postgresSeed, sqliteSeed } from "./dataset.js";
import { runFairShareBench } from "./fair-share.js";
import { runHabitsGroupsBench } from "./habits-groups.js";
import { formatRebuildRows, runListRebuildBench } from "./list-rebuild.js";
import { ROOT } from "./processes.js";
import { formatMachineryRows, runRetiredMachineryBench } from "./retired-machinery.js";

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${load}`;
}

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const eq = args.find((a) => a.startsWith(`--${name}=`));
  if (eq) return eq.slice(name.length + 3);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

// --bench-dir: a directory of one's own, so two benches on one machine never share work copies.
const benchDir = path.resolve(option("bench-dir") ?? path.join(os.tmpdir(), "progressvault-bench"));
const outDir = path.resolve(option("out-dir") ?? path.join(benchDir, "build"));
const webDir = path.join(outDir, "web");
const nodeDir = path.join(outDir, "node");
const only = new Set((option("only") ?? "analytics,list,machinery,storage,bundle,api,fair,habits,lighthouse").split(","));
const engines = new Set((option("engines") ?? "sqlite,postgres").split(","));
const duration = Number(option("duration") ?? 10);
const connections = Number(option("connections") ?? 10);
const rounds = Number(option("rounds") ?? 2);
const rowFilter = option("rows")?.split(",");
const attackFilter = option("attacks")?.split(",");
const log = (line: string) => console.log(line);

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

function build() {
  log(`building the production app into ${outDir}…`);
  const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
  run(bin("tsc"), ["-p", "tsconfig.build.json", "--outDir", nodeDir]);
  run(bin("vite"), ["build", "--logLevel", "warn", "--outDir", webDir, "--emptyOutDir"]);
  run(process.execPath, [path.join(ROOT, "scripts", "precompress.mjs"), webDir]);
  // The server resolves its packages from where it lies: point the build at ours.
  const modules = path.join(outDir, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
}

const summaries: string[] = [];
console.log(`ProgressVault benchmarks — ${new Date().toISOString()}`);
console.log(`machine: ${machine()}\n`);

if (only.has("analytics")) {
  printTable(await runAnalyticsBench());
  log("");
}

if (only.has("list")) {
  // The list's rebuild after a write at 90 days, three years and 200 × 1,000 (issue 16's budget).
  const seedDir = await sqliteSeed(path.join(benchDir, "cache"), log);
  const rows = await runListRebuildBench(copySqlite(seedDir, path.join(benchDir, "work", "list-rebuild")));
  log(formatRebuildRows(rows));
  const [days, years] = rows;
  if (days && years) {
    const ratio = years.afterWrite / days.afterWrite;
    summaries.push(
      `${ratio <= 1.25 ? "ok  " : "MISS"} list rebuild after a write, 3 years vs 90 days: ${ratio.toFixed(2)}×   budget ≤ 1.25×`,
    );
    // Decision 034's history stamp earns its triggers only if the budget fails without it (issue 27 item 5).
    const without = years.afterWriteNoHistory / days.afterWriteNoHistory;
    summaries.push(`info the same without old entries kept under the history stamp: ${without.toFixed(2)}×`);
  }
  log("");
}

if (only.has("machinery")) {
  // Issue 27 item 5: the serializer plain-json.ts skipped, and what db/precompiled.ts saves.
  log(formatMachineryRows(runRetiredMachineryBench()));
  log("");
}

if (only.has("storage")) {
  // Issue 33's storage budget: bytes per check-in of the three-year account (decision 075).
  const pgUrl = engines.has("postgres") ? process.env.BENCH_DATABASE_URL : undefined;
  const bytes = await runStorageBench({ postgresUrl: pgUrl });
  summaries.push(
    `${bytes.sqlite <= 200 ? "ok  " : "MISS"} database bytes per check-in at three years, SQLite: ${bytes.sqlite.toFixed(0)} B   budget ≤ 200 B`,
  );
  if (bytes.postgres)
    summaries.push(
      `info the same on PostgreSQL: ${bytes.postgres.database.toFixed(0)} B (the whole database), the journal's table and indexes ${bytes.postgres.journal.toFixed(0)} B`,
    );
  log("");
}

const needsBuild = only.has("bundle") || only.has("api") || only.has("fair") || only.has("habits") || only.has("lighthouse");
if (needsBuild && !process.argv.includes("--no-build")) build();
if (needsBuild && !fs.existsSync(path.join(nodeDir, "server", "main.js"))) {
  throw new Error(`no build in ${outDir}: run without --no-build`);
}

if (only.has("bundle")) {
  log(formatBundleReport(measureBundle(webDir)));
  log("");
}

if (only.has("api") && engines.has("sqlite")) {
  const seedDir = await sqliteSeed(path.join(benchDir, "cache"), log);
  log(`\nAPI on SQLite: ${connections} connections, ${duration} s per run, best of ${rounds} rounds, autocannon in its own process`);
  const report = await runApiBench({
    engine: "sqlite",
    nodeDir,
    webDir,
    workDir: path.join(benchDir, "work"),
    source: seedDir,
    duration,
    connections,
    rounds,
    log,
    ...(rowFilter ? { rows: rowFilter } : {}),
  });
  summaries.push("budgets, SQLite:", ...budgetLines(report));
}
if (only.has("api") && engines.has("postgres")) {
  const pgServer = process.env.BENCH_DATABASE_URL;
  if (pgServer) {
    const pgDb = await postgresSeed(pgServer, log);
    try {
      log(`\nAPI on PostgreSQL: ${connections} connections, ${duration} s per run, best of ${rounds} rounds`);
      const pgReport = await runApiBench({
        engine: "postgres",
        nodeDir,
        webDir,
        workDir: path.join(benchDir, "work"),
        source: pgDb.url,
        duration,
        connections,
        rounds,
        log,
        ...(rowFilter ? { rows: rowFilter } : {}),
      });
      summaries.push("budgets, PostgreSQL:", ...budgetLines(pgReport));
    } finally {
      await pgDb.drop();
    }
  }
}

if (only.has("fair")) {
  // Issue 26: one user's heavy requests against another's p99, on each engine.
  const before = option("fair-before");
  const builds = [
    ...(before ? [{ label: "before", nodeDir: path.join(path.resolve(before), "node") }] : []),
    { label: "this build", nodeDir },
  ];
  const pgServer = process.env.BENCH_DATABASE_URL;
  for (const engine of ["sqlite", "postgres"] as const) {
    if (!engines.has(engine) || (engine === "postgres" && !pgServer)) continue;
    summaries.push(`fair share, ${engine} (bystander p99 ≤ 200 ms and ≤ 2× idle p99 + 50 ms):`);
    for (const b of builds) {
      summaries.push(
        ...(await runFairShareBench({
          engine,
          label: b.label,
          nodeDir: b.nodeDir,
          webDir,
          workDir: path.join(benchDir, "work"),
          log,
          ...(pgServer ? { pgServer } : {}),
          ...(attackFilter ? { attacks: attackFilter } : {}),
        })),
      );
    }
  }
}

if (only.has("habits")) {
  // Issues 29 and 30: mixed habit kinds at 90 days and three years; 200 goals grouped and not.
  const pgServer = process.env.BENCH_DATABASE_URL;
  summaries.push("habits and groups:");
  for (const engine of ["sqlite", "postgres"] as const) {
    if (!engines.has(engine) || (engine === "postgres" && !pgServer)) continue;
    summaries.push(
      ...(await runHabitsGroupsBench({
        engine,
        nodeDir,
        webDir,
        workDir: path.join(benchDir, "work"),
        duration,
        connections,
        log,
        ...(pgServer ? { pgServer } : {}),
      })),
    );
  }
}

if (only.has("lighthouse")) {
  const { runLighthouseBench } = await import("./lighthouse.js");
  const pages = option("pages")?.split(",");
  const lhRuns = Number(option("lighthouse-runs") ?? 3);
  const reportDir = option("lighthouse-reports");
  summaries.push(
    ...(await runLighthouseBench({
      nodeDir,
      webDir,
      workDir: path.join(benchDir, "work"),
      cacheDir: path.join(benchDir, "cache"),
      runs: lhRuns,
      log,
      ...(pages ? { only: pages } : {}),
      ...(reportDir ? { reportDir: path.resolve(reportDir) } : {}),
    })),
  );
}

if (summaries.length > 0) log(`\n${summaries.join("\n")}`);
log(
  `\nmachine load at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
