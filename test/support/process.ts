/** Runs the real server as a child process for restart and crash tests. */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { inject } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Node's arguments that run one of the server's entry points ("server/main", "server/cli/ops"):
 * the run's compiled server when vitest's globalSetup made one (./server-build.ts), else the
 * sources through tsx (another config, such as the soak runs).
 */
export function serverEntry(entry: "server/main" | "server/cli/ops" = "server/main"): string[] {
  let built: string | undefined;
  try {
    built = inject("serverBuildDir");
  } catch {
    built = undefined; // outside a vitest run
  }
  return built ? [path.join(built, `${entry}.js`)] : ["--import", "tsx", path.join(ROOT, "src", `${entry}.ts`)];
}

/**
 * The environment of a server process: the web app from the sources, as the tsx-run server found
 * it beside itself (a compiled one would look in dist/web, which a test run need not have built).
 */
export function serverEnv(env: Record<string, string>, port?: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LOG_LEVEL: "warn",
    WEB_DIR: path.join(ROOT, "src/web"),
    ...env,
    ...(port === undefined ? {} : { PORT: String(port), HOST: "127.0.0.1" }),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, serverEntry(), {
    env: serverEnv(env, port),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += String(d)));
  child.stderr?.on("data", (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

/** Polls /api/health until it answers 200, or fails with the server's output. */
export async function waitHealthy(p: ServerProcess, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  let exitCode: number | null | undefined;
  void p.exited.then((c) => (exitCode = c));
  while (Date.now() - start < timeoutMs) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${p.output()}`);
    try {
      const res = await fetch(`${p.url}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${p.output()}`);
}
