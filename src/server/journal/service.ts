import { clampProgress } from "../../core/progress.js";
import type { CreateJournalBody, JournalEntry } from "../../core/schemas.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, badRequest, notFound } from "../errors.js";
import { decodeCursor, encodeCursor } from "../public/cursor.js";
import * as q from "./queries.js";

/** A back-dated check-in is fine; one from the future is a client clock or a bug. */
const FUTURE_TOLERANCE_MS = 60_000;

/** `id` is given by an Idempotency-Key claim (idempotency/), so a resumed check-in reuses it. */
export async function addEntry(deps: AppDeps, user: CurrentUser, body: CreateJournalBody, id = deps.newId()): Promise<JournalEntry> {
  const now = deps.now();
  const requested = body.created_at ?? body.createdAt;
  let createdAt = now.toISOString();
  if (requested) {
    const t = Date.parse(requested);
    if (t > now.getTime() + FUTURE_TOLERANCE_MS) throw badRequest("created_at cannot be in the future");
    // Year 0000 passes the ISO check but PostgreSQL cannot store it; no check-in predates 1970.
    if (!(t >= 0)) throw badRequest("created_at cannot be before 1970");
    createdAt = new Date(t).toISOString();
  }
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
  const before = f.cursor === undefined ? undefined : decodeCursor(f.cursor);
  if (f.goalId && !(await q.goalBelongsTo(deps.db.db, user.id, f.goalId))) throw notFound(MESSAGES.goalNotFound);
  const { items, last } = await q.listEntries(deps.db.db, user.id, { goalId: f.goalId, limit: f.limit, before });
  return { items, nextCursor: last ? encodeCursor({ k: null, ...last }) : undefined };
}

export async function deleteEntry(deps: AppDeps, user: CurrentUser, entryId: string): Promise<void> {
  const ok = await q.deleteEntry(deps.db.db, deps.db.engine, user.id, entryId);
  if (!ok) throw notFound(MESSAGES.entryNotFound);
}
