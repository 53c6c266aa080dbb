/** Reads and writes of the personal data file: whole-account reads, reads by id, likes (goals and entries are written by import-staging.ts). */
import type { Kysely, Selectable } from "kysely";
import type { Database, GoalsTable } from "../db/schema.js";
import { GOAL_EXPORT_COLUMNS } from "../db/goal-columns.js";
import { habitOfRow } from "../db/habit-columns.js";
import { boolParam, type Engine, toBool, toIsoRequired } from "../db/values.js";
import type { ExportEntry, ExportGoal, ExportLike } from "../../core/export-schema.js";
import { nextTurn } from "./next-turn.js";

/** Rows per multi-row statement: well under both engines' bound-parameter limits. */
const BATCH = 200;
/** Ids per IN (...) list. */
const IN_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface GoalRowOut extends ExportGoal {
  user_id: string;
  progress: number;
  likes_count: number;
  group_id: string | null;
  position: number;
  archived: boolean;
}

/** A goal row as the export's select reads it (its columns: db/goal-columns.ts). */
type GoalRowIn = Selectable<Pick<GoalsTable, (typeof GOAL_EXPORT_COLUMNS)[number]>>;

export function goalOut(r: GoalRowIn): GoalRowOut {
  return {
    id: r.id,
    user_id: r.user_id,
    title: r.title,
    description: r.description,
    motivation: r.motivation,
    category: r.category as ExportGoal["category"],
    timeframe: r.timeframe as ExportGoal["timeframe"],
    public: toBool(r.public),
    slug: r.slug,
    created_at: toIsoRequired(r.created_at),
    updated_at: toIsoRequired(r.updated_at),
    ...habitOfRow(r),
    progress: r.progress,
    likes_count: r.likes_count,
    group_id: r.group_id,
    position: r.position,
    archived: toBool(r.archived),
  };
}

/** An entry of the file: `amount` is null but for amount goals' check-ins (the file names every field, decision 046). */
export const entryOut = <R extends { created_at: Date | string; amount: number | string | null }>(r: R) => ({
  ...r,
  created_at: toIsoRequired(r.created_at),
  amount: r.amount === null ? null : Number(r.amount),
});

const goalCols = GOAL_EXPORT_COLUMNS;

/** The user's goals in the export's order; rows for goalOut. */
export const goalsOfUserQuery = (db: Kysely<Database>, userId: string) =>
  db.selectFrom("goals").select(goalCols).where("user_id", "=", userId).orderBy("created_at").orderBy("id");

export async function goalsOfUser(db: Kysely<Database>, userId: string): Promise<GoalRowOut[]> {
  return (await goalsOfUserQuery(db, userId).execute()).map(goalOut);
}

/** The user's groups in their order (issue 30), as the export writes them and an import reads them. */
export const groupsOfUserQuery = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom("goal_groups")
    .select(["id", "user_id", "name", "name_key", "position"])
    .where("user_id", "=", userId)
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id");

export async function groupsOfUser(db: Kysely<Database>, userId: string) {
  return groupsOfUserQuery(db, userId).execute();
}
export type GroupRowOut = Awaited<ReturnType<typeof groupsOfUser>>[number];

/** Groups by id, whoever's (an import's ids are checked against them: foreign-ids.ts). */
export async function groupsByIds(db: Kysely<Database>, ids: readonly string[]) {
  const out: { id: string; user_id: string }[] = [];
  for (const part of chunks(ids, IN_CHUNK)) {
    out.push(...(await db.selectFrom("goal_groups").select(["id", "user_id"]).where("id", "in", part).execute()));
  }
  return out;
}

