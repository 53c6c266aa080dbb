/**
 * Issue 19 §9 — no server outlives npm start's launcher (scripts/start.mjs), even when the
 * launcher is killed with SIGKILL and can pass nothing on. The real launcher runs from a copy of
 * the tree whose "built" server loads the real server sources (through tsx), on a temp DATA_DIR.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, launcherTree } from "../support/launcher-tree.js";
import { freePort } from "../support/process.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pv-launcher-death-"));
const stray: number[] = [];
afterAll(() => {
  for (const pid of stray) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone, as it should be
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The real launcher over a "built" server that loads the real server sources through tsx. */
function tree(): string {
  const tsx = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/esm/api/index.mjs")).href;
  const main = pathToFileURL(path.join(ROOT, "src/server/main.ts")).href;
  return launcherTree(tmp, `import { register } from ${JSON.stringify(tsx)};\nregister();\nawait import(${JSON.stringify(main)});\n`);
}

/** Child pids of a process, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts `node <args>` (the launcher, or a stand-in npm running it) and waits for the server to answer. */
async function startServerUnder(args: string[], env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(tmp, "data-"));
  const port = await freePort();
  const top = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, npm_lifecycle_event: "", LOG_LEVEL: "warn", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  top.stdout.on("data", (d: Buffer) => (out += d.toString()));
  top.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise((resolve) => top.on("exit", resolve));
  const health = `http://127.0.0.1:${port}/api/health`;
  for (let i = 0; i < 600; i++) {
    const res = await fetch(health).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect((await fetch(health)).status, out).toBe(200);
  return { top, exited, health };
}

/** Waits for the process to end; how long it took. */
async function endsWithin(pid: number, ms: number): Promise<number> {
  const start = Date.now();
  while (alive(pid) && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 100));
  expect(alive(pid), `process ${pid} still running after ${ms} ms`).toBe(false);
  return Date.now() - start;
}

describe("npm start's launcher", () => {
  it("leaves no server running when it is killed with SIGKILL", async () => {
    const { top: launcher, exited, health } = await startServerUnder([path.join(tree(), "scripts/start.mjs")], {});
    const [server] = childrenOf(launcher.pid ?? 0);
    expect(server, "the server is the launcher's child").toBeDefined();
    stray.push(server as number);

    launcher.kill("SIGKILL");
    await exited;
    await endsWithin(server as number, 12_000);
    expect(await answers(health)).toBe(false);
  }, 120_000);

  it("under npm, leaves no launcher or server running when npm is killed with SIGKILL", async () => {
    // A stand-in for npm: runs the script through `sh -c` with npm's environment, as npm does.
    const script = `"${process.execPath}" "${path.join(tree(), "scripts/start.mjs")}"`;
    const npm = `require("node:child_process").spawn("sh", ["-c", ${JSON.stringify(script)}], { stdio: "inherit", env: { ...process.env, npm_lifecycle_event: "start" } }); setInterval(() => {}, 60000);`;
    const { top, exited, health } = await startServerUnder(["-e", npm], {});
    // npm → sh → launcher → server (a shell may also exec the launcher in its place).
    let launcher = childrenOf(top.pid ?? 0)[0];
    if (launcher && !fs.readFileSync(`/proc/${launcher}/cmdline`, "utf8").includes("start.mjs")) launcher = childrenOf(launcher)[0];
    const [server] = childrenOf(launcher ?? 0);
    expect(server, "the server is the launcher's child").toBeDefined();
    stray.push(launcher as number, server as number);

    top.kill("SIGKILL");
    await exited;
    await endsWithin(server as number, 15_000);
    await endsWithin(launcher as number, 5_000);
    expect(await answers(health)).toBe(false);
  }, 120_000);
});
