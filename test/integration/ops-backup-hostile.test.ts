/**
 * Hostile backups (issue 19, item 5): a backup is data, never code. A file that would add
 * anything to the schema (a trigger, a view, a table, a column, an index, a function), run a
 * statement outside the data load, or disagree with its own row counts is refused before the
 * database is touched; the live database is compared before and after, and the message says
 * that nothing was changed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupPostgres, backupSqlite, restorePostgres, restoreSqlite } from "../../src/server/ops/backup.js";
import { apiClient } from "../support/client.js";
import { createPostgresDatabase, startTestServer } from "../support/server.js";
import { addEntry } from "./helpers.js";
import { postgresRows, runScript, seedThroughApi, sqliteRows } from "./ops-support.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pv-ops-hostile-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("embedded database: a backup whose schema is not the product's is refused", () => {
  const dataDir = path.join(tmp, "sqlite-data");
  const live = path.join(dataDir, "progressvault.db");
  const good = path.join(tmp, "good.db");

  beforeAll(async () => {
    const server = await startTestServer("sqlite", { env: { DATA_DIR: dataDir } });
    try {
      const api = apiClient(server.url);
      const { alice, run } = await seedThroughApi(api, "hs");
      await backupSqlite(dataDir, good);
      // The live database moves on after the backup, so a restore would visibly change it.
      await addEntry(api, alice.token, run.id, 80, "after the backup");
    } finally {
      await server.close();
    }
  }, 60_000);

  async function snapshot() {
    const db = new SQLite(live, { readonly: true, fileMustExist: true });
    try {
      const schema = db.prepare("select type, name, tbl_name, sql from sqlite_master order by type, name").all();
      return { rows: await sqliteRows(live), schema, files: fs.readdirSync(dataDir).sort() };
    } finally {
      db.close();
    }
  }

  function hostile(name: string, ddl: string): string {
    const file = path.join(tmp, `${name}.db`);
    fs.copyFileSync(good, file);
    const db = new SQLite(file);
    try {
      db.exec(ddl);
    } finally {
      db.close();
    }
    return file;
  }

  const cases: [string, string, RegExp][] = [
    [
      "trigger",
      "CREATE TRIGGER pv_all_public AFTER INSERT ON journal_entries BEGIN UPDATE goals SET public = 1; END",
      /trigger pv_all_public/,
    ],
    ["view", "CREATE VIEW pv_view AS SELECT id, password_hash FROM users", /view pv_view/],
    ["extra table", "CREATE TABLE pv_extra (x TEXT)", /table pv_extra/],
    ["extra column", "ALTER TABLE goals ADD COLUMN pv_extra TEXT", /table goals/],
    ["extra index", "CREATE INDEX pv_idx ON goals (title)", /index pv_idx/],
    ["changed index", "DROP INDEX sessions_user_idx; CREATE INDEX sessions_user_idx ON sessions (created_at)", /index sessions_user_idx/],
  ];

  for (const [name, ddl, names] of cases) {
    it(`refuses a backup with an added ${name}, changing nothing`, async () => {
      const file = hostile(name.replace(" ", "-"), ddl);
      const before = await snapshot();
      const err = await restoreSqlite(dataDir, file).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toMatch(names);
      expect(err?.message).toMatch(/Nothing was changed\.$/);
      expect(await snapshot()).toEqual(before);
    });
  }

  it("the CLI says so too, and exits 1", async () => {
    const file = hostile("cli-trigger", "CREATE TRIGGER pv_t AFTER INSERT ON likes BEGIN DELETE FROM users; END");
    const before = await snapshot();
    const res = await runScript("restore", [file], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/^Error: Refused .*cli-trigger\.db: .*trigger pv_t.*Nothing was changed\.$/m);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it("still restores the untouched backup", async () => {
    await restoreSqlite(dataDir, good);
    expect(await sqliteRows(live)).toEqual(await sqliteRows(good));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL: a backup file is read as data, never run", () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const good = path.join(tmp, "good.sql");

  beforeAll(async () => {
    pgDb = await createPostgresDatabase();
    const server = await startTestServer("sqlite", { env: { DATABASE_URL: pgDb.url } });
    try {
      const api = apiClient(server.url);
      const { alice, run } = await seedThroughApi(api, "hp");
      await backupPostgres(pgDb.url, good);
      await addEntry(api, alice.token, run.id, 80, "after the backup");
    } finally {
      await server.close();
    }
  }, 60_000);
  afterAll(async () => {
    await pgDb?.drop();
  });

  /** Every row, and every relation, column, function and trigger outside the catalogs. */
  async function snapshot() {
    const client = new pg.Client({ connectionString: pgDb.url });
    await client.connect();
    try {
      const schema = await client.query(`
        select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as o
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        union all
        select 'col ' || table_schema || '.' || table_name || '.' || column_name from information_schema.columns
         where table_schema not in ('pg_catalog', 'information_schema')
        union all
        select 'fn ' || n.nspname || '.' || p.proname || ' ' || md5(p.prosrc)
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname not in ('pg_catalog', 'information_schema')
        union all
        select 'trigger ' || tgname from pg_trigger where not tgisinternal
        union all
        select 'migration ' || name from kysely_migration
        order by 1`);
      return { rows: await postgresRows(pgDb.url), schema: schema.rows };
    } finally {
      await client.end();
    }
  }

  function edited(name: string, edit: (lines: string[]) => string[]): string {
    const file = path.join(tmp, `${name}.sql`);
    fs.writeFileSync(file, edit(fs.readFileSync(good, "utf8").split("\n")).join("\n"));
    return file;
  }
  const insertBefore =
    (match: (l: string) => boolean, ...added: string[]) =>
    (lines: string[]) => {
      const i = lines.findIndex(match);
      expect(i).toBeGreaterThan(0);
      return [...lines.slice(0, i), ...added, ...lines.slice(i)];
    };

  const cases: [string, (lines: string[]) => string[], RegExp][] = [
    [
      "a statement before BEGIN",
      insertBefore((l) => l === "BEGIN;", "CREATE TABLE pv_before (x int);"),
      /line \d+ is not part of a ProgressVault backup/,
    ],
    [
      "a function and a trigger",
      insertBefore(
        (l) => l.startsWith('INSERT INTO "goals"'),
        "CREATE FUNCTION pv_pub() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN NEW.public := true; RETURN NEW; END$$;",
        "CREATE TRIGGER pv_pub BEFORE INSERT OR UPDATE ON goals FOR EACH ROW EXECUTE FUNCTION pv_pub();",
      ),
      /line \d+ is not part of a ProgressVault backup/,
    ],
    [
      "a second statement after an INSERT",
      (lines) => lines.map((l) => (l.startsWith('INSERT INTO "likes"') ? `${l} UPDATE goals SET public = true;` : l)),
      /line \d+ .*likes/,
    ],
    [
      "wrong row counts",
      (lines) => lines.map((l) => (l.startsWith("-- rows: ") ? l.replace(/goals=\d+/, "goals=7") : l)),
      /goals: the file holds 2 rows, its header says 7/,
    ],
    ["a header for an unknown table", (lines) => lines.map((l) => (l.startsWith("-- rows: ") ? `${l} pv_extra=0` : l)), /pv_extra/],
    [
      "a value that is an expression",
      (lines) => lines.map((l) => l.replace(/^(INSERT INTO "likes" .* VALUES \()'/, "$1(select id from users limit 1)||'")),
      /line \d+/,
    ],
    [
      "an unknown column",
      (lines) => lines.map((l) => l.replace('INSERT INTO "likes" ("goal_id"', 'INSERT INTO "likes" ("pv_col"')),
      /pv_col/,
    ],
  ];

  for (const [name, edit, why] of cases) {
    it(`refuses a file with ${name}, changing nothing`, async () => {
      const file = edited(name.replaceAll(" ", "-"), edit);
      const before = await snapshot();
      const err = await restorePostgres(pgDb.url, file).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toMatch(why);
      expect(err?.message).toMatch(/Nothing was changed\.$/);
      expect(await snapshot()).toEqual(before);
    }, 30_000);
  }

  it("the CLI says so too, and exits 1", async () => {
    const file = edited(
      "cli",
      insertBefore((l) => l === "BEGIN;", "DROP TABLE likes;"),
    );
    const before = await snapshot();
    const res = await runScript("restore", [file], { DATABASE_URL: pgDb.url });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/^Error: Refused .*cli\.sql: line \d+ is not part of a ProgressVault backup.*Nothing was changed\.$/m);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it("a file that fails while loading rolls back and says what happened", async () => {
    // Well-formed data that breaks a constraint: a like of a goal that does not exist.
    const file = edited("dangling", (lines) =>
      lines.map((l) =>
        l.startsWith('INSERT INTO "likes"') ? l.replace(/VALUES \('[0-9a-f-]+'/, "VALUES ('0190f7a2-0000-7000-8000-000000000000'") : l,
      ),
    );
    const before = await snapshot();
    await expect(restorePostgres(pgDb.url, file)).rejects.toThrow(/Restore failed at line \d+.*rolled back\. Nothing was changed\.$/);
    expect(await snapshot()).toEqual(before);
  }, 30_000);

  it("into an empty database: a refused file creates nothing; a failed load names the migrations it applied", async () => {
    const empty = await createPostgresDatabase();
    const tables = async () => {
      const c = new pg.Client({ connectionString: empty.url });
      await c.connect();
      try {
        return (await c.query("select relname from pg_class where relnamespace = 'public'::regnamespace")).rows;
      } finally {
        await c.end();
      }
    };
    try {
      const bad = edited(
        "empty-bad",
        insertBefore((l) => l === "BEGIN;", "CREATE TABLE pv_before (x int);"),
      );
      await expect(restorePostgres(empty.url, bad)).rejects.toThrow(/Nothing was changed\.$/);
      expect(await tables()).toEqual([]);

      const dangling = edited("empty-dangling", (lines) =>
        lines.map((l) =>
          l.startsWith('INSERT INTO "likes"') ? l.replace(/VALUES \('[0-9a-f-]+'/, "VALUES ('0190f7a2-0000-7000-8000-000000000000'") : l,
        ),
      );
      const err = await restorePostgres(empty.url, dangling).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toMatch(
        /rolled back\. The data was not changed; the schema was first brought up to this version \(migrations 0001_initial, /,
      );
      expect(err?.message).not.toMatch(/Nothing was changed/);
      expect(Object.values(await postgresRows(empty.url)).every((rows) => rows.length === 0)).toBe(true);
    } finally {
      await empty.drop();
    }
  }, 30_000);

  it("a database it cannot reach: says so, and that nothing was changed", async () => {
    await expect(restorePostgres("postgres://postgres@127.0.0.1:1/none", good)).rejects.toThrow(
      /^Cannot connect to the database .*Nothing was changed\.$/,
    );
  });

  it("still restores the untouched file", async () => {
    const counts = await restorePostgres(pgDb.url, good);
    expect(counts.goals).toBe(2);
    expect((await snapshot()).rows.journal_entries).toHaveLength(3);
  }, 30_000);
});
