/**
 * The habits bench's check-in load (20 mixed goals at three years, check and amount goals, SQLite)
 * on two or more builds at once, the builds taken in turn round after round, so each pair of
 * figures is seconds apart on the same machine load (issue 29's check-ins/s; decision 073).
 *
 *   npx tsx bench/checkin-ab.ts --builds=/tmp/main/build,/tmp/new/build [--rounds=4] [--duration=5]
 *                               [--connections=10] [--work-dir=DIR] [--cpu-prof=DIR]
 *
 * Each build is a bench build directory (its `node` and `web`, as `npm run bench` makes them). With
 * --cpu-prof each server runs under `node --cpu-prof` into DIR/<index>, and the time of each round's
 * load is printed (epoch ms) to cut its samples out of the whole profile.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-runtime.mjs";
import { freePort } from "../test/support/process.js";
import { accountWith, habitFile, MIXED_GOALS } from "./habits-groups.js";
import { runLoad, startProcess } from "./processes.js";

function option(name: string): string | undefined {
  const eq = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

const builds = (option("builds") ?? "").split(",").filter(Boolean);
if (builds.length === 0) throw new Error("--builds=DIR[,DIR…] is required");
const rounds = Number(option("rounds") ?? 4);
const duration = Number(option("duration") ?? 5);
const connections = Number(option("connections") ?? 10);
const workDir = path.resolve(option("work-dir") ?? path.join(os.tmpdir(), `checkin-ab-${process.pid}`));
const profDir = option("cpu-prof");
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

console.log(
  `check-in A/B — ${new Date().toISOString()}; ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; load ${load()}`,
);
const servers = [];
for (const [i, build] of builds.entries()) {
  const dataDir = path.join(workDir, String(i));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const prof = profDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(profDir, String(i))] : [];
  if (profDir) console.log(`server ${i} spawned at ${Date.now()}`);
  const started = await startProcess(
    `server ${i}`,
    [...SERVER_NODE_FLAGS, ...prof, path.join(build, "node", "server", "main.js")],
    {
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_DIR: path.join(build, "web"),
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOGIN_MAX_FAILURES_PER_IP: "1000000",
      REDIS_URL: "",
    },
    port,
  );
  const origin = `http://127.0.0.1:${port}`;
  const account = await accountWith(origin, `ab-${i}-${Date.now().toString(36)}`, habitFile(MIXED_GOALS, 1095));
  const bodies = account.goals
    .filter((g) => g.kind === "check" || g.kind === "amount")
    .map((g) => JSON.stringify(g.kind === "amount" ? { goal_id: g.id, note: "done", amount: 1.5 } : { goal_id: g.id, note: "done" }));
  const spec = {
    url: `${origin}/api/journal?tz=UTC`,
    method: "POST" as const,
    headers: { authorization: `Bearer ${account.token}`, "content-type": "application/json" },
    bodies,
    connections,
    duration,
  };
  servers.push({ build, started, spec, results: [] as { rps: number; cpuMs: number }[] });
}

// A warm-up of each (JIT, caches), not counted.
for (const s of servers) await runLoad({ ...s.spec, duration: 3 }, s.started.child.pid);
for (let r = 0; r < rounds; r += 1) {
  for (const [i, s] of servers.entries()) {
    const from = Date.now();
    const l = await runLoad(s.spec, s.started.child.pid);
    const cpuMs = ((l.serverCpu ?? NaN) * 1000) / l.rps;
    s.results.push({ rps: l.rps, cpuMs });
    console.log(
      `round ${r + 1} build ${i}: ${l.rps.toFixed(0)} check-ins/s (p99 ${l.p99} ms, ${l.non2xx} non-2xx), ` +
        `server ${((l.serverCpu ?? NaN) * 100).toFixed(0)} % of a core, ${cpuMs.toFixed(2)} ms CPU per check-in, ` +
        `client ${(l.clientCpu * 100).toFixed(0)} %; load ${load()}` +
        (profDir ? `; window ${from}-${Date.now()}` : ""),
    );
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
for (const [i, s] of servers.entries()) {
  console.log(
    `build ${i} (${s.build}): median ${median(s.results.map((x) => x.rps)).toFixed(0)} check-ins/s, ` +
      `${median(s.results.map((x) => x.cpuMs)).toFixed(2)} ms CPU per check-in`,
  );
}
for (const s of servers) await s.started.stop();
fs.rmSync(workDir, { recursive: true, force: true });
