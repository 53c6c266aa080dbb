/**
 * Preloads the page's own code with the HTML (issue 8: "preloaded critical chunk"). The SPA's
 * index.html names only the entry chunk; each page is a lazily loaded chunk that the browser
 * would discover only after the entry has downloaded and run: one more round trip before
 * anything is painted (150 ms on Lighthouse's mobile network, plus the download). A
 * `Link: <…>; rel=modulepreload` header on the HTML names the page's chunk and its imports, so
 * they download beside the entry (with the query provider that the browser loads beside every
 * page not marked `noQueries`). The page is the one the browser router shows at the path, from
 * the route table both read (core/app-routes.ts); its files come from the build's Vite manifest.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { APP_ROUTES, type AppPage, NOT_FOUND_PAGE, matchAppRoute } from "../../core/app-routes.js";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Loaded beside every page not marked `noQueries`: the TanStack Query provider. */
export const QUERY_PROVIDER = "lib/query-provider.tsx";

/** A page's module as the manifest names it. */
const manifestKey = (page: AppPage) => `${page.module}.tsx`;

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

/** The Link header value for each page module (by manifest key): its chunks that index.html does not load already. */
export function preloadHeaders(manifest: Manifest): Map<string, string> {
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((k) => manifest[k]!.isEntry),
  );
  const headers = new Map<string, string>();
  for (const appPage of [...APP_ROUTES, NOT_FOUND_PAGE] as AppPage[]) {
    const page = manifestKey(appPage);
    if (headers.has(page) || !manifest[page]) continue;
    const roots = appPage.noQueries ? [page] : [page, QUERY_PROVIDER];
    const files = [...closure(manifest, roots)]
      .filter((k) => !entry.has(k))
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith(".js"));
    headers.set(page, files.map((f) => `</${f}>; rel=modulepreload`).join(", "));
  }
  return headers;
}

/**
 * The page module (manifest key) the browser shows at this path: its route's page, or the
 * not-found page for an address no route matches.
 */
export function pageOf(pathname: string): string {
  return manifestKey(matchAppRoute(pathname)?.page ?? NOT_FOUND_PAGE);
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
    const link = headers.get(pageOf(req.url.split("?")[0] ?? "/"));
    if (link) void reply.header("link", link);
  });
}
