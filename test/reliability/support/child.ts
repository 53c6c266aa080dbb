/**
 * The real server as a child process (node + tsx on the sources, as in production but for the
 * build step) over SQLite in a temp DATA_DIR or a fresh PostgreSQL database, for the crash,
 * shutdown, load and log tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../../src/server/db/open.js";
import { apiClient } from "../../support/client.js";
import { type ServerProcess, freePort, spawnServer, waitHealthy } from "../../support/process.js";
import { type EngineName, createPostgresDatabase } from "../../support/server.js";
import { ROOMY_LIMITS } from "./world.js";

export interface ChildServer {
  proc: ServerProcess;
  url: string;
  api: ReturnType<typeof apiClient>;
  pid: number;
}

export interface ChildSite {
  engine: EngineName;
  dataDir: string;
  databaseUrl: string | undefined;
  env: Record<string, string>;
  /** Starts a server on this site's data (a new port each time). */
  start(extraEnv?: Record<string, string>): Promise<ChildServer>;
  /** Opens the data directly (the server must be stopped for SQLite) for checks. */
  openDb(): ReturnType<typeof openDatabase>;
  destroy(): Promise<void>;
}

export async function childSite(engine: EngineName, env: Record<string, string> = {}): Promise<ChildSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-rely-child-"));
  const pgDb = engine === "postgres" ? await createPostgresDatabase() : undefined;
  const baseEnv = { ...ROOMY_LIMITS, DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...env };
  const running: ServerProcess[] = [];
  return {
    engine,
    dataDir,
    databaseUrl: pgDb?.url,
    env: baseEnv,
    async start(extraEnv = {}) {
      const proc = spawnServer({ ...baseEnv, ...extraEnv }, await freePort());
      running.push(proc);
      await waitHealthy(proc, 60_000);
      return { proc, url: proc.url, api: apiClient(proc.url), pid: proc.child.pid ?? 0 };
    },
    openDb() {
      return openDatabase({ dataDir, databaseUrl: pgDb?.url, poolSize: 2 });
    },
    async destroy() {
      for (const p of running) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
      await Promise.all(running.map((p) => p.exited));
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in kB, from /proc (Linux). */
export function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}
