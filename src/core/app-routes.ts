/**
 * The web app's one route table (public-and-discovery §2): each page's path, the module that
 * draws it and what it needs. The browser router is built from it (src/web/routes.tsx loads each
 * module lazily), the server preloads the page's code from it (server/http/route-preload.ts) and
 * answers 404 for any address it has no page for (issue 15 item 13) while still sending the app's
 * page, so the app shows its not-found state with the site's header and footer.
 */

/** The blog's two lists and the articles each holds, in the list's order (public §2). */
export const BLOG_SECTION_SLUGS = {
  blog: ["goal-setting-blueprint", "habit-momentum-over-streaks", "public-accountability-guide"],
  blogs: ["achievable-goals", "daily-habits", "tracking-progress", "micro-wins", "building-streaks", "sharing-goals", "case-study-90-days"],
} as const satisfies Record<string, readonly string[]>;

export type BlogSection = keyof typeof BLOG_SECTION_SLUGS;

/** Who may open a page: the signed in, the signed in or the demo, or only the signed out. */
export type PageAccess = "auth" | "auth-or-demo" | "guest";

export interface AppPage {
  /**
   * The page's module under src/web, with no extension: what the router loads, and (with ".tsx")
   * its key in the build's Vite manifest, from which the server names the chunks to preload.
   */
  module: `pages/${string}/${string}-page`;
  /** The component the module exports. */
  component: string;
  /** Anyone may open it when absent. */
  access?: PageAccess;
  /** It runs no TanStack query: it is loaded (and preloaded) without the query provider. */
  noQueries?: true;
}

/** Every page, by path pattern, the public goal page last: it matches any two segments. */
export const APP_ROUTES = [
  { path: "/", module: "pages/home/home-page", component: "HomePage", noQueries: true },
  { path: "/dashboard", module: "pages/dashboard/dashboard-page", component: "DashboardPage", access: "auth-or-demo" },
  { path: "/journal", module: "pages/journal/journal-page", component: "JournalPage", access: "auth-or-demo" },
  { path: "/today", module: "pages/today/today-page", component: "TodayPage", access: "auth-or-demo" },
  { path: "/login", module: "pages/login/login-page", component: "LoginPage", access: "guest" },
  { path: "/signup", module: "pages/signup/signup-page", component: "SignupPage", access: "guest" },
  { path: "/admin", module: "pages/admin/admin-page", component: "AdminPage", access: "auth" },
  { path: "/reset-password", module: "pages/reset-password/reset-password-page", component: "ResetPasswordPage" },
  { path: "/settings", module: "pages/settings/settings-page", component: "SettingsPage" },
  { path: "/confirm-email", module: "pages/confirm-email/confirm-email-page", component: "ConfirmEmailPage" },
  { path: "/templates", module: "pages/templates/templates-page", component: "TemplatesPage" },
  { path: "/explore", module: "pages/explore/explore-page", component: "ExplorePage" },
  { path: "/privacy", module: "pages/privacy/privacy-page", component: "PrivacyPage" },
  { path: "/how", module: "pages/how/how-page", component: "HowPage" },
  { path: "/blog", module: "pages/blog/blog-index-page", component: "BlogIndexPage" },
  { path: "/blog/:slug", module: "pages/blog/blog-article-page", component: "BlogArticlePage" },
  { path: "/blogs", module: "pages/blog/blog-index-page", component: "BlogIndexPage" },
  { path: "/blogs/:slug", module: "pages/blog/blog-article-page", component: "BlogArticlePage" },
  { path: "/library", module: "pages/library/library-page", component: "LibraryPage" },
  { path: "/circles", module: "pages/circles/circles-page", component: "CirclesPage" },
  { path: "/digest", module: "pages/digest/digest-page", component: "DigestPage" },
  { path: "/collections", module: "pages/collections/collections-page", component: "CollectionsPage" },
  { path: "/advanced-search", module: "pages/advanced-search/advanced-search-page", component: "AdvancedSearchPage" },
  { path: "/:username/:slug", module: "pages/public-goal/public-goal-page", component: "PublicGoalPage", noQueries: true },
] as const satisfies readonly (AppPage & { path: string })[];

/** The page of an address no route matches (the server answers it 404). */
export const NOT_FOUND_PAGE: AppPage = { module: "pages/not-found/not-found-page", component: "NotFoundPage", noQueries: true };

export type AppRoute = (typeof APP_ROUTES)[number];

export type AppRoutePath = AppRoute["path"];

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
  /** The route's page. */
  page: AppPage;
  params: Record<string, string>;
}

/**
 * The route a path is shown by, as the browser router picks it: literal segments match
 * case-insensitively, a trailing slash is ignored, and the first pattern that fits wins.
 */
export function matchAppRoute(pathname: string): RouteMatch | undefined {
  const parts = segments(pathname);
  if (!parts) return undefined;
  for (const route of APP_ROUTES) {
    const pattern = route.path.split("/").filter(Boolean);
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
    if (fits) return { path: route.path, page: route, params };
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
