import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { articleHeadsPlugin } from "./scripts/article-heads.js";
import { pwaManifest } from "./src/web/pwa-manifest.js";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    // The articles' titles and excerpts for the server's page heads, from their front matter.
    articleHeadsPlugin(),
    // The installable app (issue 18; decision 024): the web manifest and a Workbox service worker
    // that precaches the app shell and every route chunk. Registered by lib/pwa-register.ts (not
    // injected): lazily, after the first paint, so the entry chunk carries none of it.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifestFilename: "manifest.webmanifest",
      manifest: pwaManifest,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // Navigations go to the server while it can be reached, so an unknown page, a private or
        // unknown public goal and an unknown article keep their 404 (issue 15 item 13) and a
        // public goal its server-written head; only when the network fails (offline: the request
        // fails at once) does any page of the app open from the cached shell. Never an /api address
        // or a file (robots.txt, sitemap.xml, the API docs): those are left to the browser.
        // The route caches nothing: NetworkOnly, with the precached shell as its fallback.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // Web Push: the notification and its "Log +10%" action (src/web/public/push-sw.js).
        importScripts: ["/push-sw.js"],
        // No cache of answers: /api answers carry one user's private data and are never put in the
        // service worker's caches (the last known data is kept by the app, per user: lib/offline-cache.ts).
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !/^\/api(\/|$)/.test(url.pathname) && !/\/[^/]+\.[a-z0-9]+$/i.test(url.pathname),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
        ],
      },
    }),
  ],
  // react-router's package exports point every bundler at its development build (react-router
  // #14753); its production build is the same code without the dev-only warnings, and lighter on
  // every page's first load (BENCHMARKS.md, bundle).
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: scripts/check-bundle.mjs computes each route's first-load bytes from it.
    manifest: true,
    target: "es2022",
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // TanStack Query in one chunk, loaded with the pages that use it (never by the landing
          // page): left to itself it is cut into six small shared chunks, each gzipped apart
          // (2.8 kB more on a public goal page). Only the listed modules, not what they import
          // (React stays in the chunk every page shares).
          // With it, the app's own small modules that only query pages use (the client, keys,
          // logout, the goals query); the UI primitives and small rules most pages share; and the
          // date rules with date-fns. Left apart, each was a chunk of 0.1-3 kB, and over HTTP/1.1
          // (six connections) each costs a round trip: /dashboard loaded 17 chunks beside the
          // entry and its goals request waited for a free connection (issue 8: LCP). Now 6. The
          // daily-loop and offline features had brought it back to 17; grouped again (decision 033).
          // core/wire-shape.ts (the alias respelling of goals and entries) goes with the query
          // modules: only query pages read lists that need it, and a chunk of its own would add its
          // name to the entry's preload map (8 bytes more on every first load). The list's card
          // figures (decision 070) go with them for the same reasons.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "query",
              test: /node_modules[\\/](@tanstack|idb-keyval)[\\/]|src[\\/]web[\\/]lib[\\/](query-client|query-keys|logout|push-logout|offline-cache|outbox)\.tsx?$|src[\\/]web[\\/]features[\\/]goals[\\/](queries|card-facts)\.ts$|src[\\/]core[\\/]wire-shape\.ts$/,
            },
            {
              // What only the signed-in app pages (dashboard, journal, settings) draw (the app header is every
              // page's header for a signed-in person, issue 28 item 8: it goes with the site header):
              // the offline notice, the demo's sample goals, the reminders' client.
              name: "signed-in",
              test: /src[\\/]web[\\/]components[\\/]layout[\\/]offline-status\.tsx$|src[\\/]web[\\/]lib[\\/](use-now|notifications-api)\.ts$|src[\\/]web[\\/]features[\\/]demo[\\/](sample-goals|demo-store)\.ts$|src[\\/]core[\\/]entry-time\.ts$/,
            },
            {
              name: "shared",
              test: /src[\\/]web[\\/]components[\\/]ui[\\/](button|feedback|progress-ring)\.tsx$|src[\\/]core[\\/](clamp-progress|entries|iso-instant)\.ts$|src[\\/]web[\\/]lib[\\/]like-counts\.ts$/,
            },
            {
              // A public goal's link and its copy button: read by the public goal page and the cards alike;
              // tiny modules cost more as separate chunks than as one (public page budget).
              name: "public-link",
              test: /src[\\/]web[\\/]lib[\\/](public-goal-url|copy-text)\.ts$|src[\\/]core[\\/]public-goal-path\.ts$|src[\\/]web[\\/]features[\\/]demo[\\/]demo-username\.ts$/,
            },
            {
              name: "dates",
              // With the goal facts that read them: the same pages load both.
              test: /src[\\/]core[\\/](progress|dates|goal-facts|day-streak|habit-strength|habit-facts|habit-rules|pauses|analytics[\\/](local-clock|fast-time|stats|time-order))\.ts$|node_modules[\\/](date-fns|@date-fns)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
