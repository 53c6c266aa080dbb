import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The config is loaded by the runner and by each worker; values set on process.env by the
// runner are inherited by the workers, so all share one server port and data dir.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "pv-e2e-"));
const port = Number(process.env.E2E_PORT);
// A webhook receiver of e2e/webhooks.spec.ts listens here (plain http on loopback, let in by OUTBOUND_ALLOWLIST).
process.env.E2E_HOOK_PORT ??= String(port + 1);
// A receiver playing ntfy for e2e/notification-channels.spec.ts (the same way, its own port).
process.env.E2E_CHANNEL_PORT ??= String(port + 2);
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too (issue 27 item 7): a flaky test is a bug to fix, not a pass on its
  // second try. The accessibility scans that ran out of the 30 s bring their own time
  // (AXE_SCAN_BUDGET_MS in e2e/fixtures.ts).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // A trace is recorded for every test when asked (E2E_TRACE=retain-on-failure): recording
    // snapshots and screencast frames of every action costs every test CPU on 2 shared cores,
    // and a CI run keeps only its text output. A failure's message and call log print anyway.
    trace: process.env.E2E_TRACE === "retain-on-failure" || process.env.E2E_TRACE === "on" ? process.env.E2E_TRACE : "off",
    // page.route() never sees what a service worker fetches: specs that route requests keep the
    // worker out; e2e/pwa.spec.ts and e2e/offline.spec.ts allow it (issue 18).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The real production server over a fresh embedded database (npm test builds first).
    // E2E_FROM_SOURCE=1 runs the server from the TypeScript sources instead (development).
    command: process.env.E2E_FROM_SOURCE ? "node --import tsx src/server/main.ts" : "node dist/node/server/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      SIGNUPS_PER_IP_PER_HOUR: "100000",
      LOGIN_MAX_FAILURES_PER_IP: "100000",
      OUTBOUND_ALLOWLIST: `http://127.0.0.1:${process.env.E2E_HOOK_PORT},http://127.0.0.1:${process.env.E2E_CHANNEL_PORT}`,
      WEBHOOK_TICK_MS: "300",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
