/**
 * The browser router, built from the route table (core/app-routes.ts: each path's page module,
 * its component and who may open it). Every page is its own chunk, loaded on demand, so the
 * landing page and a public goal page never download the dashboard.
 *
 * Declarative routes (<BrowserRouter>/<Routes>) rather than createBrowserRouter: no page uses
 * loaders, actions or fetchers, and the data router costs 16 kB gzip more on every first load
 * (issue 8's budget is 100 kB). Navigations still run in a transition, so the current page stays
 * on screen while the next one's chunk loads, as with route `lazy`.
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { APP_ROUTES, type AppPage, type AppRoutePath, NOT_FOUND_PAGE, type PageAccess } from "../core/app-routes.js";
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

/** Each page module's loader, by its path here: one chunk a page (the table names the module). */
const pageModules = import.meta.glob<PageModule>("./pages/*/*-page.tsx");

/**
 * Starts a page's data request as its code starts loading, so the two download side by side.
 * The page's first render then waits for the answer, at most FIRST_DATA_WAIT_MS past its code,
 * so it is drawn with its data rather than a spinner that the data replaces a moment later.
 */
type Prefetch = () => Promise<unknown> | undefined;

/**
 * A lazily loaded page. Its module and the query provider (lib/query-provider.tsx, kept out of
 * the entry chunk: the landing page needs no query) load side by side, unless the table marks
 * the page `noQueries`.
 */
function page({ module: name, component, access, noQueries }: AppPage, prefetch?: Prefetch): ReactNode {
  const load = pageModules[`./${name}.tsx`];
  if (!load) throw new Error(`the route table names ${name}, which is not a page module`);
  const Page = lazy(async () => {
    const data = prefetch?.();
    const [module, provider] = await Promise.all([load(), noQueries ? undefined : import("./lib/query-provider.js")]);
    if (data) await Promise.race([data.catch(() => undefined), new Promise((done) => setTimeout(done, FIRST_DATA_WAIT_MS))]);
    const Component = module[component];
    if (!Component) throw new Error(`${component} is missing from ${name}`);
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
  return guard(<Page />, access);
}

/** The page behind its access rule (the table's `access`). */
function guard(page: ReactNode, access: PageAccess | undefined): ReactNode {
  if (access === "auth") return <RequireAuth>{page}</RequireAuth>;
  if (access === "auth-or-demo") return <RequireAuth allowDemo>{page}</RequireAuth>;
  if (access === "guest") return <RedirectIfSignedIn>{page}</RedirectIfSignedIn>;
  return page;
}

/** The dashboard's (and Today's) goals, requested while the page's code downloads (issue 8: LCP). */
function prefetchGoals() {
  if (!getToken() || isDemoSearch(window.location.search)) return undefined;
  return Promise.all([import("./lib/query-client.js"), import("./features/goals/queries.js")]).then(([q, goals]) =>
    q.queryClient.prefetchQuery(goals.goalsQueryOptions()),
  );
}

/** The pages whose data is requested while their code downloads. */
const prefetches: Partial<Record<AppRoutePath, Prefetch>> = { "/dashboard": prefetchGoals, "/today": prefetchGoals };

export const routes: { path: string; element: ReactNode }[] = [
  ...APP_ROUTES.map((route) => ({ path: route.path, element: page(route, prefetches[route.path]) })),
  { path: "*", element: page(NOT_FOUND_PAGE) },
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