/** The highest place in the user's manual order of goals, or -1 without goals. */
export async function lastGoalPosition(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("goals")
    .select((eb) => eb.fn.max<number | string | null>("position").as("p"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.p == null ? -1 : Number(row.p);
}

/** An import's groups (few: at most 100 an account): new ones inserted, changed ones updated, all the user's. */
export async function writeImportedGroups(
  db: Kysely<Database>,
  userId: string,
  created: readonly { id: string; name: string; name_key: string; position: number }[],
  updated: readonly { id: string; name: string; name_key: string; position: number }[],
  now: string,
) {
  for (const g of updated) {
    await db
      .updateTable("goal_groups")
      .set({ name: g.name, name_key: g.name_key, position: g.position })
      .where("id", "=", g.id)
      .where("user_id", "=", userId)
      .execute();
  }
  for (const part of chunks(created, BATCH)) {
    await db
      .insertInto("goal_groups")
      .values(part.map((g) => ({ ...g, user_id: userId, created_at: now })))
      .execute();
  }
}

/** The user's journal in the export's order; rows for entryOut. */
export const entriesOfUserQuery = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom("journal_entries")
    .select(["id", "goal_id", "note", "progress", "created_at", "amount"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id");

export async function entriesOfUser(db: Kysely<Database>, userId: string): Promise<ExportEntry[]> {
  return (await entriesOfUserQuery(db, userId).execute()).map(entryOut);
}

/** The user's likes in the export's order; rows for likeOut. */
export const likesOfUserQuery = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom("likes")
    .innerJoin("goals", "goals.id", "likes.goal_id")
    .innerJoin("users", "users.id", "goals.user_id")
    .select(["likes.goal_id", "likes.created_at", "users.username", "goals.slug", "goals.public"])
    .where("likes.user_id", "=", userId)
    .orderBy("likes.created_at")
    .orderBy("likes.goal_id");

/** A like of the file: a liked goal its owner has since made private shows neither its owner nor its slug. */
export function likeOut(r: {
  goal_id: string;
  created_at: Date | string;
  username: string;
  slug: string | null;
  public: boolean | number;
}) {
  const shown = toBool(r.public);
  return { goal_id: r.goal_id, created_at: toIsoRequired(r.created_at), owner: shown ? r.username : null, slug: shown ? r.slug : null };
}

export async function likesOfUser(db: Kysely<Database>, userId: string) {
  return (await likesOfUserQuery(db, userId).execute()).map(likeOut);
}

/**
 * Rows by id, IN_CHUNK ids per read. Outside a transaction, other requests are served between the
 * reads (an import's plan reads 100,000 ids); inside one, the turn waits on nothing but the event loop.
 */
export async function goalsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<GoalRowOut[]> {
  const out: GoalRowOut[] = [];
  for (const [i, part] of chunks(ids, IN_CHUNK).entries()) {
    if (i > 0) await nextTurn();
    out.push(...(await db.selectFrom("goals").select(goalCols).where("id", "in", part).execute()).map(goalOut));
  }
  return out;
}

export interface EntryRowOut extends ExportEntry {
  user_id: string;
}

/** As goalsByIds: the event loop served between reads. */
export async function entriesByIds(db: Kysely<Database>, ids: readonly string[]): Promise<EntryRowOut[]> {
  const out: EntryRowOut[] = [];
  for (const [i, part] of chunks(ids, IN_CHUNK).entries()) {
    if (i > 0) await nextTurn();
    const rows = await db
      .selectFrom("journal_entries")
      .select(["id", "goal_id", "user_id", "note", "progress", "created_at", "amount"])
      .where("id", "in", part)
      .execute();
    out.push(...rows.map(entryOut));
  }
  return out;
}

/** The public goals among ids (a like may only point at one). */
export async function publicGoalIds(db: Kysely<Database>, engine: Engine, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(ids, IN_CHUNK)) {
    const rows = await db.selectFrom("goals").select("id").where("id", "in", part).where("public", "=", boolParam(engine, true)).execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

export async function existingLikes(db: Kysely<Database>, userId: string, goalIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(goalIds, IN_CHUNK)) {
    const rows = await db.selectFrom("likes").select("goal_id").where("user_id", "=", userId).where("goal_id", "in", part).execute();
    for (const r of rows) found.add(r.goal_id);
  }
  return found;
}

export async function insertLikes(db: Kysely<Database>, userId: string, likes: readonly ExportLike[]) {
  for (const part of chunks(likes, BATCH)) {
    await db
      .insertInto("likes")
      .values(part.map((l) => ({ goal_id: l.goal_id, user_id: userId, created_at: l.created_at })))
      .onConflict((oc) => oc.columns(["goal_id", "user_id"]).doNothing())
      .execute();
  }
}

/** likes_count from the likes table, for goals whose likes an import changed. */
export async function recountLikes(db: Kysely<Database>, goalIds: readonly string[]) {
  for (const part of chunks(goalIds, IN_CHUNK)) {
    await db
      .updateTable("goals")
      .set((eb) => ({
        likes_count: eb
          .selectFrom("likes")
          .select((x) => x.fn.countAll<number>().as("n"))
          .whereRef("likes.goal_id", "=", "goals.id"),
      }))
      .where("id", "in", part)
      .execute();
  }
}
