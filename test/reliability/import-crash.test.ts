/**
 * Decision 043: an import stages its rows in short transactions before one transaction publishes
 * them. SIGKILL while it stages: the user sees nothing of the file (no goal, no entry), and the
 * staged rows the dead process left are swept when the server starts again. On PostgreSQL another
 * server may be importing at that start, so only runs whose heartbeat stopped STALE_IMPORT_MS ago
 * are swept: the test moves the dead run's heartbeat back that far, as the passing time would.
 *
 * Decision 064: once its goals are published the run is marked `publishing` and its entries are
 * copied a chunk per transaction. SIGKILL mid-publish (some entries visible, not all): the next
 * start finishes it, the import whole (every entry, each goal's aggregates counted from them).
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { STALE_IMPORT_MS } from "../../src/server/export/import-staging.js";
import { exportFile } from "../support/fair-share.js";
import { ENGINES } from "../support/server.js";
import { type ChildSite, childSite } from "./support/child.js";

interface Counts {
  runs: number;
  staged: number;
  goals: number;
  entries: number;
  /** Runs marked publishing (decision 064). */
  publishing: number;
  /** The user's goals' updates_count summed: the aggregates recomputed from the entries. */
  counted: number;
}

/** A connection of the test's own beside the server's, for counting rows (SQLite: WAL lets it read beside the writer). */
async function counter(site: ChildSite) {
  const countsSql = (p: (i: number) => string) => `select
      (select count(*) from import_runs) as runs,
      (select count(*) from import_entries) + (select count(*) from import_goals) as staged,
      (select count(*) from goals g join users u on u.id = g.user_id where u.username = ${p(1)}) as goals,
      (select count(*) from journal_entries j join users u on u.id = j.user_id where u.username = ${p(1)}) as entries,
      (select count(*) from import_runs where publishing is not null) as publishing,
      (select coalesce(sum(g.updates_count), 0) from goals g join users u on u.id = g.user_id where u.username = ${p(1)}) as counted`;
  if (site.engine === "sqlite") {
    const file = new SQLite(path.join(site.dataDir, "progressvault.db"));
    file.pragma("busy_timeout = 5000");
    const stmt = file.prepare(countsSql(() => "@username"));
    return {
      counts: async (username: string) => stmt.get({ username }) as Counts,
      age: async () => {
        // SQLite needs no aging: a start sweeps every run (the data directory's lock says it is alone).
      },
      close: async () => void file.close(),
    };
  }
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  return {
    counts: async (username: string) => {
      const row = (
        await client.query<Record<keyof Counts, string>>(
          countsSql((i) => `$${i}`),
          [username],
        )
      ).rows[0]!;
      return {
        runs: Number(row.runs),
        staged: Number(row.staged),
        goals: Number(row.goals),
        entries: Number(row.entries),
        publishing: Number(row.publishing),
        counted: Number(row.counted),
      };
    },
    age: async () => {
      await client.query(`update import_runs set heartbeat_at = heartbeat_at - make_interval(secs => $1)`, [STALE_IMPORT_MS / 1000 + 60]);
    },
    close: () => client.end(),
  };
}

describe.each(ENGINES)("an import killed while it stages (%s)", (engine) => {
  let site: ChildSite | undefined;
  afterEach(async () => {
    await site?.destroy();
    site = undefined;
  });

  it("leaves nothing visible, and its staged rows are swept at the next start", { timeout: 180_000 }, async () => {
    site = await childSite(engine);
    const first = await site.start();
    const user = await first.api.newUser("importer");
    const db = await counter(site);
    try {
      const answer = fetch(`${first.url}/api/import`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
        body: JSON.stringify(exportFile(29, 1095)),
      }).then(
        (res) => res.status,
        () => "no answer" as const,
      );
      // Kill the server once rows are staged but before they are published.
      let seen: Counts = await db.counts(user.username);
      for (let i = 0; i < 20_000 && seen.staged === 0; i++) {
        await new Promise((r) => setTimeout(r, 2));
        seen = await db.counts(user.username);
      }
      first.proc.child.kill("SIGKILL");
      await first.proc.exited;
      expect(await answer).toBe("no answer");

      const after = await db.counts(user.username);
      expect(after.staged, "rows were staged when the process died").toBeGreaterThan(0);
      expect(after.runs).toBe(1);
      expect({ goals: after.goals, entries: after.entries }).toEqual({ goals: 0, entries: 0 });

      await db.age();
      const second = await site.start();
      expect(await db.counts(user.username)).toEqual({ runs: 0, staged: 0, goals: 0, entries: 0, publishing: 0, counted: 0 });
      const goals = await second.api.call("GET", "/api/goals", { token: user.token });
      expect({ status: goals.status, body: goals.body }).toEqual({ status: 200, body: [] });
    } finally {
      await db.close();
    }
  });
});

describe.each(ENGINES)("an import killed while it publishes (%s)", (engine) => {
  let site: ChildSite | undefined;
  afterEach(async () => {
    await site?.destroy();
    site = undefined;
  });

  it("is finished by the sweep at the next start: the import whole", { timeout: 180_000 }, async () => {
    site = await childSite(engine);
    const first = await site.start();
    const user = await first.api.newUser("publisher");
    const db = await counter(site);
    const file = exportFile(29, 1095);
    try {
      const answer = fetch(`${first.url}/api/import`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
        body: JSON.stringify(file),
      }).then(
        (res) => res.status,
        () => "no answer" as const,
      );
      // Kill the server once some entries are published, before all of them are.
      let seen: Counts = await db.counts(user.username);
      for (let i = 0; i < 20_000 && seen.entries === 0; i++) {
        await new Promise((r) => setTimeout(r, 2));
        seen = await db.counts(user.username);
      }
      first.proc.child.kill("SIGKILL");
      await first.proc.exited;
      expect(await answer).toBe("no answer");

      const after = await db.counts(user.username);
      expect(after.publishing, "the run was publishing when the process died").toBe(1);
      expect(after.goals).toBe(29);
      expect(after.entries, "some entries were published").toBeGreaterThan(0);
      expect(after.entries, "not all entries were published").toBeLessThan(file.entries.length);

      await db.age();
      await site.start();
      expect(await db.counts(user.username)).toEqual({
        runs: 0,
        staged: 0,
        goals: 29,
        entries: file.entries.length,
        publishing: 0,
        counted: file.entries.length,
      });
    } finally {
      await db.close();
    }
  });
});
