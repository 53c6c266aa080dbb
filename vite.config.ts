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
          // (2.8 kB more on a public goal page). Only the library's own modules (React stays in
          // the chunk every page shares).
          includeDependenciesRecursively: false,
          groups: [{ name: "query", test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
