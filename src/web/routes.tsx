/**
 * The route table (public-and-discovery §2). Every page is its own chunk, loaded on demand,
 * so the landing page and a public goal page never download the dashboard.
 */
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RedirectIfSignedIn, RequireAuth } from "./components/layout/RequireAuth.js";
import { RouteError } from "./components/layout/RouteError.js";
import { NotFoundPage } from "./pages/not-found/NotFoundPage.js";

type PageModule = Record<string, ComponentType>;

function page(load: () => Promise<PageModule>, name: string, wrap?: "auth" | "auth-or-demo" | "guest"): RouteObject["lazy"] {
  return async () => {
    const Page = (await load())[name];
    if (!Page) throw new Error(`${name} is missing from its module`);
    if (wrap === "auth") return { Component: () => <RequireAuth><Page /></RequireAuth> };
    if (wrap === "auth-or-demo") return { Component: () => <RequireAuth allowDemo><Page /></RequireAuth> };
    if (wrap === "guest") return { Component: () => <RedirectIfSignedIn><Page /></RedirectIfSignedIn> };
    return { Component: Page };
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: "/", lazy: page(() => import("./pages/home/HomePage.js"), "HomePage") },
      { path: "/dashboard", lazy: page(() => import("./pages/dashboard/DashboardPage.js"), "DashboardPage", "auth-or-demo") },
      { path: "/journal", lazy: page(() => import("./pages/journal/JournalPage.js"), "JournalPage", "auth") },
      { path: "/login", lazy: page(() => import("./pages/login/LoginPage.js"), "LoginPage", "guest") },
      { path: "/signup", lazy: page(() => import("./pages/signup/SignupPage.js"), "SignupPage", "guest") },
      { path: "/settings", lazy: page(() => import("./pages/settings/SettingsPage.js"), "SettingsPage") },
      { path: "/templates", lazy: page(() => import("./pages/templates/TemplatesPage.js"), "TemplatesPage") },
      { path: "/explore", lazy: page(() => import("./pages/explore/ExplorePage.js"), "ExplorePage") },
      { path: "/privacy", lazy: page(() => import("./pages/privacy/PrivacyPage.js"), "PrivacyPage") },
      { path: "/how", lazy: page(() => import("./pages/how/HowPage.js"), "HowPage") },
      { path: "/blog", lazy: page(() => import("./pages/blog/BlogIndexPage.js"), "BlogIndexPage") },
      { path: "/blog/:slug", lazy: page(() => import("./pages/blog/BlogArticlePage.js"), "BlogArticlePage") },
      { path: "/blogs", lazy: page(() => import("./pages/blog/BlogIndexPage.js"), "BlogIndexPage") },
      { path: "/blogs/:slug", lazy: page(() => import("./pages/blog/BlogArticlePage.js"), "BlogArticlePage") },
      { path: "/library", lazy: page(() => import("./pages/library/LibraryPage.js"), "LibraryPage") },
      { path: "/circles", lazy: page(() => import("./pages/circles/CirclesPage.js"), "CirclesPage") },
      { path: "/digest", lazy: page(() => import("./pages/digest/DigestPage.js"), "DigestPage") },
      { path: "/collections", lazy: page(() => import("./pages/collections/CollectionsPage.js"), "CollectionsPage") },
      {
        path: "/advanced-search",
        lazy: page(() => import("./pages/advanced-search/AdvancedSearchPage.js"), "AdvancedSearchPage"),
      },
      { path: "/:username/:slug", lazy: page(() => import("./pages/public-goal/PublicGoalPage.js"), "PublicGoalPage") },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
