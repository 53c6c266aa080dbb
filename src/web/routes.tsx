/**
 * The route table (public-and-discovery §2). Every page is its own chunk, loaded on demand,
 * so the landing page and a public goal page never download the dashboard.
 *
 * Declarative routes (<BrowserRouter>/<Routes>) rather than createBrowserRouter: no page uses
 * loaders, actions or fetchers, and the data router costs 16 kB gzip more on every first load
 * (issue 8's budget is 100 kB). Navigations still run in a transition, so the current page stays
 * on screen while the next one's chunk loads, as with route `lazy`.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { APP_ROUTE_PATHS, type AppRoutePath } from "../core/app-routes.js";
import { RedirectIfSignedIn, RequireAuth, isDemoSearch } from "./components/layout/require-auth.js";
import { RouteErrorBoundary } from "./components/layout/route-error.js";
import { getToken } from "./lib/session.js";

type PageModule = Record<string, ComponentType>;

/**
 * How long a page whose code has arrived waits for its prefetched data before it is drawn without
 * it (with its loading state). The dashboard's goals usually arrive within a round trip of its
 * code, so its cards are in its first paint instead of a spinner they replace a moment later, and
 * they are drawn in the render that resolves the page (a background render that yields to the
 * browser) rather than as one long task after the first paint (decision 033).
 */
const FIRST_DATA_WAIT_MS = 500;
type Wrap = "auth" | "auth-or-demo" | "guest";

interface PageOptions {
  /**
   * Starts the page's data request as its code starts loading, so the two download side by side.
   * The page's first render then waits for the answer, at most FIRST_DATA_WAIT_MS past its code,
   * so it is drawn with its data rather than a spinner that the data replaces a moment later.
   */
  prefetch?: () => Promise<unknown> | undefined;
  /** The page runs no TanStack query: it is rendered without loading the query provider. */
  noQueries?: boolean;
}

/**
 * A lazily loaded page. Its module and the query provider (lib/query-provider.tsx, kept out of
 * the entry chunk: the landing page needs no query) load side by side.
 */
function page(load: () => Promise<PageModule>, name: string, wrap?: Wrap, opts: PageOptions = {}): ReactNode {
  const Page = lazy(async () => {
    const data = opts.prefetch?.();
    const [module, provider] = await Promise.all([load(), opts.noQueries ? undefined : import("./lib/query-provider.js")]);
    if (data) await Promise.race([data.catch(() => undefined), new Promise((done) => setTimeout(done, FIRST_DATA_WAIT_MS))]);
    const Component = module[name];
    if (!Component) throw new Error(`${name} is missing from its module`);
    const Provider = provider?.QueryProvider;
    return {
      default: Provider
        ? () => (
            <Provider>
              <Component />
            </Provider>
          )
        : Component,
    };
  });
  if (wrap === "auth")
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  if (wrap === "auth-or-demo")
    return (
      <RequireAuth allowDemo>
        <Page />
      </RequireAuth>
    );
  if (wrap === "guest")
    return (
      <RedirectIfSignedIn>
        <Page />
      </RedirectIfSignedIn>
    );
  return <Page />;
}

/** The dashboard's goals, requested while the dashboard's code downloads (issue 8: LCP). */
function prefetchGoals() {
  if (!getToken() || isDemoSearch(window.location.search)) return undefined;
  return Promise.all([import("./lib/query-client.js"), import("./features/goals/queries.js")]).then(([q, goals]) =>
    q.queryClient.prefetchQuery(goals.goalsQueryOptions()),
  );
}

const blogIndex = () => import("./pages/blog/blog-index-page.js");
const blogArticle = () => import("./pages/blog/blog-article-page.js");

/** Each path of the shared route table (core/app-routes.ts) and its page. */
const pages: Record<AppRoutePath, ReactNode> = {
  "/": page(() => import("./pages/home/home-page.js"), "HomePage", undefined, { noQueries: true }),
  "/dashboard": page(() => import("./pages/dashboard/dashboard-page.js"), "DashboardPage", "auth-or-demo", {
    prefetch: prefetchGoals,
  }),
  "/journal": page(() => import("./pages/journal/journal-page.js"), "JournalPage", "auth-or-demo"),
  "/login": page(() => import("./pages/login/login-page.js"), "LoginPage", "guest"),
  "/signup": page(() => import("./pages/signup/signup-page.js"), "SignupPage", "guest"),
  "/settings": page(() => import("./pages/settings/settings-page.js"), "SettingsPage"),
  "/templates": page(() => import("./pages/templates/templates-page.js"), "TemplatesPage"),
  "/explore": page(() => import("./pages/explore/explore-page.js"), "ExplorePage"),
  "/privacy": page(() => import("./pages/privacy/privacy-page.js"), "PrivacyPage"),
  "/how": page(() => import("./pages/how/how-page.js"), "HowPage"),
  "/blog": page(blogIndex, "BlogIndexPage"),
  "/blog/:slug": page(blogArticle, "BlogArticlePage"),
  "/blogs": page(blogIndex, "BlogIndexPage"),
  "/blogs/:slug": page(blogArticle, "BlogArticlePage"),
  "/library": page(() => import("./pages/library/library-page.js"), "LibraryPage"),
  "/circles": page(() => import("./pages/circles/circles-page.js"), "CirclesPage"),
  "/digest": page(() => import("./pages/digest/digest-page.js"), "DigestPage"),
  "/collections": page(() => import("./pages/collections/collections-page.js"), "CollectionsPage"),
  "/advanced-search": page(() => import("./pages/advanced-search/advanced-search-page.js"), "AdvancedSearchPage"),
  "/:username/:slug": page(() => import("./pages/public-goal/public-goal-page.js"), "PublicGoalPage", undefined, { noQueries: true }),
};

export const routes: { path: string; element: ReactNode }[] = [
  ...APP_ROUTE_PATHS.map((path) => ({ path, element: pages[path] })),
  { path: "*", element: page(() => import("./pages/not-found/not-found-page.js"), "NotFoundPage", undefined, { noQueries: true }) },
];

let navigateOutsideReact: ((to: string) => void) | undefined;

/** Navigates from code that runs outside React (the API client's 401 handler). */
export function navigateTo(to: string): void {
  if (navigateOutsideReact) navigateOutsideReact(to);
  else window.location.assign(to);
}

function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutsideReact = (to) => void navigate(to);
    return () => {
      navigateOutsideReact = undefined;
    };
  }, [navigate]);
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
