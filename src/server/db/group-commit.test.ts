import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { GroupCommit, writeTransaction } from "./group-commit.js";
import { type Db, openDatabase } from "./open.js";

const dirs: string[] = [];
const dbs: Db[] = [];

async function freshDb(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-group-commit-"));
  dirs.push(dir);
  const db = openDatabase({ dataDir: dir });
  dbs.push(db);
  await db.migrate();
  await db.db
    .insertInto("users")
    .values({ id: "u1", username: "writer", password_hash: "x", why: "", created_at: "2026-01-01T00:00:00.000Z" })
    .execute();
  return db;
}

afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const insertUser = (id: string) => (trx: Db["db"]) =>
  trx
    .insertInto("users")
    .values({ id, username: id, password_hash: "x", why: "", created_at: "2026-01-01T00:00:00.000Z" })
    .execute()
    .then(() => id);

/** A flush that waits until released, and records what it flushed. */
function gatedSync() {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const sync = async (file: string) => {
    calls.push(file);
    await gate;
  };
  return { calls, release: () => release(), sync };
}

describe("group commit", () => {
  it("commits writes that arrive together in one transaction and acknowledges none before the WAL is flushed", async () => {
    const db = await freshDb();
    const gated = gatedSync();
    const writer = new GroupCommit(db.db, { syncFile: gated.sync });
    let acknowledged = 0;
    const writes = ["a", "b", "c", "d"].map((id) => writer.run(insertUser(id)).then((v) => (acknowledged++, v)));

    // Committed (readable) but not yet acknowledged: the flush has not finished.
    await expect.poll(() => gated.calls.length).toBe(1);
    const stored = await db.db.selectFrom("users").select("id").where("id", "in", ["a", "b", "c", "d"]).execute();
    expect(stored).toHaveLength(4);
    expect(acknowledged).toBe(0);
    expect(gated.calls[0]).toMatch(/progressvault\.db-wal$/);

    gated.release();
    expect(await Promise.all(writes)).toEqual(["a", "b", "c", "d"]);
    expect(gated.calls).toHaveLength(1); // one flush for the four writes
  });

  it("fails a failing write alone and stores the others of its batch", async () => {
    const db = await freshDb();
    const writer = new GroupCommit(db.db, { syncFile: async () => undefined });
    const results = await Promise.allSettled([
      writer.run(insertUser("x1")),
      writer.run(insertUser("u1")), // the id exists: a constraint error
      writer.run(insertUser("x2")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const ids = (await db.db.selectFrom("users").select("id").orderBy("id").execute()).map((r) => r.id);
    expect(ids).toEqual(["u1", "x1", "x2"]);
  });

  it("acknowledges nothing when the flush fails", async () => {
    const db = await freshDb();
    const writer = new GroupCommit(db.db, {
      syncFile: async () => {
        throw new Error("EIO");
      },
    });
    await expect(writer.run(insertUser("y1"))).rejects.toThrow("EIO");
  });

  it("leaves the connection fsyncing every commit and checkpointing on its own between batches", async () => {
    const db = await freshDb();
    const writer = new GroupCommit(db.db, { syncFile: async () => undefined });
    await writer.run(insertUser("z1"));
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.db);
    const checkpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.db);
    expect(sync.rows[0]?.synchronous).toBe(2); // FULL
    expect(checkpoint.rows[0]?.wal_autocheckpoint).toBe(1000);
  });

  it("asks for a checkpoint every 32 batches and goes on committing and acknowledging while it runs", async () => {
    const db = await freshDb();
    const gated = gatedSync();
    const writer = new GroupCommit(db.db, { syncFile: async () => undefined, checkpoint: () => gated.sync("checkpoint") });
    // One write at a time: one batch each.
    for (let i = 0; i < 70; i++) await writer.run(insertUser(`c${i}`));
    // Two checkpoint times passed (batches 32 and 64); the first is still running, so no second.
    expect(gated.calls).toEqual(["checkpoint"]);
    gated.release();
    await expect
      .poll(async () => {
        for (let i = 0; i < 32; i++) await writer.run(insertUser(`d${i}`));
        return gated.calls.length;
      })
      .toBe(2);
  });

  it("on a database from openDatabase, runs its checkpoints on the database's checkpoint thread", async () => {
    const db = await freshDb();
    // Every write of these a batch of its own, and never checkpointed by the connection itself.
    await sql`pragma wal_autocheckpoint = 0`.execute(db.db);
    for (let i = 0; i < 32; i++) await writeTransaction(db.db, "sqlite", insertUser(`t${i}`));
    await expect.poll(() => db.walCheckpointer?.completed, { timeout: 10_000 }).toBe(1);
  });

  it("copies what was committed while the thread checkpointed, so the WAL starts over under steady writes", async () => {
    const db = await freshDb();
    const file = db.sqliteFile!.path;
    // Another connection copies the WAL when asked; the answer comes after more batches committed.
    const other = new SQLite(file);
    other.pragma("synchronous = FULL");
    const gated = gatedSync();
    const writer = new GroupCommit(db.db, {
      syncFile: async () => undefined,
      checkpoint: async () => {
        other.pragma("wal_checkpoint(PASSIVE)");
        await gated.sync("checkpoint");
      },
    });
    // The WAL header's checkpoint sequence number: it changes each time the WAL starts over.
    const walRestarts = () => fs.readFileSync(`${file}-wal`).readUInt32BE(12);
    try {
      for (let i = 0; i < 32; i++) await writer.run(insertUser(`s${i}`));
      expect(gated.calls).toHaveLength(1);
      for (let i = 0; i < 4; i++) await writer.run(insertUser(`m${i}`)); // committed while it copied
      const before = walRestarts();
      gated.release();
      await expect
        .poll(async () => {
          await writer.run(insertUser(`a${Math.random()}`));
          return walRestarts();
        })
        .not.toBe(before);
    } finally {
      other.close();
    }
  });
});
