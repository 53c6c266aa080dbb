/**
 * Tombstones (decision 017): a deleted item's rows, kept under their owner for RESTORE_WINDOW_MS
 * so an Undo brings them back exactly. Written in the deleting transaction; taken (read and
 * removed) in the restoring one. Expired ones are purged by the owner's next delete.
 */
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/** How long a deleted item can be restored. The app offers Undo for 5 s; this covers a slow network. */
export const RESTORE_WINDOW_MS = 10 * 60_000;

export type TombstoneKind = "journal_entry" | "goal";

export async function putTombstone(
  trx: Kysely<Database>,
  t: { userId: string; kind: TombstoneKind; itemId: string; payload: unknown; now: Date },
): Promise<void> {
  const cutoff = new Date(t.now.getTime() - RESTORE_WINDOW_MS).toISOString();
  await trx.deleteFrom("tombstones").where("user_id", "=", t.userId).where("deleted_at", "<", cutoff).execute();
  await trx.deleteFrom("tombstones").where("user_id", "=", t.userId).where("kind", "=", t.kind).where("item_id", "=", t.itemId).execute();
  await trx
    .insertInto("tombstones")
    .values({ user_id: t.userId, kind: t.kind, item_id: t.itemId, payload: JSON.stringify(t.payload), deleted_at: t.now.toISOString() })
    .execute();
}

/** The owner's unexpired tombstone of this item, removed as it is read; undefined for anyone else. */
export async function takeTombstone(
  trx: Kysely<Database>,
  t: { userId: string; kind: TombstoneKind; itemId: string; now: Date },
): Promise<unknown> {
  const cutoff = new Date(t.now.getTime() - RESTORE_WINDOW_MS).toISOString();
  const row = await trx
    .deleteFrom("tombstones")
    .where("user_id", "=", t.userId)
    .where("kind", "=", t.kind)
    .where("item_id", "=", t.itemId)
    .where("deleted_at", ">=", cutoff)
    .returning("payload")
    .executeTakeFirst();
  return row ? (JSON.parse(row.payload) as unknown) : undefined;
}

/** Whether the owner has an unexpired tombstone of this item (read only: the restore takes it). */
export async function hasTombstone(
  db: Kysely<Database>,
  t: { userId: string; kind: TombstoneKind; itemId: string; now: Date },
): Promise<boolean> {
  const cutoff = new Date(t.now.getTime() - RESTORE_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("tombstones")
    .select("item_id")
    .where("user_id", "=", t.userId)
    .where("kind", "=", t.kind)
    .where("item_id", "=", t.itemId)
    .where("deleted_at", ">=", cutoff)
    .executeTakeFirst();
  return row !== undefined;
}
