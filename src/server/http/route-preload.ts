/**
 * Preloads the page's own code with the HTML (issue 8: "preloaded critical chunk"). The SPA's
 * index.html names only the entry chunk; each page is a lazily loaded chunk that the browser
 * would discover only after the entry has downloaded and run: one more round trip before
 * anything is painted (150 ms on Lighthouse's mobile network, plus the download). A
 * `Link: <…>; rel=modulepreload` header on the HTML names the page's chunk and its imports, so
 * they download beside the entry (with the query provider that routes.tsx loads beside every
 * page not marked `noQueries` there). The paths come from the build's Vite manifest; the route
 * table mirrors src/web/routes.tsx (route-preload.test.ts keeps the two in step).
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Path pattern → page module (its key in the manifest), first match wins. */
export const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/$/, "pages/home/home-page.tsx"],
  [/^\/dashboard$/, "pages/dashboard/dashboard-page.tsx"],
  [/^\/journal$/, "pages/journal/journal-page.tsx"],
  [/^\/login$/, "pages/login/login-page.tsx"],
  [/^\/signup$/, "pages/signup/signup-page.tsx"],
  [/^\/settings$/, "pages/settings/settings-page.tsx"],
  [/^\/templates$/, "pages/templates/templates-page.tsx"],
  [/^\/explore$/, "pages/explore/explore-page.tsx"],
  [/^\/privacy$/, "pages/privacy/privacy-page.tsx"],
  [/^\/how$/, "pages/how/how-page.tsx"],
  [/^\/blogs?$/, "pages/blog/blog-index-page.tsx"],
  [/^\/blogs?\/[^/]+$/, "pages/blog/blog-article-page.tsx"],
  [/^\/library$/, "pages/library/library-page.tsx"],
  [/^\/circles$/, "pages/circles/circles-page.tsx"],
  [/^\/digest$/, "pages/digest/digest-page.tsx"],
  [/^\/collections$/, "pages/collections/collections-page.tsx"],
  [/^\/advanced-search$/, "pages/advanced-search/advanced-search-page.tsx"],
  [/^\/[^/]+\/[^/]+$/, "pages/public-goal/public-goal-page.tsx"],
];

/** The page of an address the app has no page for (answered 404 with index.html). */
export const NOT_FOUND_PAGE = "pages/not-found/not-found-page.tsx";

/** Loaded beside every page but these (routes.tsx `noQueries`): the TanStack Query provider. */
export const QUERY_PROVIDER = "lib/query-provider.tsx";
export const PAGES_WITHOUT_QUERIES = new Set(["pages/home/home-page.tsx", "pages/public-goal/public-goal-page.tsx", NOT_FOUND_PAGE]);

/** Manifest keys reachable from `roots` through static imports, nearest first (the page's chunk leads). */
function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.shift()!;
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The Link header value for each page module: its chunks that index.html does not load already. */
export function preloadHeaders(manifest: Manifest): Map<string, string> {
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((k) => manifest[k]!.isEntry),
  );
  const headers = new Map<string, string>();
  for (const page of [...ROUTE_PAGES.map(([, p]) => p), NOT_FOUND_PAGE]) {
    if (headers.has(page) || !manifest[page]) continue;
    const roots = PAGES_WITHOUT_QUERIES.has(page) ? [page] : [page, QUERY_PROVIDER];
    const files = [...closure(manifest, roots)]
      .filter((k) => !entry.has(k))
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith(".js"));
    headers.set(page, files.map((f) => `</${f}>; rel=modulepreload`).join(", "));
  }
  return headers;
}

export function pageOf(pathname: string): string | undefined {
  return ROUTE_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
}

function readManifest(webDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  } catch {
    return {}; // a build without a manifest: no preloading, nothing else changes
  }
}

/** Adds the page's preload header to every HTML answer of an SPA route. */
export function installRoutePreload(app: FastifyInstance, webDir: string) {
  const headers = preloadHeaders(readManifest(webDir));
  if (headers.size === 0) return;
  app.addHook("onSend", async (req, reply) => {
    if (req.method !== "GET" || (reply.statusCode !== 200 && reply.statusCode !== 404)) return;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return;
    const page = reply.statusCode === 404 ? NOT_FOUND_PAGE : pageOf(req.url.split("?")[0] ?? "/");
    const link = page && headers.get(page);
    if (link) void reply.header("link", link);
  });
}
