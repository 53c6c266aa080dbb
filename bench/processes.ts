/** Starting, timing and stopping the servers under test, each in its own process. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-runtime.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Started {
  child: ChildProcess;
  port: number;
  /** From spawn to the first 200 of GET /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Spawns `args` under node and waits for /api/health to answer 200. */
export async function startProcess(label: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", process.env.BENCH_STDERR ? "inherit" : "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`${label} exited before it was healthy:\n${stderr}`);
    if (await healthy(port)) break;
    if (performance.now() - t0 > 60_000) {
      child.kill("SIGKILL");
      throw new Error(`${label} was not healthy after 60 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - t0;
  return {
    child,
    port,
    startMs,
    async stop() {
      if (exited) return;
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system, all threads) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

export function ourServer(nodeDir: string, webDir: string, port: number, db: { dataDir: string } | { databaseUrl: string }) {
  return startProcess(
    "ProgressVault server",
    // Started as npm start and the container start it (scripts/server-runtime.mjs).
    [...SERVER_NODE_FLAGS, path.join(nodeDir, "server", "main.js")],
    {
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_DIR: webDir,
      NODE_ENV: "production",
      ...("dataDir" in db ? { DATA_DIR: db.dataDir, DATABASE_URL: "" } : { DATABASE_URL: db.databaseUrl }),
      // The bench logs in once per run and again under load: a budget of failures is not the point.
      LOGIN_MAX_FAILURES_PER_IP: "1000000",
      REDIS_URL: "",
    },
    port,
  );
}

/**
 * `goalList`: a file holding our GET /api/goals answer, which the baseline sends as it is
 * (baseline.ts); `signedInPort`: where its minimal signed-in list listens as well.
 */
export function baselineServer(port: number, db: { dataDir: string } | { databaseUrl: string }, goalList: string, signedInPort?: number) {
  return startProcess(
    "baseline server",
    ["--import", "tsx", path.join(ROOT, "bench", "baseline.ts")],
    {
      BASELINE_PORT: String(port),
      BASELINE_GOAL_LIST: goalList,
      ...(signedInPort ? { BASELINE_SIGNED_IN_PORT: String(signedInPort) } : {}),
      ...("dataDir" in db ? { BASELINE_DATA_DIR: db.dataDir } : { BASELINE_DATABASE_URL: db.databaseUrl }),
    },
    port,
  );
}

export interface LoadResult {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  ok: number;
  bytesPerSec: number;
  /** CPU time of the load generator over the run, as a share of one core. */
  clientCpu: number;
  /** CPU time of the server under test over the run, as a share of one core (set by the caller). */
  serverCpu?: number;
}

export interface LoadSpec {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  bodies?: string[];
  /** A request each connection sends before every one of the above (both count in the figures). */
  before?: { method: "PATCH" | "POST"; path: string; headers: Record<string, string>; body: string };
  connections: number;
  duration: number;
}

/**
 * Runs autocannon in a separate process (bench/load-worker.mjs) and returns its figures, with
 * the CPU share of `serverPid` over the run when given.
 */
export async function runLoad(spec: LoadSpec, serverPid?: number): Promise<LoadResult> {
  const cpu0 = cpuSeconds(serverPid);
  const t0 = performance.now();
  const result = await runWorker(spec);
  if (serverPid === undefined) return result;
  return { ...result, serverCpu: (cpuSeconds(serverPid) - cpu0) / ((performance.now() - t0) / 1000) };
}

function runWorker(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "bench", "load-worker.mjs"), JSON.stringify(spec)], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`load worker failed (${code}): ${err}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`load worker printed no result: ${out} ${err}`));
      }
    });
  });
}
