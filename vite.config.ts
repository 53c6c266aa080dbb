import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
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
          // entry and its goals request waited for a free connection (issue 8: LCP). Now 6.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]web[\\/]lib[\\/](query-client|query-keys|logout)\.tsx?$|src[\\/]web[\\/]features[\\/]goals[\\/](queries|early-goals)\.ts$/,
            },
            {
              name: "shared",
              test: /src[\\/]web[\\/]components[\\/]ui[\\/](Button|ButtonSpinner|Feedback|Field|ProgressRing)\.tsx$|src[\\/]core[\\/](clamp-progress|entries|iso-instant)\.ts$|src[\\/]web[\\/]lib[\\/]like-counts\.ts$/,
            },
            {
              name: "dates",
              test: /src[\\/]core[\\/](progress|dates|analytics[\\/]localClock)\.ts$|node_modules[\\/](date-fns|@date-fns)[\\/]/,
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
