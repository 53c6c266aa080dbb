/**
 * Vitest globalSetup: the server compiled once per run (`tsc --noCheck`, the same emit as
 * `npm run build:server`), which the tests that run it as a process of its own start with plain
 * node (./process.ts) instead of through tsx: a start through tsx costs each of those servers,
 * and each of their worker threads, its own TypeScript loader. Written inside dist/ (the package's
 * "type" and node_modules resolve as for the real build), one directory per run, removed after.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The compiled server's root (holding server/main.js and server/cli/ops.js). */
    serverBuildDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");

export default function setup(project: TestProject) {
  const dir = path.join(ROOT, "dist", `test-server-${process.pid}`);
  const tsc = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json", "--noCheck", "--outDir", dir],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  if (tsc.status !== 0) throw new Error(`compiling the server for the process tests failed:\n${tsc.stdout}${tsc.stderr}`);
  project.provide("serverBuildDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
