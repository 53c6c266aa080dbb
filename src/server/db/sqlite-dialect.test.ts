/**
 * A transaction SQLite already ended by itself (it does on SQLITE_FULL or SQLITE_IOERR while
 * committing) fails with its own error, not with the rollback's "no transaction is active".
 * test/reliability/database-faults.test.ts shows the same on a really full disk (as root).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { writeTransaction } from "./group-commit.js";
import { type Db, openDatabase } from "./open.js";

const opened: { db: Db; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function open(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-dialect-"));
  const db = openDatabase({ dataDir: dir });
  opened.push({ db, dir });
  await db.migrate();
  return db;
}

/** What SQLite does on a full disk at commit: the transaction is gone, then the statement fails. */
const fullDisk = async (trx: Parameters<Parameters<typeof writeTransaction>[2]>[0]) => {
  await sql`rollback`.execute(trx);
  throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
};

describe("SQLite transactions keep their cause", () => {
  it("a plain transaction", async () => {
    const db = await open();
    await expect(db.db.transaction().execute(fullDisk)).rejects.toMatchObject({ code: "SQLITE_FULL" });
    // The connection is usable afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db.db)).rows).toEqual([{ one: 1 }]);
  });

  it("a write in the group commit", async () => {
    const db = await open();
    await expect(writeTransaction(db.db, "sqlite", fullDisk)).rejects.toMatchObject({ code: "SQLITE_FULL" });
    await expect(
      writeTransaction(db.db, "sqlite", async (trx) => (await sql<{ one: number }>`select 1 as one`.execute(trx)).rows),
    ).resolves.toEqual([{ one: 1 }]);
  });

  it("an error of the work itself still reaches the caller unchanged", async () => {
    const db = await open();
    const original = new Error("original");
    await expect(
      db.db.transaction().execute(async () => {
        throw original;
      }),
    ).rejects.toBe(original);
  });
});
