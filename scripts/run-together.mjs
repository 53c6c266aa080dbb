// Runs npm scripts side by side and fails when any of them fails:
//   node scripts/run-together.mjs lint typecheck build
// npm test uses it for steps that are each mostly one single-threaded process (eslint, prettier,
// tsc, the bundler) and read nothing the others write (dist/ is ignored by lint and typecheck):
// on 2 cores they take less than one after the other.
// Each script's output is held and printed whole once it ends, so a failure reads as it would alone.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) throw new Error("usage: node scripts/run-together.mjs <npm script> [<npm script> ...]");

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(npm, ["run", name], { stdio: ["ignore", "pipe", "pipe"] });
      const out = [];
      child.stdout.on("data", (c) => out.push(c));
      child.stderr.on("data", (c) => out.push(c));
      child.on("error", (err) => out.push(Buffer.from(`${String(err)}\n`)));
      child.on("close", (code, signal) => {
        const ok = code === 0;
        process.stdout.write(
          `\n> npm run ${name}: ${ok ? "ok" : `failed (${signal ?? code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
        );
        process.stdout.write(Buffer.concat(out));
        resolve(ok);
      });
    }),
);
const results = await Promise.all(runs);
process.exitCode = results.every(Boolean) ? 0 : 1;
