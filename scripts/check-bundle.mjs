// Bundle budgets (issue 8), checked on the built web app after `npm run build`:
//   node scripts/check-bundle.mjs [dist/web] [--json]
// Sizes are gzip level 9 (what scripts/precompress.mjs writes and the server sends), 1 kB =
// 1000 bytes as Vite prints them. A route's first load is the entry chunk, the route's page
// chunk and everything they import statically (what the browser fetches before the page can
// render), with the query provider that routes.tsx loads beside every page but the landing
// page; /dashboard also counts every chunk it can load lazily (analytics, coach, confetti).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

export const BUDGETS_KB = { firstLoadJs: 100, dashboardJs: 200, css: 25 };

// `with`: what src/web/routes.tsx loads beside the page (the query provider, for every page
// but those marked `noQueries` there: the landing page and the public goal page).
const QUERY_PROVIDER = "lib/query-provider.tsx";
export const ROUTES = [
  { route: "/", page: "pages/home/home-page.tsx", with: [], budgetKb: BUDGETS_KB.firstLoadJs, lazy: false },
  {
    route: "/{username}/{slug}",
    page: "pages/public-goal/public-goal-page.tsx",
    with: [],
    budgetKb: BUDGETS_KB.firstLoadJs,
    lazy: false,
  },
  {
    route: "/dashboard",
    page: "pages/dashboard/dashboard-page.tsx",
    with: [QUERY_PROVIDER],
    budgetKb: BUDGETS_KB.dashboardJs,
    lazy: true,
  },
  // Issue 29 item 4: Today's first load stays within the dashboard's budget.
  { route: "/today", page: "pages/today/today-page.tsx", with: [QUERY_PROVIDER], budgetKb: BUDGETS_KB.dashboardJs, lazy: true },
];

/**
 * A route that cannot meet its budget yet, and the most it may weigh until it does, so that
 * npm test still fails on any growth: `{ "/route": { maxKb, why } }`.
 */
export const ACCEPTED_OVER = {};

const gzipCache = new Map();
function gzipSize(dir, file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** Manifest keys reachable from `keys` through static imports (and dynamic ones when asked). */
function closure(manifest, keys, withDynamic) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: update ROUTES in scripts/check-bundle.mjs`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
    // Never the entry's lazy imports: those are the other routes.
    if (withDynamic && !chunk.isEntry) stack.push(...(chunk.dynamicImports ?? []));
  }
  return seen;
}

/** External stylesheets or fonts would block rendering on another origin. */
function externalFontProblems(dir, manifest) {
  const problems = [];
  const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  for (const m of html.matchAll(/<link\b[^>]*href="(https?:)?\/\/[^"]*"[^>]*>/gi)) problems.push(`index.html links ${m[0]}`);
  const cssFiles = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
  for (const file of cssFiles) {
    const css = fs.readFileSync(path.join(dir, file), "utf8");
    if (/@import\s+url\(\s*["']?(https?:)?\/\//i.test(css) || /@font-face[^}]*url\(\s*["']?(https?:)?\/\//i.test(css)) {
      problems.push(`${file} loads a stylesheet or font from another origin`);
    }
  }
  return problems;
}

export function measureBundle(dir) {
  const manifestFile = path.join(dir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest enabled`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const kb = (bytes) => bytes / 1000;
  const rows = ROUTES.map(({ route, page, with: extra, budgetKb, lazy }) => {
    // Lazy chunks of the page only: the entry can lazily load every other route.
    const keys = new Set([...closure(manifest, entries, false), ...closure(manifest, [page, ...extra], lazy)]);
    const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js")))];
    const bytes = files.reduce((sum, f) => sum + gzipSize(dir, f), 0);
    const sizes = Object.fromEntries(files.map((f) => [f, gzipSize(dir, f)]));
    const accepted = ACCEPTED_OVER[route];
    return {
      what: `JS ${route}${lazy ? " incl. lazy chunks" : " first load"}`,
      kb: kb(bytes),
      budgetKb,
      ...(accepted ? { acceptedKb: accepted.maxKb, why: accepted.why } : {}),
      files: files.length,
      sizes,
    };
  });
  const cssFiles = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
  const cssBytes = cssFiles.reduce((sum, f) => sum + gzipSize(dir, f), 0);
  rows.push({ what: "CSS, all files", kb: kb(cssBytes), budgetKb: BUDGETS_KB.css, files: cssFiles.length });
  return { rows, problems: externalFontProblems(dir, manifest) };
}

export function formatBundleReport({ rows, problems }) {
  const lines = [`${"bundle (gzip -9)".padEnd(36)}${"kB".padStart(8)}${"budget".padStart(9)}${"files".padStart(7)}`];
  for (const r of rows) {
    const mark =
      r.kb <= r.budgetKb
        ? "ok"
        : r.acceptedKb && r.kb <= r.acceptedKb
          ? `OVER budget, accepted up to ${r.acceptedKb} kB for now: ${r.why}`
          : "OVER";
    lines.push(
      `${r.what.padEnd(36)}${r.kb.toFixed(1).padStart(8)}${String(r.budgetKb).padStart(9)}${String(r.files).padStart(7)}  ${mark}`,
    );
  }
  for (const p of problems) lines.push(`render-blocking resource from another origin: ${p}`);
  if (problems.length === 0) lines.push("no stylesheets or fonts from other origins");
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith("--")) ?? "dist/web";
  const report = measureBundle(dir);
  if (args.includes("--json")) console.log(JSON.stringify(report, null, 2));
  else console.log(formatBundleReport(report));
  const over = report.rows.filter((r) => r.kb > (r.acceptedKb ?? r.budgetKb));
  if (over.length > 0 || report.problems.length > 0) {
    console.error(`bundle budget exceeded: ${[...over.map((r) => r.what), ...report.problems].join("; ")}`);
    process.exit(1);
  }
}
