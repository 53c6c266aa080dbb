/**
 * Moving from the embedded database to PostgreSQL: every row arrives, counts are verified,
 * a second run changes nothing, and a PostgreSQL database holding other data is refused.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase } from "../../src/server/db/open.js";
import { migrateToPostgres } from "../../src/server/ops/migrate-to-postgres.js";
import { insertIdentity } from "../../src/server/auth/oidc-queries.js";
import { addUnsubscribeLink, putPendingEmail } from "../../src/server/db/user-emails.js";
import { EPHEMERAL_TABLES, MIGRATOR_TABLES, TABLES } from "../../src/server/ops/tables.js";

const NOT_COPIED = [...MIGRATOR_TABLES, ...EPHEMERAL_TABLES];
import { apiClient } from "../support/client.js";
import { createPostgresDatabase, startTestServer } from "../support/server.js";
import { postgresRows, rowCounts, runScript, seedThroughApi, sqliteRows } from "./ops-support.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pv-ops-move-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Backups, restores and the move copy TABLES: a table or column a migration adds must be listed there (or in EPHEMERAL_TABLES). */
describe("the copied tables", () => {
  const expected = Object.fromEntries(TABLES.map((t) => [t.name, [...t.columns, ...(t.derived ?? [])].sort()]));

  it("are every table and column of the embedded schema", async () => {
    const db = openDatabase({ dataDir: path.join(tmp, "schema") });
    try {
      await db.migrate();
      const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
        db.db,
      );
      const actual: Record<string, string[]> = {};
      for (const { name } of tables.rows.filter((t) => !NOT_COPIED.includes(t.name))) {
        const cols = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db.db);
        actual[name] = cols.rows.map((c) => c.name).sort();
      }
      expect(actual).toEqual(expected);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("are every table and column of the PostgreSQL schema", async () => {
    const pgDb = await createPostgresDatabase();
    const db = openDatabase({ dataDir: "", databaseUrl: pgDb.url });
    try {
      await db.migrate();
      const cols = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns where table_schema = 'public'`.execute(db.db);
      const actual: Record<string, string[]> = {};
      for (const c of cols.rows.filter((r) => !NOT_COPIED.includes(r.table_name))) (actual[c.table_name] ??= []).push(c.column_name);
      for (const list of Object.values(actual)) list.sort();
      expect(actual).toEqual(expected);
    } finally {
      await db.close();
      await pgDb.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("npm run db:migrate-to-postgres", () => {
  it("copies every row, verifies the counts, and is a no-op when run again", async () => {
    const dataDir = path.join(tmp, "data");
    const sqlite = await startTestServer("sqlite", { env: { DATA_DIR: dataDir } });
    const api = apiClient(sqlite.url);
    const { alice } = await seedThroughApi(api, "mv");
    await seedThroughApi(api, "mw");
    // A single sign-on identity (issue 31): made by a provider's callback, which needs a provider; the row is what is copied.
    const aliceId = (
      await sqlite.deps.db.db.selectFrom("users").select("id").where("username", "=", alice.username).executeTakeFirstOrThrow()
    ).id;
    await insertIdentity(sqlite.deps.db.db, {
      issuer: "https://id.example",
      subject: "alice-sub",
      userId: aliceId,
      createdAt: new Date().toISOString(),
    });
    // An e-mail address waiting for its confirmation (issue 32): set through a server with SMTP, the row is what is copied.
    const now = new Date().toISOString();
    await putPendingEmail(sqlite.deps.db.db, "sqlite", {
      userId: aliceId,
      address: "alice@example.org",
      tokenHash: "f".repeat(64),
      expiresAt: now,
      now,
    });
    // A weekly summary's unsubscribe link (issue 32): made when a summary is mailed; the row is what is copied.
    await addUnsubscribeLink(sqlite.deps.db.db, "e".repeat(64), aliceId, now);
    await sqlite.close(); // the copy needs the embedded server stopped
    const source = await sqliteRows(path.join(dataDir, "progressvault.db"));
    for (const t of TABLES) expect(source[t.name]!.length, t.name).toBeGreaterThan(0);

    const pgDb = await createPostgresDatabase();
    try {
      const first = await runScript("db:migrate-to-postgres", [], { DATA_DIR: dataDir, DATABASE_URL: pgDb.url });
      expect(first.out).toContain("Done: every table has the same number of rows in PostgreSQL");
      expect(first.out).toContain(`goals: ${source.goals!.length} rows (${source.goals!.length} new, 0 updated)`);
      expect(first.code).toBe(0);
      const copied = await postgresRows(pgDb.url);
      expect(copied).toEqual(source);

      const second = await migrateToPostgres(dataDir, pgDb.url);
      expect(second).toEqual(TABLES.map((t) => ({ table: t.name, rows: source[t.name]!.length, inserted: 0, updated: 0 })));
      expect(await postgresRows(pgDb.url)).toEqual(copied);

      // The moved data serves: the same token signs in on PostgreSQL.
      const onPg = await startTestServer("sqlite", { env: { DATABASE_URL: pgDb.url } });
      try {
        const goals = await apiClient(onPg.url).call("GET", "/api/goals", { token: alice.token });
        expect(goals.status).toBe(200);
        expect(goals.body.map((g: { title: string }) => g.title).sort()).toEqual(["Read 12 books", "Run 5k"]);
      } finally {
        await onPg.close();
      }
    } finally {
      await pgDb.drop();
    }
  }, 90_000);

  it("brings PostgreSQL up to date after more use, and refuses a database holding other data", async () => {
    const dataDir = path.join(tmp, "data2");
    const pgDb = await createPostgresDatabase();
    try {
      let sqlite = await startTestServer("sqlite", { env: { DATA_DIR: dataDir } });
      const { alice, run } = await seedThroughApi(apiClient(sqlite.url), "up");
      await sqlite.close();
      await migrateToPostgres(dataDir, pgDb.url);

      sqlite = await startTestServer("sqlite", { env: { DATA_DIR: dataDir } });
      const api = apiClient(sqlite.url);
      await api.call("POST", "/api/journal", { token: alice.token, body: { goal_id: run.id, note: "later", progress: 70 } });
      await sqlite.close();
      const report = await migrateToPostgres(dataDir, pgDb.url);
      expect(report.find((r) => r.table === "journal_entries")).toMatchObject({ inserted: 1, updated: 0 });
      expect(report.find((r) => r.table === "goals")).toMatchObject({ inserted: 0, updated: 1 }); // its aggregates moved
      const source = await sqliteRows(path.join(dataDir, "progressvault.db"));
      expect(await postgresRows(pgDb.url)).toEqual(source);

      // Someone else's data in the target: counts disagree, nothing is written.
      const onPg = await startTestServer("sqlite", { env: { DATABASE_URL: pgDb.url } });
      await apiClient(onPg.url).newUser("stranger");
      await onPg.close();
      const before = await postgresRows(pgDb.url);
      await expect(migrateToPostgres(dataDir, pgDb.url)).rejects.toThrow(
        `users: PostgreSQL would hold ${source.users!.length + 1} rows, the embedded database ${source.users!.length}.`,
      );
      expect(rowCounts(await postgresRows(pgDb.url))).toEqual(rowCounts(before));
    } finally {
      await pgDb.drop();
    }
  }, 60_000);

  it("explains what is missing", async () => {
    await expect(migrateToPostgres(path.join(tmp, "empty"), "postgres://postgres@127.0.0.1:5432/x")).rejects.toThrow(
      "No embedded database at",
    );
  });
});
