/**
 * db/precompiled.ts: a query built once and run with new arguments answers exactly what the
 * builder answers for those arguments, on both engines, whatever order the arguments take in the
 * SQL; and a query that does not bind an argument as given is refused when first compiled.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSessionUser } from "../../src/server/auth/queries.js";
import { type Db, openDatabase } from "../../src/server/db/open.js";
import { precompiled } from "../../src/server/db/precompiled.js";
import { toIso } from "../../src/server/db/values.js";
import { ENGINES, createPostgresDatabase } from "../support/server.js";

const DAY = 86_400_000;

describe.each(ENGINES)("precompiled queries (%s)", (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const now = Date.parse("2026-11-27T12:00:00.000Z");
  const iso = (ms: number) => new Date(ms).toISOString();

  beforeAll(async () => {
    if (engine === "postgres") {
      const pgDb = await createPostgresDatabase();
      db = openDatabase({ dataDir: "", databaseUrl: pgDb.url });
      cleanup = async () => {
        await db.close();
        await pgDb.drop();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-precompiled-"));
      db = openDatabase({ dataDir: dir });
      cleanup = async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
    await db.migrate();
    const users = ["0190a000-0000-7000-8000-000000000001", "0190a000-0000-7000-8000-000000000002"];
    await db.db
      .insertInto("users")
      .values(users.map((id, i) => ({ id, username: `user${i}`, password_hash: "x", why: "", created_at: iso(now) })))
      .execute();
    await db.db
      .insertInto("sessions")
      .values([
        {
          id: "0190a000-0000-7000-8000-0000000000a0",
          token_hash: "live-0",
          user_id: users[0]!,
          created_at: iso(now - DAY),
          expires_at: iso(now + DAY),
        },
        {
          id: "0190a000-0000-7000-8000-0000000000a1",
          token_hash: "live-1",
          user_id: users[1]!,
          created_at: iso(now - DAY),
          expires_at: iso(now + 2 * DAY),
        },
        {
          id: "0190a000-0000-7000-8000-0000000000a2",
          token_hash: "expired",
          user_id: users[0]!,
          created_at: iso(now - 3 * DAY),
          expires_at: iso(now - DAY),
        },
      ])
      .execute();
  });
  afterAll(async () => cleanup?.());

  it("answers as the builder does, for each set of arguments", async () => {
    const built = (tokenHash: string, at: string) =>
      db.db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select(["users.id as id", "users.username as username", "sessions.last_used_at as last_used_at"])
        .where("sessions.token_hash", "=", tokenHash)
        .where("sessions.expires_at", ">", at)
        .executeTakeFirst()
        .then((r) => r && { id: r.id, username: r.username, lastUsedAt: toIso(r.last_used_at) });
    for (const [hash, at] of [
      ["live-0", now],
      ["live-1", now],
      ["live-1", now + 3 * DAY],
      ["expired", now],
      ["expired", now - 2 * DAY],
      ["unknown", now],
    ] as const) {
      expect(await findSessionUser(db.db, hash, iso(at))).toEqual(await built(hash, iso(at)));
    }
    expect((await findSessionUser(db.db, "live-1", iso(now)))?.username).toBe("user1");
    expect(await findSessionUser(db.db, "expired", iso(now))).toBeUndefined();
  });

  it("maps arguments to their places when the SQL takes them in another order", async () => {
    // The second argument comes first in the SQL.
    const byExpiryThenHash = precompiled(2, (d, tokenHash: string, at: string) =>
      d.selectFrom("sessions").select("token_hash").where("sessions.expires_at", ">", at).where("sessions.token_hash", "=", tokenHash),
    );
    expect(await byExpiryThenHash(db.db, "live-1", iso(now))).toEqual([{ token_hash: "live-1" }]);
    expect(await byExpiryThenHash(db.db, "live-1", iso(now + 3 * DAY))).toEqual([]);
    expect(await byExpiryThenHash(db.db, "live-0", iso(now))).toEqual([{ token_hash: "live-0" }]);
  });

  it("compiles once for a database and its transactions, and runs in the transaction it is given", async () => {
    let builds = 0;
    const hashesOf = precompiled(1, (d, userId: string) => {
      builds += 1;
      return d.selectFrom("sessions").select("token_hash").where("sessions.user_id", "=", userId).orderBy("token_hash");
    });
    const user = "0190a000-0000-7000-8000-000000000002";
    expect(await hashesOf(db.db, user)).toEqual([{ token_hash: "live-1" }]);
    for (const hash of ["in-transaction-1", "in-transaction-2"]) {
      const seen = await db.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("sessions")
            .values({
              id: `0190a000-0000-7000-8000-0000000000b${hash.slice(-1)}`,
              token_hash: hash,
              user_id: user,
              created_at: iso(now),
              expires_at: iso(now + DAY),
            })
            .execute();
          const rows = await hashesOf(trx, user);
          // Rolled back, so the next transaction sees the database as it was.
          throw Object.assign(new Error("roll back"), { rows });
        })
        .catch((err: { rows?: unknown }) => err.rows);
      expect(seen).toEqual([{ token_hash: hash }, { token_hash: "live-1" }]);
    }
    expect(await hashesOf(db.db, user)).toEqual([{ token_hash: "live-1" }]);
    expect(builds).toBe(1);
  });

  it("sends a value the builder binds itself as it was compiled", async () => {
    // "expired" is the builder's own parameter, not an argument.
    const withExpired = precompiled(1, (d, tokenHash: string) =>
      d.selectFrom("sessions").select("token_hash").where("sessions.token_hash", "in", [tokenHash, "expired"]).orderBy("token_hash"),
    );
    expect(await withExpired(db.db, "live-0")).toEqual([{ token_hash: "expired" }, { token_hash: "live-0" }]);
    expect(await withExpired(db.db, "live-1")).toEqual([{ token_hash: "expired" }, { token_hash: "live-1" }]);
  });

  it("refuses a query that does not bind an argument as it is given", async () => {
    for (const change of [(s: string) => s.toLowerCase(), (s: string) => s.trim(), (s: string) => s.slice(0, 8)]) {
      const changed = precompiled(1, (d, name: string) => d.selectFrom("users").select("id").where("username", "=", change(name)));
      await expect(changed(db.db, "user0")).rejects.toThrow(/every argument must be bound/);
    }
  });
});
