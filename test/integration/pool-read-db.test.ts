/**
 * The CPU pool's own read-only SQLite connection (workers/read-db.ts, issue 26): with the
 * database file moved away under the running server, a pool read is refused as unavailable (a
 * 503, like the server's own guard), never answered from the moved file, and the thread survives:
 * with the file back, the same requests answer again. The services are called directly, so the
 * server's once-a-second file guard (health.ts) cannot answer first.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyticsSummary, habitAnalytics } from "../../src/server/analytics/service.js";
import { coachChat } from "../../src/server/coach/service.js";
import { isDatabaseUnavailable } from "../../src/server/db/errors.js";
import { sql } from "kysely";
import type { AppDeps } from "../../src/server/deps.js";
import { POOL_READ_APPLICATION_NAME } from "../../src/server/workers/read-db.js";
import { ENGINES } from "../support/server.js";
import { addEntry, userIdOf, useServer } from "./helpers.js";

describe("pool reads of a SQLite file moved away under the server", () => {
  const h = useServer("sqlite");

  it("are refused as unavailable, then answer again once the file is back", { timeout: 60_000 }, async () => {
    const account = await h.api.newUser("moved");
    const goal = await h.api.newGoal(account.token);
    await addEntry(h.api, account.token, goal.id, 40);
    const user = { id: (await userIdOf(h.server, account.username))!, username: account.username };
    const deps = h.server.deps;
    const log = { warn: () => undefined };
    const reads = {
      analytics: () => analyticsSummary(deps, user, { goalIds: undefined, timeZone: "UTC" }),
      habits: () => habitAnalytics(deps, user, { goalIds: undefined, timeZone: "UTC" }),
      coach: () => coachChat(deps, user, { messages: [{ role: "user", content: "how am I doing?" }] }, log),
    };
    for (const read of Object.values(reads)) await read(); // the thread's connection is open

    const file = deps.db.sqliteFile!.path;
    const away = path.join(path.dirname(file), "moved-away");
    fs.mkdirSync(away);
    const files = [file, `${file}-wal`, `${file}-shm`].filter((f) => fs.existsSync(f));
    for (const f of files) fs.renameSync(f, path.join(away, path.basename(f)));
    try {
      for (const [name, read] of Object.entries(reads)) {
        const err = await read().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isDatabaseUnavailable(err), `${name}: ${String(err)}`).toBe(true);
      }
      const res = await h.api.call("GET", "/api/export", { token: account.token });
      expect(res.status).toBe(503);
    } finally {
      for (const f of files) fs.renameSync(path.join(away, path.basename(f)), f);
    }
    const analytics = await reads.analytics();
    expect(JSON.stringify(analytics)).toContain(goal.id);
  });
});

/**
 * On PostgreSQL the pool thread reads too, over its own connection (workers/read-db.ts): each
 * whole-account read shows as a query of a connection named progressvault-pool-read, never one of
 * the server's pool. A database it cannot reach is answered as unavailable (503), and the thread
 * serves again once it can.
 */
describe.runIf(ENGINES.includes("postgres"))("pool reads on PostgreSQL", () => {
  const h = useServer("postgres");

  it("run on the pool threads' own connections; unreachable is unavailable", { timeout: 60_000 }, async () => {
    const account = await h.api.newUser("pgpool");
    const goal = await h.api.newGoal(account.token);
    await addEntry(h.api, account.token, goal.id, 40);
    const user = { id: (await userIdOf(h.server, account.username))!, username: account.username };
    const log = { warn: () => undefined };
    const readsOf = (deps: AppDeps) => ({
      analytics: () => analyticsSummary(deps, user, { goalIds: undefined, timeZone: "UTC" }),
      habits: () => habitAnalytics(deps, user, { goalIds: undefined, timeZone: "UTC" }),
      coach: () => coachChat(deps, user, { messages: [{ role: "user", content: "how am I doing?" }] }, log),
    });
    const deps = h.server.deps;
    const poolQueries = async () =>
      (
        await sql<{ query: string; started: number }>`select query, extract(epoch from query_start)::float8 as started from pg_stat_activity
          where datname = current_database() and application_name = ${POOL_READ_APPLICATION_NAME}
          order by query_start desc`.execute(deps.db.db)
      ).rows;

    let last = 0;
    for (const [name, read] of Object.entries(readsOf(deps))) {
      await read();
      const [latest] = await poolQueries();
      expect(latest, `${name}: no query on a pool thread's connection`).toBeDefined();
      expect(latest!.started > last, `${name}: the latest pool query did not move on`).toBe(true);
      // The user's data: goals, entries, (the coach, since issue 30 item 4) their groups, or (the
      // habits, issue 29) the goals' pauses and the user's week start.
      expect(latest!.query).toMatch(/"goals"|"journal_entries"|"goal_groups"|"goal_pauses"|"users"/);
      last = latest!.started;
    }
    // A connection per thread at most: 1 thread on 2 cores, 2 from 3 cores on.
    expect((await poolQueries()).length).toBeLessThanOrEqual(2);

    const unreachable = { ...deps, db: { ...deps.db, postgresUrl: "postgres://postgres@127.0.0.1:1/none" } };
    for (const [name, read] of Object.entries(readsOf(unreachable))) {
      const err = await read().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(err), `${name}: ${String(err)}`).toBe(true);
    }
    expect(JSON.stringify(await readsOf(deps).analytics())).toContain(goal.id);
  });
});
