/** Runs the real server as a child process (node + tsx on the sources) for restart and crash tests. */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

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
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
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
