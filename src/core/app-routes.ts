/**
 * The web app's route table as paths (public-and-discovery §2), shared by the browser router
 * (src/web/routes.tsx gives each path its page) and the server, which answers 404 for any
 * other address (issue 15 item 13) while still sending the app's page, so the app shows its
 * not-found state with the site's header and footer.
 */

/** The blog's two lists and the articles each holds, in the list's order (public §2). */
export const BLOG_SECTION_SLUGS = {
  blog: ["goal-setting-blueprint", "habit-momentum-over-streaks", "public-accountability-guide"],
  blogs: ["achievable-goals", "daily-habits", "tracking-progress", "micro-wins", "building-streaks", "sharing-goals", "case-study-90-days"],
} as const satisfies Record<string, readonly string[]>;

export type BlogSection = keyof typeof BLOG_SECTION_SLUGS;

/** Every page's path pattern, the public goal page last: it matches any two segments. */
export const APP_ROUTE_PATHS = [
  "/",
  "/dashboard",
  "/journal",
  "/login",
  "/signup",
  "/settings",
  "/templates",
  "/explore",
  "/privacy",
  "/how",
  "/blog",
  "/blog/:slug",
  "/blogs",
  "/blogs/:slug",
  "/library",
  "/circles",
  "/digest",
  "/collections",
  "/advanced-search",
  "/:username/:slug",
] as const;

export type AppRoutePath = (typeof APP_ROUTE_PATHS)[number];

export const PUBLIC_GOAL_ROUTE = "/:username/:slug" satisfies AppRoutePath;

/** The path's segments, decoded; undefined when one is not valid percent-encoding. */
function segments(pathname: string): string[] | undefined {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  if (!trimmed) return [];
  try {
    return trimmed.split("/").map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

export interface RouteMatch {
  path: AppRoutePath;
  params: Record<string, string>;
}

/**
 * The route a path is shown by, as the browser router picks it: literal segments match
 * case-insensitively, a trailing slash is ignored, and the first pattern that fits wins.
 */
export function matchAppRoute(pathname: string): RouteMatch | undefined {
  const parts = segments(pathname);
  if (!parts) return undefined;
  for (const path of APP_ROUTE_PATHS) {
    const pattern = path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((p, i) => {
      const part = parts[i] ?? "";
      if (p.startsWith(":")) {
        params[p.slice(1)] = part;
        return part !== "";
      }
      return p.toLowerCase() === part.toLowerCase();
    });
    if (fits) return { path, params };
  }
  return undefined;
}

/** Whether the blog list holds this article (slugs match exactly, as the article page reads them). */
export function isBlogArticle(section: BlogSection, slug: string | undefined): boolean {
  return slug !== undefined && (BLOG_SECTION_SLUGS[section] as readonly string[]).includes(slug);
}

/**
 * Whether the app has a page at this path without asking the database: any route but the
 * public goal page (the server looks that one up), and for an article, one the list holds.
 */
export function isStaticAppPage(pathname: string): boolean {
  const match = matchAppRoute(pathname);
  if (!match || match.path === PUBLIC_GOAL_ROUTE) return false;
  if (match.path === "/blog/:slug") return isBlogArticle("blog", match.params.slug);
  if (match.path === "/blogs/:slug") return isBlogArticle("blogs", match.params.slug);
  return true;
}

/**
 * The demo's public goal pages (issue 15 item 3): the sample goal published in the demo data
 * (src/web/features/demo/sample-goals.ts) opens at /demo/<slug>?demo=1, drawn from the demo data
 * in the browser with no request. The server answers these with the app's page and 200, though
 * no such goal is in its database; a test keeps this list equal to the sample goals' slugs.
 */
export const DEMO_PUBLIC_GOALS = { username: "demo", slugs: ["run-a-5k"] } as const;

/** Whether `demo=1` or `demo=true` is in the query string (spec §1), as the browser reads it. */
export function hasDemoFlag(search: string): boolean {
  const v = new URLSearchParams(search).get("demo");
  return v === "1" || v === "true";
}

/** Whether this address is a demo sample goal's public page (path and `?demo=1`). */
export function isDemoPublicGoalPage(url: string): boolean {
  const [pathname = "/", search = ""] = url.split("?", 2);
  const match = matchAppRoute(pathname);
  if (match?.path !== PUBLIC_GOAL_ROUTE || !hasDemoFlag(search)) return false;
  return (
    match.params.username?.toLowerCase() === DEMO_PUBLIC_GOALS.username &&
    (DEMO_PUBLIC_GOALS.slugs as readonly string[]).includes(match.params.slug?.toLowerCase() ?? "")
  );
}
