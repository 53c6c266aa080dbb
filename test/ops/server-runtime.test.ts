/**
 * The server's runtime settings (scripts/server-runtime.mjs) reach it however it is started:
 * through npm start's launcher (scripts/start.mjs, run here on a stand-in server in a copy of
 * the tree) and in the container (Dockerfile).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/server-runtime.mjs";
import { ROOT, launcherTree } from "../support/launcher-tree.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pv-launcher-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A tree with the real launcher and a stand-in server that reports what it was given. */
const tree = (server: string) => launcherTree(tmp, server);

function launch(dir: string) {
  const child = spawn(process.execPath, [path.join(dir, "scripts/start.mjs")], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = async (text: string) => {
    for (let i = 0; i < 200 && !out.includes(text); i++) await new Promise((r) => setTimeout(r, 25));
    return out;
  };
  return { child, exited, waitFor, output: () => out };
}

describe("npm start's launcher", () => {
  it("starts the server with the runtime settings, passes SIGTERM on and exits as it does", async () => {
    const dir = tree(`
      // The handler first: the test signals as soon as it reads "flags" (a loaded machine lost that race).
      process.on("SIGTERM", () => { console.log("graceful stop"); process.exit(0); });
      console.log("env " + JSON.stringify(Object.fromEntries(Object.keys(${JSON.stringify(SERVER_ENV)}).map((k) => [k, process.env[k]]))));
      console.log("flags " + JSON.stringify(process.execArgv));
      setInterval(() => undefined, 1000);
    `);
    const run = launch(dir);
    await run.waitFor("flags ");
    expect(run.output()).toContain(`env ${JSON.stringify(SERVER_ENV)}`);
    expect(run.output()).toContain(`flags ${JSON.stringify(SERVER_NODE_FLAGS)}`);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain("graceful stop");
  });

  it("exits with the server's own exit code", async () => {
    const run = launch(tree(`process.exit(3);`));
    expect(await run.exited).toBe(3);
  });
});

describe("the container", () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  it("sets the same environment and node flags for the server", () => {
    for (const [key, value] of Object.entries(SERVER_ENV)) expect(dockerfile).toMatch(new RegExp(`\\b${key}=${value}\\b`));
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? "[]")).toEqual(["node", ...SERVER_NODE_FLAGS, "dist/node/server/main.js"]);
  });
});
