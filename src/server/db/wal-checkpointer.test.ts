import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { WalCheckpointer } from "./wal-checkpointer.js";

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

/** A WAL database as the server opens it, never checkpointed by its own connection. */
function walDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-wal-checkpoint-"));
  const file = path.join(dir, "progressvault.db");
  const conn = new SQLite(file);
  conn.pragma("journal_mode = WAL");
  conn.pragma("wal_autocheckpoint = 0");
  conn.exec("create table t (id integer primary key, v text)");
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const st = fs.statSync(file);
  return { conn, file: { path: file, dev: st.dev, ino: st.ino } };
}

const insertRows = (conn: SQLite.Database, from: number, n: number) => {
  const add = conn.prepare("insert into t (id, v) values (?, ?)");
  conn.transaction(() => {
    for (let i = from; i < from + n; i++) add.run(i, "x".repeat(200));
  })();
};

describe("WAL checkpoints on their own thread", () => {
  it("copies the WAL into the database file while the server's connection goes on writing and reading", async () => {
    const { conn, file } = walDatabase();
    const hold = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(hold, 0, 1); // the checkpoint's disk made slow: it waits until released
    const checkpointer = new WalCheckpointer(file, hold);
    cleanup.push(
      () => void conn.close(),
      () => checkpointer.close(),
    );
    insertRows(conn, 0, 500);

    let done = false;
    const running = checkpointer.checkpoint().then((r) => ((done = true), r));
    // The checkpoint is held on its thread: this thread commits and reads meanwhile.
    insertRows(conn, 500, 500);
    expect(conn.prepare("select count(*) as n from t").get()).toEqual({ n: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);

    Atomics.store(hold, 0, 0);
    Atomics.notify(hold, 0);
    const result = await running;
    expect(result.busy).toBe(0);
    expect(result.log).toBeGreaterThan(0);
    expect(result.checkpointed).toBe(result.log); // every frame copied: no reader held any back
    expect(checkpointer.completed).toBe(1);
    // In the database file itself: a copy of that file alone, without the WAL, holds every row.
    const copy = `${file.path}.alone`;
    fs.copyFileSync(file.path, copy);
    const alone = new SQLite(copy, { readonly: true });
    expect(alone.prepare("select count(*) as n from t").get()).toEqual({ n: 1000 });
    alone.close();
  });

  it("refuses to checkpoint a file moved in at the database's path", async () => {
    const { conn, file } = walDatabase();
    const checkpointer = new WalCheckpointer({ ...file, ino: file.ino + 1 });
    cleanup.push(
      () => void conn.close(),
      () => checkpointer.close(),
    );
    await expect(checkpointer.checkpoint()).rejects.toThrow(/removed or replaced/);
  });
});
