// npm start: build the web app and server when the build is missing or older than the
// sources, then run the server. Keeps `npm ci && npm start` the whole quick start.
// The server runs as a child process with the settings of scripts/server-runtime.mjs (they
// must be in its environment before it starts, and Node cannot exec); signals go to it, and
// its exit code is ours. No server outlives this launcher, however it ends: the server stops
// when the IPC channel to it closes (the kernel closes it when this process dies, SIGKILL
// included), and under npm this launcher stops the server when npm itself is gone.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newestMtime } from "./build-state.mjs";
import { SERVER_ENV, SERVER_NODE_FLAGS, STOP_WITH_PARENT_ENV } from "./server-runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "dist", ".build-stamp");
const outputs = [path.join(root, "dist/web/index.html"), path.join(root, "dist/node/server/main.js"), stamp];
const inputs = ["src", "package-lock.json", "vite.config.ts", "tsconfig.build.json"];

const missing = outputs.some((p) => !fs.existsSync(p));
const stale = !missing && inputs.some((p) => newestMtime(path.join(root, p)) > fs.statSync(stamp).mtimeMs);
if (missing || stale) {
  console.log(missing ? "Building the app (first start)..." : "Sources changed: rebuilding...");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "dist/node/server/main.js")], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: { ...SERVER_ENV, ...process.env, [STOP_WITH_PARENT_ENV]: "1" },
});
// npm gives its script no such channel: if npm is killed (SIGKILL leaves it no time to pass
// a signal on), its child is handed to another parent, which is how its death shows. npm runs
// the script through `sh -c` (so npm is the grandparent, and the shell lives on), or directly:
// watch both.
if (process.env.npm_lifecycle_event) {
  const parentOf = (pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch {
      return undefined; // no /proc (not Linux), or the process is gone
    }
  };
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  setInterval(() => {
    if (process.ppid !== parent || (grandparent !== undefined && parentOf(parent) !== grandparent)) server.kill("SIGTERM");
  }, 1000).unref();
}
// The server shuts down gracefully on SIGTERM and SIGINT (a terminal's Ctrl+C reaches both
// processes; the server ignores the repeat). A closed terminal (SIGHUP) stops it the same way.
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal === "SIGHUP" ? "SIGTERM" : signal));
}
server.on("exit", (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
