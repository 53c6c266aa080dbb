/** SQL of notification channels (issue 32). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { toIsoRequired } from "../db/values.js";
import type { ChannelType } from "../../core/channel-limits.js";

/** A channel as the server sends to it: with its token. */
export interface StoredChannel {
  id: string;
  type: ChannelType;
  target: string;
  token: string | null;
}

export async function countChannels(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notification_channels")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChannel(
  db: Kysely<Database>,
  c: { id: string; userId: string; type: ChannelType; target: string; token: string | null; createdAt: string },
) {
  await db
    .insertInto("notification_channels")
    .values({ id: c.id, user_id: c.userId, type: c.type, target: c.target, token: c.token, created_at: c.createdAt })
    .execute();
}

const toListed = (r: { id: string; type: string; target: string; token: string | null; created_at: Date | string }) => ({
  id: r.id,
  type: r.type as ChannelType,
  target: r.target,
  has_token: Boolean(r.token),
  created_at: toIsoRequired(r.created_at),
});

/** The user's channels, oldest first: never a token. */
export async function channelsListedOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("notification_channels")
    .select(["id", "type", "target", "token", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toListed);
}

/** The user's channels with their tokens, to send to. */
export async function channelsToSendOf(db: Kysely<Database>, userId: string): Promise<StoredChannel[]> {
  const rows = await db
    .selectFrom("notification_channels")
    .select(["id", "type", "target", "token"])
    .where("user_id", "=", userId)
    .execute();
  return rows.map((r) => ({ ...r, type: r.type as ChannelType }));
}

/** The user's channel with this id (never anyone else's), with its token. */
export async function findOwnChannel(db: Kysely<Database>, userId: string, id: string): Promise<StoredChannel | undefined> {
  const row = await db
    .selectFrom("notification_channels")
    .select(["id", "type", "target", "token"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && { ...row, type: row.type as ChannelType };
}

export async function deleteOwnChannel(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom("notification_channels").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
