/**
 * Fair share (issue 26): the production build on a fresh database, one user running each attack
 * of the table at full scale (test/support/fair-share.ts) while a bystander in another
 * process loops GET /api/goals and POST /api/journal. Reports the bystander's p99 and max during
 * each attack against its idle p99, with the budget "≤ 200 ms and ≤ 2× idle p99 + 50 ms", and
 * what the attacker's own requests were answered. `label` names the build (e.g. main's, before).
 */
import fs from "node:fs";
import path from "node:path";
import { databaseUrl, pgAdmin } from "../test/support/pg-admin.js";
import { freePort } from "../test/support/process.js";
import { FULL_SCALE, percentile, runFairShare, type Sample } from "../test/support/fair-share.js";
import { ourServer } from "./processes.js";

export const FAIR_BUDGET_MS = 200;

export interface FairOptions {
  engine: "sqlite" | "postgres";
  label: string;
  nodeDir: string;
  webDir: string;
  workDir: string;
  /** PostgreSQL: a server URL on which a database of its own is created and dropped. */
  pgServer?: string;
  /** Only the attacks whose name holds one of these (e.g. "Loop"). */
  attacks?: readonly string[];
  log: (line: string) => void;
}

const p99 = (s: Sample[]) =>
  percentile(
    s.map((x) => x.ms),
    99,
  );
const max = (s: Sample[]) => Math.max(...s.map((x) => x.ms));

/** Runs the attacks; answers the budget lines. */
export async function runFairShareBench(o: FairOptions): Promise<string[]> {
  const port = await freePort();
  let db: { dataDir: string } | { databaseUrl: string };
  let drop = async () => undefined as void;
  if (o.engine === "sqlite") {
    const dataDir = path.join(o.workDir, `fair-${o.label}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    db = { dataDir };
  } else {
    const name = `progressvault_fair_${process.pid}`;
    await pgAdmin(o.pgServer!, `drop database if exists ${name} with (force)`);
    await pgAdmin(o.pgServer!, `create database ${name}`);
    db = { databaseUrl: databaseUrl(o.pgServer!, name) };
    drop = () => pgAdmin(o.pgServer!, `drop database if exists ${name} with (force)`);
  }
  const server = await ourServer(o.nodeDir, o.webDir, port, db);
  const lines: string[] = [];
  try {
    o.log(`\nFair share, ${o.engine}, ${o.label}: bystander in its own process, attacks at full scale`);
    const run = await runFairShare(`http://127.0.0.1:${port}`, FULL_SCALE, {
      idleMs: 5000,
      log: o.log,
      ...(o.attacks ? { only: o.attacks } : {}),
    });
    const idleP99 = p99(run.idle);
    const bound = Math.min(FAIR_BUDGET_MS, 2 * idleP99 + 50);
    o.log(`  idle bystander p99 ${idleP99.toFixed(0)} ms → bound ${bound.toFixed(0)} ms`);
    for (const r of run.results) {
      const p = p99(r.samples);
      const failed = r.samples.filter((s) => s.status !== 200 && s.status !== 201).length;
      const answers = Object.entries(r.statuses.reduce<Record<number, number>>((acc, s) => ((acc[s] = (acc[s] ?? 0) + 1), acc), {}))
        .map(([s, n]) => `${n}× ${s}`)
        .join(", ");
      const ok = p <= bound && failed === 0;
      lines.push(
        `${ok ? "PASS" : "MISS"} ${o.engine} ${o.label}, ${r.name}: bystander p99 ${p.toFixed(0)} ms, max ${max(r.samples).toFixed(0)} ms ` +
          `(${r.samples.length} req, ${failed} failed; idle p99 ${idleP99.toFixed(0)}) — attacker ${answers} in ${(r.attackMs / 1000).toFixed(1)} s`,
      );
      o.log(`  ${lines.at(-1)}`);
    }
  } finally {
    await server.stop();
    await drop();
  }
  return lines;
}
