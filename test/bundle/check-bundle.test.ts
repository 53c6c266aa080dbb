/** scripts/check-bundle.mjs: first-load bytes per route from the Vite manifest, and the budgets. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { measureBundle } from "../../scripts/check-bundle.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A built app: files with random (incompressible) contents of the given sizes, and its manifest. */
function fakeBuild(files: Record<string, number>, manifest: Record<string, unknown>, css = "body{}", html = "<!doctype html>") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-bundle-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, ".vite"));
  for (const [name, size] of Object.entries(files))
    fs.writeFileSync(path.join(dir, "assets", name), Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256))));
  fs.writeFileSync(path.join(dir, "assets", "app.css"), css);
  fs.writeFileSync(path.join(dir, "index.html"), html);
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const gz = (dir: string, f: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, "assets", f)), { level: 9 }).length / 1000;

function manifestFor(homeKb: number) {
  const files = {
    "index.js": 20_000,
    "home.js": homeKb * 1000,
    "goal.js": 3_000,
    "provider.js": 2_000,
    "dash.js": 4_000,
    "coach.js": 5_000,
    "today.js": 3_500,
    "other.js": 7_000,
  };
  const manifest = {
    "index.html": {
      file: "assets/index.js",
      isEntry: true,
      css: ["assets/app.css"],
      dynamicImports: ["pages/home/home-page.tsx", "pages/other/Other.tsx"],
    },
    "pages/home/home-page.tsx": { file: "assets/home.js", imports: ["index.html"] },
    "pages/public-goal/public-goal-page.tsx": { file: "assets/goal.js", imports: ["index.html"] },
    "lib/query-provider.tsx": { file: "assets/provider.js" },
    "pages/dashboard/dashboard-page.tsx": {
      file: "assets/dash.js",
      imports: ["index.html"],
      dynamicImports: ["features/coach/coach-widget.tsx"],
    },
    "features/coach/coach-widget.tsx": { file: "assets/coach.js" },
    "pages/today/today-page.tsx": { file: "assets/today.js", imports: ["index.html"] },
    "pages/other/Other.tsx": { file: "assets/other.js" },
  };
  return { files, manifest };
}

describe("check-bundle", () => {
  it("counts the entry, the page and what routes.tsx loads beside it; /dashboard also its lazy chunks, never other routes", () => {
    // The landing and public goal pages run without the query provider (routes.tsx `noQueries`).
    const { files, manifest } = manifestFor(5);
    const dir = fakeBuild(files, manifest);
    const { rows, problems } = measureBundle(dir);
    const kb = (what: string) => rows.find((r) => r.what.startsWith(what))!.kb;
    expect(kb("JS / ")).toBeCloseTo(gz(dir, "index.js") + gz(dir, "home.js"), 3);
    expect(kb("JS /{username}")).toBeCloseTo(gz(dir, "index.js") + gz(dir, "goal.js"), 3);
    expect(kb("JS /dashboard")).toBeCloseTo(gz(dir, "index.js") + gz(dir, "dash.js") + gz(dir, "provider.js") + gz(dir, "coach.js"), 3);
    expect(kb("JS /today")).toBeCloseTo(gz(dir, "index.js") + gz(dir, "today.js") + gz(dir, "provider.js"), 3);
    expect(problems).toEqual([]);
  });

  it("fails the build over a budget, and names what is over", () => {
    const { files, manifest } = manifestFor(90); // 20 kB entry + 90 kB landing page > 100 kB
    const dir = fakeBuild(files, manifest);
    let output = "";
    try {
      execFileSync(process.execPath, ["scripts/check-bundle.mjs", dir], { stdio: "pipe" });
    } catch (err) {
      output = String((err as { stderr: Buffer }).stderr);
    }
    expect(output).toContain("bundle budget exceeded: JS / first load");
  });

  it("reports a stylesheet or font from another origin", () => {
    const { files, manifest } = manifestFor(5);
    const dir = fakeBuild(
      files,
      manifest,
      "@font-face{font-family:x;src:url(https://fonts.example/x.woff2)}",
      '<link rel="stylesheet" href="https://fonts.example/css">',
    );
    expect(measureBundle(dir).problems).toHaveLength(2);
  });
});
