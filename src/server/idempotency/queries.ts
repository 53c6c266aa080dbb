/**
 * Idempotency-Key rows (decision 014). A key is claimed by inserting its row; the row holds the
 * request's fingerprint, the id the write will give its new row, and — once the write is done —
 * the answer. Every change of a row is conditional on the claim it read, so two processes can
 * never both own one key. Each step is a write transaction of its own, in SQLite's group commit
 * (db/group-commit.ts), so a keyed check-in adds no fsync on the event loop.
 */
import type { Kysely } from "kysely";
import { writeTransaction } from "../db/group-commit.js";
import type { Database } from "../db/schema.js";
import { type Engine, toIsoRequired } from "../db/values.js";

/** How long a key answers with its first result (the IETF draft's examples use 24 h). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim whose write has not finished after this long is taken to be abandoned (its process
 * died): the next request with the key takes it over and resumes the write with the same id.
 */
export const CLAIM_LEASE_MS = 30_000;

export type ClaimResult =
  | { kind: "claimed"; claim: string; resourceId: string; resumed: boolean }
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "mismatch" }
  | { kind: "busy" };

interface ClaimInput {
  userId: string;
  key: string;
  fingerprint: string;
  /** A fresh random claim id and a fresh id for the row the write would create. */
  claim: string;
  resourceId: string;
  now: Date;
}

export function claimKey(db: Kysely<Database>, engine: Engine, input: ClaimInput): Promise<ClaimResult> {
  return writeTransaction(db, engine, (trx) => claimIn(trx, input));
}

async function claimIn(db: Kysely<Database>, input: ClaimInput): Promise<ClaimResult> {
  const nowIso = input.now.toISOString();
  const fresh = {
    fingerprint: input.fingerprint,
    claim: input.claim,
    resource_id: input.resourceId,
    status: null,
    response: null,
    created_at: nowIso,
    locked_at: nowIso,
  };
  // A row can vanish or be taken over between our reads: a few rounds settle it.
  for (let round = 0; round < 5; round++) {
    const inserted = await db
      .insertInto("idempotency_keys")
      .values({ user_id: input.userId, key: input.key, ...fresh })
      .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
      return { kind: "claimed", claim: input.claim, resourceId: input.resourceId, resumed: false };
    }
    const row = await db
      .selectFrom("idempotency_keys")
      .select(["fingerprint", "claim", "resource_id", "status", "response", "created_at", "locked_at"])
      .where("user_id", "=", input.userId)
      .where("key", "=", input.key)
      .executeTakeFirst();
    if (!row) continue;
    const age = input.now.getTime() - Date.parse(toIsoRequired(row.created_at));
    if (age >= KEY_TTL_MS) {
      // Expired: the key is new again.
      if (await takeOver(db, input, row.claim, fresh)) {
        return { kind: "claimed", claim: input.claim, resourceId: input.resourceId, resumed: false };
      }
      continue;
    }
    if (row.fingerprint !== input.fingerprint) return { kind: "mismatch" };
    if (row.status !== null && row.response !== null) {
      return { kind: "replay", status: row.status, body: JSON.parse(row.response) as unknown };
    }
    const held = input.now.getTime() - Date.parse(toIsoRequired(row.locked_at));
    if (held < CLAIM_LEASE_MS) return { kind: "busy" };
    // Abandoned: resume with the same resource id, so a write that did land is found, not repeated.
    if (await takeOver(db, input, row.claim, { claim: input.claim, locked_at: nowIso })) {
      return { kind: "claimed", claim: input.claim, resourceId: row.resource_id, resumed: true };
    }
  }
  return { kind: "busy" };
}

async function takeOver(
  db: Kysely<Database>,
  input: ClaimInput,
  expectedClaim: string,
  values: { claim: string; locked_at: string } & Record<string, string | number | null>,
): Promise<boolean> {
  const res = await db
    .updateTable("idempotency_keys")
    .set(values)
    .where("user_id", "=", input.userId)
    .where("key", "=", input.key)
    .where("claim", "=", expectedClaim)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Stores the answer of a finished write under the claim that made it. */
export async function completeKey(
  db: Kysely<Database>,
  engine: Engine,
  userId: string,
  key: string,
  claim: string,
  status: number,
  body: unknown,
): Promise<void> {
  await writeTransaction(db, engine, (trx) =>
    trx
      .updateTable("idempotency_keys")
      .set({ status, response: JSON.stringify(body) })
      .where("user_id", "=", userId)
      .where("key", "=", key)
      .where("claim", "=", claim)
      .execute(),
  );
}

/** Frees a key whose write failed, so the client may retry it. */
export async function releaseKey(db: Kysely<Database>, engine: Engine, userId: string, key: string, claim: string): Promise<void> {
  await writeTransaction(db, engine, (trx) =>
    trx.deleteFrom("idempotency_keys").where("user_id", "=", userId).where("key", "=", key).where("claim", "=", claim).execute(),
  );
}

/** Deletes keys past their 24 hours (expired ones already count as absent; this keeps the table small). */
export async function deleteExpiredKeys(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", new Date(now.getTime() - KEY_TTL_MS).toISOString())
    .execute();
}
