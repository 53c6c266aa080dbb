import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"],
    environment: "node",
    // One migrated database per engine, copied by every test server (test/support/server.ts), and
    // the server compiled once for the tests that start it as a process (test/support/process.ts).
    globalSetup: ["test/support/database-templates.ts", "test/support/server-build.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
