/**
 * Issue 19 §2 — the data directory's lock is the kernel's, not a pid in a file, on real server
 * processes (the lock is per process, so only separate processes can show it):
 * - a restart right after kill -9 works, even while the killed server is an unreaped zombie;
 * - a lock file naming a live process that is not a server does not block start-up;
 * - a second live server is refused with the clear message, also when the pid in the file means
 *   nothing to it (another PID namespace: two containers on one volume).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, freePort, serverEntry, serverEnv, spawnServer, waitHealthy } from "../support/process.js";

const REFUSAL = /Another ProgressVault server( \(pid \d+[^)]*\))? is using .*\. Stop it first, or set DATA_DIR to another directory\./;

const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) c();
  await new Promise((r) => setTimeout(r, 50));
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-lock-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function track(p: ServerProcess): ServerProcess {
  cleanups.push(() => {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  });
  return p;
}

/** The exit code, or "still running" after a while (a server that took over a live lock). */
async function exitCode(exited: Promise<number | null>, ms = 45_000): Promise<number | null | "still running"> {
  return Promise.race([exited, new Promise<"still running">((r) => setTimeout(() => r("still running"), ms))]);
}

/** A process state from /proc: "Z" for a zombie (dead, not yet reaped by its parent). */
function procState(pid: number): string | undefined {
  try {
    return /^\d+ \(.*\) (\S)/.exec(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Runs the server under a parent that stops reaping on request (its event loop blocked), so a
 * killed server stays a zombie, as it does for the seconds a busy parent or init takes to reap.
 */
function spawnUnderSlowReaper(env: Record<string, string>, port: number) {
  const script = `
    const { spawn } = require("node:child_process");
    const server = spawn(process.execPath, ${JSON.stringify(serverEntry())}, { stdio: ["ignore", "inherit", "inherit"] });
    console.log("server pid " + server.pid);
    process.stdin.on("data", () => {
      console.log("not reaping");
      setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000), 50);
    });
  `;
  const holder: ChildProcess = spawn(process.execPath, ["-e", script], {
    env: serverEnv(env, port),
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  holder.stdout?.on("data", (d) => (out += String(d)));
  holder.stderr?.on("data", (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => holder.on("exit", (code) => resolve(code)));
  cleanups.push(() => {
    const pid = Number(/server pid (\d+)/.exec(out)?.[1]);
    if (pid && procState(pid) && procState(pid) !== "Z") process.kill(pid, "SIGKILL");
    holder.kill("SIGKILL");
  });
  const waitFor = async (text: string) => {
    for (let i = 0; i < 400 && !out.includes(text); i++) await new Promise((r) => setTimeout(r, 25));
    if (!out.includes(text)) throw new Error(`no "${text}" from the slow reaper:\n${out}`);
  };
  const proc: ServerProcess = { url: `http://127.0.0.1:${port}`, child: holder, output: () => out, exited };
  return { proc, waitFor, holder, serverPid: () => Number(/server pid (\d+)/.exec(out)?.[1]) };
}

describe("data directory lock", () => {
  it("lets a server start right after kill -9, while the killed one is still an unreaped zombie", async () => {
    const dataDir = tempDataDir();
    const first = spawnUnderSlowReaper({ DATA_DIR: dataDir }, await freePort());
    await first.waitFor("server pid ");
    await waitHealthy(first.proc, 60_000);
    first.holder.stdin?.write("stop reaping\n");
    await first.waitFor("not reaping");
    await new Promise((r) => setTimeout(r, 200)); // its event loop is blocked by now

    const pid = first.serverPid();
    process.kill(pid, "SIGKILL");
    for (let i = 0; i < 100 && procState(pid) !== "Z"; i++) await new Promise((r) => setTimeout(r, 10));
    expect(procState(pid), "the killed server is a zombie").toBe("Z");

    const second = track(spawnServer({ DATA_DIR: dataDir }, await freePort()));
    await waitHealthy(second, 60_000);
    // The old server was still unreaped when the new one took the directory.
    expect(procState(pid)).toBe("Z");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 120_000);

  it("starts when the lock file names a live process that is not a server", async () => {
    const dataDir = tempDataDir();
    // A pid reused after a container restart: some live process, here this test's own.
    fs.writeFileSync(path.join(dataDir, "progressvault.lock"), String(process.pid));
    const server = track(spawnServer({ DATA_DIR: dataDir }, await freePort()));
    await waitHealthy(server, 60_000);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);

  it("refuses a second live server, also when the pid in the lock file means nothing to it", async () => {
    const dataDir = tempDataDir();
    const first = track(spawnServer({ DATA_DIR: dataDir }, await freePort()));
    await waitHealthy(first, 60_000);

    const second = track(spawnServer({ DATA_DIR: dataDir }, await freePort()));
    expect(await exitCode(second.exited)).toBe(1);
    expect(second.output()).toMatch(REFUSAL);
    expect(second.output()).toContain(`(pid ${first.child.pid})`);

    // Seen from another PID namespace the holder's pid is some other process or none: here a
    // pid that has exited.
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    fs.writeFileSync(path.join(dataDir, "progressvault.lock"), gone.stdout.trim());
    const third = track(spawnServer({ DATA_DIR: dataDir }, await freePort()));
    expect(await exitCode(third.exited)).toBe(1);
    expect(third.output()).toMatch(REFUSAL);

    // The first server never noticed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  }, 120_000);

  const unshare = spawnSync("unshare", ["--pid", "--fork", "true"]).status === 0;
  it.runIf(unshare)(
    "refuses a second server started in another PID namespace",
    async () => {
      const dataDir = tempDataDir();
      const first = track(spawnServer({ DATA_DIR: dataDir }, await freePort()));
      await waitHealthy(first, 60_000);
      const port = await freePort();
      const child = spawn("unshare", ["--pid", "--fork", "--kill-child", process.execPath, ...serverEntry()], {
        env: serverEnv({ DATA_DIR: dataDir }, port),
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      child.stdout.on("data", (d) => (out += String(d)));
      child.stderr.on("data", (d) => (out += String(d)));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      track({ url: "", child, output: () => out, exited });
      expect(await exitCode(exited)).toBe(1);
      expect(out).toMatch(REFUSAL);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
    },
    120_000,
  );
});
