/** What an export holds, read where its text is built (workers/cpu-worker.ts): the whole account of one user. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { emailOf } from "../db/user-emails.js";
import { EXPORT_FORMAT, EXPORT_VERSION } from "../../core/export-schema.js";
import * as q from "./queries.js";

/** `amount` and `unit` (issue 29): an amount goal's check-in amount and its goal's unit; empty for other kinds. */
export const ENTRIES_CSV_HEADER = ["entry_id", "goal_id", "goal_title", "created_at", "progress", "note", "amount", "unit"] as const;

export async function exportDocument(db: Kysely<Database>, user: { id: string; username: string }, exportedAt: string) {
  const [groups, goals, entries, likes, email] = await Promise.all([
    q.groupsOfUser(db, user.id),
    q.goalsOfUser(db, user.id),
    q.entriesOfUser(db, user.id),
    q.likesOfUser(db, user.id),
    emailOf(db, user.id),
  ]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: exportedAt,
    username: user.username,
    groups: groups.map(({ id, name, position }) => ({ id, name, position })),
    goals: goals.map(({ user_id: _owner, ...g }) => g),
    entries,
    likes,
    email,
  };
}
export type ExportDocument = Awaited<ReturnType<typeof exportDocument>>;

/** The rows of the entries' CSV (ENTRIES_CSV_HEADER), each entry with its goal's title. */
export async function entryCsvRows(db: Kysely<Database>, userId: string) {
  const [goals, entries] = await Promise.all([q.goalsOfUser(db, userId), q.entriesOfUser(db, userId)]);
  const byId = new Map(goals.map((g) => [g.id, g]));
  return entries.map((e) => {
    const goal = byId.get(e.goal_id);
    return [e.id, e.goal_id, goal?.title ?? "", e.created_at, e.progress, e.note, e.amount ?? "", goal?.unit ?? ""] as const;
  });
}
export type EntryCsvRows = Awaited<ReturnType<typeof entryCsvRows>>;
