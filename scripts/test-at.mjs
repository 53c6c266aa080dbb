#!/usr/bin/env node
// Runs the unit and API tests (vitest, SQLite) as if the clock read another time of day, with
// libfaketime (Debian: apt-get install -y faketime). Tests that count days from "now" can pass
// all day and fail at night, when UTC's date and New York's differ; a run at 02:05 UTC shows it.
//   node scripts/test-at.mjs 02:05 [vitest arguments]
// PostgreSQL keeps the real clock, so TEST_DATABASE_URL is left out: SQLite reads the faked one.
import { spawnSync } from "node:child_process";

const [time = "02:05", ...vitestArgs] = process.argv.slice(2);
const match = /^(\d{2}):(\d{2})$/.exec(time);
if (!match) {
  console.error(`usage: node scripts/test-at.mjs HH:MM [vitest arguments]  (UTC; got "${time}")`);
  process.exit(2);
}
const target = new Date();
target.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
// A relative offset, so that every process the tests start keeps the same faked clock.
const offsetSeconds = Math.round((target.getTime() - Date.now()) / 1000);
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
console.log(`vitest at ${target.toISOString()} (clock offset ${offsetSeconds} s), SQLite only`);
const run = spawnSync("faketime", ["-f", `${offsetSeconds >= 0 ? "+" : ""}${offsetSeconds}`, "npx", "vitest", "run", ...vitestArgs], {
  stdio: "inherit",
  env,
});
if (run.error) {
  console.error(`could not start faketime (${run.error.message}): apt-get install -y faketime`);
  process.exit(2);
}
process.exit(run.status ?? 1);
