/**
 * A copy of the tree for running npm start's real launcher (scripts/start.mjs) on a stand-in
 * "built" server: the launcher finds a build newer than its sources, so it builds nothing.
 */
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Makes the tree in a fresh folder under `parent`, with `mainJs` as dist/node/server/main.js. */
export function launcherTree(parent: string, mainJs: string): string {
  const dir = fs.mkdtempSync(path.join(parent, "tree-"));
  fs.mkdirSync(path.join(dir, "scripts"));
  for (const f of ["start.mjs", "server-runtime.mjs", "build-state.mjs"])
    fs.copyFileSync(path.join(ROOT, "scripts", f), path.join(dir, "scripts", f));
  fs.mkdirSync(path.join(dir, "dist/web"), { recursive: true });
  fs.mkdirSync(path.join(dir, "dist/node/server"), { recursive: true });
  fs.writeFileSync(path.join(dir, "dist/web/index.html"), "<!doctype html>");
  fs.writeFileSync(path.join(dir, "dist/node/server/main.js"), mainJs);
  fs.writeFileSync(path.join(dir, "dist/.build-stamp"), new Date().toISOString()); // nothing to rebuild
  return dir;
}
