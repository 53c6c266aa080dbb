import { clampProgress } from "../../core/progress.js";
import type { CreateJournalBody, JournalEntry, UpdateJournalBody } from "../../core/schemas.js";
import type { Normalised } from "../../core/wire-shape.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { requireDeletedAccess, requireEntryAccess, requireGoalAccess } from "../access.js";
import { MESSAGES, badRequest, notFound } from "../errors.js";
import { entryTime } from "./entry-time.js";
import { decodeCursor, encodeCursor } from "../public/cursor.js";
import * as q from "./queries.js";

/**
 * `id` is given by an Idempotency-Key claim (idempotency/), so a resumed check-in reuses it.
 * The route respells a createdAt body (wire-shape.ts): only created_at is read here.
 */
export async function addEntry(
  deps: AppDeps,
  user: CurrentUser,
  body: Normalised<CreateJournalBody>,
  id = deps.newId(),
): Promise<JournalEntry> {
  await requireGoalAccess(deps, user, body.goal_id);
  const now = deps.now();
  const requested = body.created_at;
  // Back-dating ("I forgot to log yesterday") is fine; the future only within a clock's drift.
  const createdAt = requested ? entryTime(requested, "created_at", now) : now.toISOString();
  const entry = {
    id,
    goalId: body.goal_id,
    userId: user.id,
    note: body.note.trim(),
    progress: clampProgress(body.progress),
    createdAt,
  };
  const ok = await q.insertEntry(deps.db.db, deps.db.engine, entry);
  if (!ok) throw notFound(MESSAGES.goalNotFound);
  return { id: entry.id, goal_id: entry.goalId, note: entry.note, progress: entry.progress, created_at: createdAt };
}

/** The user's entry with this id, if any (a resumed check-in reads back what it wrote). */
export async function findEntry(deps: AppDeps, user: CurrentUser, entryId: string): Promise<JournalEntry | undefined> {
  return q.findEntry(deps.db.db, user.id, entryId);
}

/** A page of entries newest first, and the cursor of the next page when there is one. */
export async function listEntries(
  deps: AppDeps,
  user: CurrentUser,
  f: { goalId: string | undefined; limit: number; cursor: string | undefined },
): Promise<{ items: JournalEntry[]; nextCursor: string | undefined }> {
  if (f.goalId !== undefined) await requireGoalAccess(deps, user, f.goalId);
  const before = f.cursor === undefined ? undefined : decodeCursor(f.cursor);
  const { items, last } = await q.listEntries(deps.db.db, user.id, { goalId: f.goalId, limit: f.limit, before });
  return { items, nextCursor: last ? encodeCursor({ k: null, ...last }) : undefined };
}

/** Deletes an entry of the user's; answers the id of its goal (whose answer a client may ask for). */
export async function deleteEntry(deps: AppDeps, user: CurrentUser, entryId: string): Promise<string> {
  await requireEntryAccess(deps, user, entryId);
  const goalId = await q.deleteEntry(deps.db.db, deps.db.engine, user.id, entryId, deps.now());
  if (goalId === undefined) throw notFound(MESSAGES.entryNotFound);
  return goalId;
}

/** Edits an entry of the user's (issue 17); 404 for anyone else's, as for an unknown id. */
export async function updateEntry(deps: AppDeps, user: CurrentUser, entryId: string, body: UpdateJournalBody): Promise<JournalEntry> {
  await requireEntryAccess(deps, user, entryId);
  if (body.note === undefined && body.progress === undefined && body.created_at === undefined) {
    throw badRequest("Nothing to change: send note, progress or created_at");
  }
  const change = {
    note: body.note,
    progress: body.progress === undefined ? undefined : clampProgress(body.progress),
    createdAt: body.created_at === undefined ? undefined : entryTime(body.created_at, "created_at", deps.now()),
  };
  const entry = await q.updateEntry(deps.db.db, deps.db.engine, user.id, entryId, change);
  if (!entry) throw notFound(MESSAGES.entryNotFound);
  return entry;
}

/** Undo of a delete (decision 017): only the owner, only within the restore window; else 404. */
export async function restoreEntry(deps: AppDeps, user: CurrentUser, entryId: string): Promise<JournalEntry> {
  await requireDeletedAccess(deps, user, "journal_entry", entryId);
  const entry = await q.restoreEntry(deps.db.db, deps.db.engine, user.id, entryId, deps.now());
  if (!entry) throw notFound(MESSAGES.entryNotFound);
  return entry;
}
