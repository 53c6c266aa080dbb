/**
 * `npm run backup` and `npm run restore` on an install without development dependencies (issue 28
 * item 13): a tree laid out as the container's runtime stage (Dockerfile) — package.json, the
 * lockfile, the build output and the operations launcher — installed with `npm ci --omit=dev`.
 *
 * Made cheaper than the image build, and what that leaves out:
 * - the server is compiled with `tsc --noCheck` (the same emit as `npm run build:server`; the types
 *   are checked by `npm run typecheck`);
 * - `npm ci` runs `--offline` from the npm cache with `--ignore-scripts`, and better-sqlite3's
 *   native addon (what its install script compiles, about a minute) is copied from this clone's
 *   install: the same package version from the same lockfile, for the same Node.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open.js";
import { ROOT } from "../support/launcher-tree.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pv-omit-dev-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const app = path.join(tmp, "app");
const LAUNCHER_FILES = ["ops.mjs", "build-state.mjs"];

/** PATH without this clone's node_modules/.bin (npx and vitest put it there; an install has no such entry). */
const PATH = (process.env.PATH ?? "")
  .split(path.delimiter)
  .filter((p) => !p.includes("node_modules"))
  .join(path.delimiter);

function run(cmd: string, args: string[], cwd: string, env: Record<string, string | undefined> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, PATH, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(app, "scripts"), { recursive: true });
  for (const f of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(ROOT, f), path.join(app, f));
  for (const f of LAUNCHER_FILES) fs.copyFileSync(path.join(ROOT, "scripts", f), path.join(app, "scripts", f));
  const tsc = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json", "--noCheck", "--outDir", path.join(app, "dist/node")],
    { cwd: ROOT, encoding: "utf8" },
  );
  expect(tsc.stdout + tsc.stderr).toBe("");
  const ci = await run("npm", ["ci", "--omit=dev", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], app, {
    NODE_ENV: "production",
  });
  expect(ci.code, ci.out).toBe(0);
  const addon = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";
  fs.mkdirSync(path.dirname(path.join(app, addon)), { recursive: true });
  fs.copyFileSync(path.join(ROOT, addon), path.join(app, addon));
}, 240_000);

describe("backup and restore without development dependencies (as in the container)", () => {
  it("the container copies the launcher the npm scripts run", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    expect(dockerfile).toContain(`COPY ${LAUNCHER_FILES.map((f) => `scripts/${f}`).join(" ")} ./scripts/`);
    expect(dockerfile).toContain("npm ci --omit=dev");
  });

  it("npm run backup and npm run restore work with no tsx or TypeScript installed", async () => {
    expect(fs.existsSync(path.join(app, "node_modules/tsx"))).toBe(false);
    expect(fs.existsSync(path.join(app, "node_modules/typescript"))).toBe(false);
    expect(fs.existsSync(path.join(app, "src"))).toBe(false);

    const dataDir = path.join(tmp, "data");
    const db = openDatabase({ dataDir });
    await db.migrate();
    await db.close();

    const env = { DATABASE_URL: "", LOG_LEVEL: "warn" };
    const file = path.join(tmp, "backups", "today.db");
    const backup = await run("npm", ["run", "--silent", "backup", "--", file, "--data-dir", dataDir], app, env);
    expect(backup.out).toContain("Backed up the embedded database");
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const restored = path.join(tmp, "restored");
    const restore = await run("npm", ["run", "--silent", "restore", "--", file, "--data-dir", restored], app, env);
    expect(restore.out).toContain(`Restored ${restored}`);
    expect(restore.code).toBe(0);
    expect(fs.existsSync(path.join(restored, "progressvault.db"))).toBe(true);
  }, 60_000);
});
