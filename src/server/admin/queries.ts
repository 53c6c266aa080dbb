/**
 * Accounts, invitations and password-set links (issue 31). Codes and tokens arrive here only
 * as their SHA-256 (auth/tokens.ts hashToken): the clear text is shown once and never stored.
 */
import { type Kysely, sql } from "kysely";
import type { Role } from "../../core/admin-schema.js";
import type { Database } from "../db/schema.js";
import { type Engine, toBool, toIso, toIsoRequired } from "../db/values.js";

/** The role of an enabled account; undefined when it is gone or disabled. */
export async function findEnabledRole(db: Kysely<Database>, userId: string): Promise<Role | undefined> {
  const row = await db
    .selectFrom("users")
    .select("role")
    .where("id", "=", userId)
    .where(sql<boolean>`not disabled`)
    .executeTakeFirst();
  return row?.role as Role | undefined;
}

function accountsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("users")
    .select((eb) => [
      "users.id",
      "users.username",
      "users.role",
      "users.disabled",
      "users.created_at",
      "users.last_seen_at",
      eb.selectFrom("goals").select(eb.fn.countAll<string | number>().as("n")).whereRef("goals.user_id", "=", "users.id").as("goals"),
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>["execute"]>>[number];

function toAccount(row: AccountRow) {
  return {
    username: row.username,
    role: row.role as Role,
    disabled: toBool(row.disabled),
    created_at: toIsoRequired(row.created_at),
    last_seen_at: toIso(row.last_seen_at),
    goals: Number(row.goals ?? 0),
  };
}

export async function listAccounts(db: Kysely<Database>) {
  const rows = await accountsQuery(db).orderBy("users.created_at").orderBy("users.id").execute();
  return rows.map(toAccount);
}

export async function findAccount(db: Kysely<Database>, username: string) {
  const row = await accountsQuery(db).where("users.username", "=", username).executeTakeFirst();
  return row && { id: row.id, ...toAccount(row) };
}

/**
 * PostgreSQL: holds every admin row until the transaction ends, so two admins demoting each
 * other at once are counted one after the other and one of them gets the 409.
 */
export async function lockAdmins(db: Kysely<Database>, engine: Engine) {
  if (engine === "postgres") await db.selectFrom("users").select("id").where("role", "=", "admin").forUpdate().execute();
}

export async function countEnabledAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("role", "=", "admin")
    .where(sql<boolean>`not disabled`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateAccount(
  db: Kysely<Database>,
  userId: string,
  change: { role?: Role | undefined; disabled?: boolean | number | undefined },
) {
  const set = {
    ...(change.role !== undefined ? { role: change.role } : {}),
    ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
  };
  if (Object.keys(set).length > 0) await db.updateTable("users").set(set).where("id", "=", userId).execute();
}

export async function insertInvite(
  db: Kysely<Database>,
  invite: { id: string; codeHash: string; createdBy: string; createdAt: string; expiresAt: string },
) {
  await db
    .insertInto("invites")
    .values({
      id: invite.id,
      code_hash: invite.codeHash,
      created_by: invite.createdBy,
      created_at: invite.createdAt,
      expires_at: invite.expiresAt,
    })
    .execute();
}

/** Invitations not used and not expired, oldest first. */
export async function listPendingInvites(db: Kysely<Database>, nowIso: string) {
  const rows = await db
    .selectFrom("invites")
    .leftJoin("users", "users.id", "invites.created_by")
    .select(["invites.id", "invites.created_at", "invites.expires_at", "users.username"])
    .where("invites.used_at", "is", null)
    .where("invites.expires_at", ">", nowIso)
    .orderBy("invites.created_at")
    .orderBy("invites.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    created_at: toIsoRequired(r.created_at),
    expires_at: toIsoRequired(r.expires_at),
    created_by: r.username ?? null,
  }));
}

/** Deletes an invitation by its code's hash or its id; whether one went. */
export async function deleteInvite(db: Kysely<Database>, by: { codeHash: string; id?: string | undefined }) {
  const result = await db
    .deleteFrom("invites")
    .where((eb) => (by.id ? eb.or([eb("code_hash", "=", by.codeHash), eb("id", "=", by.id)]) : eb("code_hash", "=", by.codeHash)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
