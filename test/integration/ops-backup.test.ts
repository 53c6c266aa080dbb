/**
 * Backups and restores, on both engines, through the real npm scripts where it matters:
 * a seeded database is backed up, changed, restored, and compared row by row with what it
 * held at backup time.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open.js";
import { backupKind, backupPostgres, backupSqlite, restorePostgres } from "../../src/server/ops/backup.js";
import { holdServerPresence } from "../../src/server/ops/presence.js";
import { apiClient } from "../support/client.js";
import { freePort, spawnServer, waitHealthy } from "../support/process.js";
import { createPostgresDatabase, startTestServer } from "../support/server.js";
import { addEntry } from "./helpers.js";
import { aggregatesConsistent, postgresRows, rowCounts, runScript, seedThroughApi, sqliteRows } from "./ops-support.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pv-ops-backup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("embedded database backup and restore", () => {
  it("backs up online while the server runs and writes, refuses to restore under it, restores every row after", async () => {
    const dataDir = path.join(tmp, "sqlite-data");
    const live = path.join(dataDir, "progressvault.db");
    // The server process runs the webhook dispatcher: held back for the test's length, so the seeded
    // delivery's attempt never lands between a snapshot and the rows it is compared with.
    const server = spawnServer({ DATA_DIR: dataDir, WEBHOOK_TICK_MS: "3600000" }, await freePort());
    let aliceToken: string | undefined;
    try {
      await waitHealthy(server, 40_000);
      const api = apiClient(server.url);
      const { alice, run } = await seedThroughApi(api, "bk");
      aliceToken = alice.token;
      const atBackup = await sqliteRows(live);

      const file = path.join(tmp, "backups", "embedded.db");
      const backup = await runScript("backup", [file], { DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(backup.out).toContain("Backed up the embedded database");
      expect(backup.code).toBe(0);
      expect(await sqliteRows(file)).toEqual(atBackup);

      // A backup taken while check-ins keep arriving is one consistent snapshot.
      const writes = Promise.all(Array.from({ length: 15 }, (_, i) => addEntry(api, alice.token, run.id, 50 + i, `busy ${i}`)));
      const busyFile = path.join(tmp, "busy.db");
      await backupSqlite(dataDir, busyFile);
      await writes;
      const busy = await sqliteRows(busyFile);
      expect(busy.journal_entries!.length).toBeGreaterThanOrEqual(atBackup.journal_entries!.length);
      expect(aggregatesConsistent(busy)).toBe(true);

      await api.call("DELETE", `/api/goals/${run.id}`, { token: alice.token });
      const refused = await runScript("restore", [file], { DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/Another ProgressVault server \(pid \d+\) is using .*Stop the server first/);
      expect((await sqliteRows(live)).goals).toHaveLength(1); // untouched
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }

    const file = path.join(tmp, "backups", "embedded.db");
    const restored = await runScript("restore", [file], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(restored.out).toContain(`Restored ${dataDir}`);
    expect(restored.code).toBe(0);
    expect(await sqliteRows(live)).toEqual(await sqliteRows(file));
    expect((await sqliteRows(live)).goals).toHaveLength(2);
    const kept = fs.readdirSync(dataDir).filter((f) => f.startsWith("progressvault.db.before-restore-"));
    expect(kept).toHaveLength(1);
    expect((await sqliteRows(path.join(dataDir, kept[0]!))).goals).toHaveLength(1);

    // The restored directory serves again, sign-in tokens issued before the backup included.
    const again = await startTestServer("sqlite", { env: { DATA_DIR: dataDir } });
    try {
      const goals = await apiClient(again.url).call("GET", "/api/goals", { token: aliceToken });
      expect(goals.status).toBe(200);
      expect(goals.body).toHaveLength(2);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("refuses a file that is not a backup", () => {
    const junk = path.join(tmp, "junk.db");
    fs.writeFileSync(junk, "hello");
    expect(() => backupKind(junk)).toThrow(`${junk} is not a ProgressVault backup`);
    expect(() => backupKind(path.join(tmp, "missing.db"))).toThrow("No backup file at");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL backup and restore", () => {
  it("writes a plain SQL snapshot and restores every row, refusing while a server uses the database", async () => {
    const pgDb = await createPostgresDatabase();
    const server = await startTestServer("sqlite", { env: { DATABASE_URL: pgDb.url } });
    try {
      const api = apiClient(server.url);
      const { alice, run } = await seedThroughApi(api, "pg");
      const atBackup = await postgresRows(pgDb.url);

      const file = path.join(tmp, "pg-backup.sql");
      const backup = await runScript("backup", [file], { DATABASE_URL: pgDb.url });
      expect(backup.out).toContain("Backed up the PostgreSQL database");
      expect(backup.code).toBe(0);
      const text = fs.readFileSync(file, "utf8");
      expect(text.split("\n")[0]).toBe("-- ProgressVault PostgreSQL backup");
      expect(text).toMatch(/^INSERT INTO "journal_entries" \("id", "goal_id",/m);

      await addEntry(api, alice.token, run.id, 99, "after the backup");
      await api.call("DELETE", `/api/goals/${run.id}`, { token: alice.token });

      // A server holding the database: restore says so and changes nothing.
      const presence = await holdServerPresence(pgDb.url, { warn: () => undefined });
      try {
        await expect(restorePostgres(pgDb.url, file)).rejects.toThrow(
          "A ProgressVault server is using this database. Stop every server first: a restore replaces all of its data.",
        );
        expect((await postgresRows(pgDb.url)).goals).toHaveLength(1);
      } finally {
        await presence.release();
      }

      const counts = await restorePostgres(pgDb.url, file);
      expect(counts).toEqual(rowCounts(atBackup));
      expect(await postgresRows(pgDb.url)).toEqual(atBackup);
      // Tokens issued before the backup work again.
      expect((await api.call("GET", "/api/goals", { token: alice.token })).body).toHaveLength(2);
    } finally {
      await server.close();
      await pgDb.drop();
    }
  }, 90_000);

  it("rolls back a cut-short file and loads with psql too", async () => {
    const pgDb = await createPostgresDatabase();
    const other = await createPostgresDatabase();
    const server = await startTestServer("sqlite", { env: { DATABASE_URL: pgDb.url } });
    try {
      await seedThroughApi(apiClient(server.url), "pgb");
      const rows = await postgresRows(pgDb.url);
      const file = path.join(tmp, "pg-b.sql");
      await backupPostgres(pgDb.url, file);

      const cut = path.join(tmp, "pg-cut.sql");
      fs.writeFileSync(cut, fs.readFileSync(file, "utf8").replace("COMMIT;\n", ""));
      await expect(restorePostgres(pgDb.url, cut)).rejects.toThrow(/cut short.*Nothing was changed\.$/);
      expect(await postgresRows(pgDb.url)).toEqual(rows);

      const psql = spawnSync("psql", ["--version"]);
      if (psql.status !== 0) return; // psql not installed: the CLI restore above is the tested path
      const target = openDatabase({ dataDir: "", databaseUrl: other.url });
      await target.migrate();
      await target.close();
      const load = spawnSync("psql", ["-q", "-v", "ON_ERROR_STOP=1", "-d", other.url, "-f", file], { encoding: "utf8" });
      expect(load.stderr).toBe("");
      expect(load.status).toBe(0);
      expect(await postgresRows(other.url)).toEqual(rows);
    } finally {
      await server.close();
      await pgDb.drop();
      await other.drop();
    }
  }, 60_000);
});
