// npm run backup / restore: the operations commands (src/server/cli/ops.ts) on any install.
// tsx is a development dependency, so an install without them (`npm ci --omit=dev`, the
// container) runs the build, dist/node/server/cli/ops.js, which `npm run build` (or npm start)
// writes and the image copies. A clone with its development dependencies runs the sources
// through tsx when the build is missing or older than them, so a command never runs code older
// than the checkout without saying so.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { newestMtime } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "dist/node/server/cli/ops.js");
const source = path.join(root, "src/server/cli/ops.ts");
const inputs = ["src/core", "src/server", "tsconfig.build.json"].map((p) => path.join(root, p));

const hasBuild = fs.existsSync(built);
const hasSource = fs.existsSync(source);
const fresh = hasBuild && (!hasSource || inputs.every((p) => newestMtime(p) <= fs.statSync(built).mtimeMs));
let tsx;
try {
  tsx = import.meta.resolve("tsx"); // from this file, so any working directory finds the clone's tsx
} catch {
  tsx = undefined;
}

if (fresh) {
  await import(pathToFileURL(built).href); // reads process.argv: the command and its arguments
} else if (hasSource && tsx) {
  const result = spawnSync(process.execPath, ["--import", tsx, source, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(result.status ?? 1);
} else if (hasBuild) {
  console.error("Note: the build in dist/ is older than the sources; run npm run build to update it.");
  await import(pathToFileURL(built).href);
} else {
  console.error(
    "Error: no build at dist/node/server/cli/ops.js. Run npm run build (it needs the development dependencies: npm ci), " +
      "or use the container image, which has it.",
  );
  process.exit(1);
}
