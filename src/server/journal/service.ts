import { clampProgress } from "../../core/progress.js";
import type { CreateJournalBody, JournalEntry, UpdateJournalBody } from "../../core/schemas.js";
import type { Normalised } from "../../core/wire-shape.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { type GoalRules, requireDeletedAccess, requireEntryRules, requireCheckInRules, requireGoalAccess } from "../access.js";
import { periodBounds } from "../../core/dates.js";
import { weekStartOf } from "../db/accounts.js";
import type { WeekStart } from "../../core/habit-rules.js";
import { MESSAGES, badRequest, notFound } from "../errors.js";
import { entryTime } from "./entry-time.js";
import { decodeCursor, encodeCursor } from "../public/cursor.js";
import { watchJournalWrite } from "../db/webhook-outbox.js";
import type { JournalChangeSink } from "../db/journal-change.js";
import * as q from "./queries.js";

/**
 * `id` is given by an Idempotency-Key claim (idempotency/), so a resumed check-in reuses it.
 * The route respells a createdAt body (wire-shape.ts): only created_at is read here.
 * Every write here tells `sink` (the goal list's kept parts) what it changed (decision 068).
 */
export async function addEntry(
  deps: AppDeps,
  user: CurrentUser,
  body: Normalised<CreateJournalBody>,
  id = deps.newId(),
  timeZone = "UTC",
  sink?: JournalChangeSink,
): Promise<JournalEntry> {
  // The goal's rules, the user's week start and whether they have webhooks, in one read.
  const { rules, weekStart, hasWebhooks } = await requireCheckInRules(deps, user, body.goal_id);
  if (body.amount !== undefined && rules.kind !== "amount") throw badRequest(AMOUNT_ONLY);
  if (rules.kind === "amount" && body.amount === undefined) throw badRequest("amount is required for an amount goal");
  if (rules.kind === "progress" && body.progress === undefined) throw badRequest(PROGRESS_REQUIRED);
  const now = deps.now();
  const requested = body.created_at;
  // Back-dating ("I forgot to log yesterday") is fine; the future only within a clock's drift.
  const createdAt = requested ? entryTime(requested, "created_at", now) : now.toISOString();
  const entry = {
    id,
    goalId: body.goal_id,
    userId: user.id,
    note: body.note.trim(),
    // A check or amount goal's progress is derived from its period (journal/habit-entries.ts).
    progress: rules.kind === "progress" ? clampProgress(body.progress ?? 0) : 0,
    createdAt,
    amount: rules.kind === "amount" ? (body.amount ?? null) : null,
  };
  const habit = habitWrite(rules, timeZone, weekStart);
  const notify = await watchJournalWrite(deps.db.db, deps, user.id, body.goal_id, hasWebhooks);
  const written = await q.insertEntry(deps.db.db, deps.db.engine, entry, habit, sink);
  if (!written) throw notFound(MESSAGES.goalNotFound);
  await notify("checkin.created", { entry: written });
  return written;
}

const AMOUNT_ONLY = "amount is only for amount goals";
const PROGRESS_REQUIRED = "progress must be a number from 0 to 100";

/**
 * What a write to a check or amount goal's journal needs to re-derive its periods: the goal's
 * rules and its periods in the request's zone, weeks starting as the user chose. Undefined for a
 * progress goal.
 */
async function habitWriteOf(deps: AppDeps, user: CurrentUser, rules: GoalRules, timeZone: string): Promise<q.HabitWrite | undefined> {
  if (rules.kind === "progress") return undefined;
  return habitWrite(rules, timeZone, rules.timeframe === "weekly" ? await weekStartOf(deps.db.db, user.id) : "monday");
}

function habitWrite(rules: GoalRules, timeZone: string, weekStart: WeekStart): q.HabitWrite | undefined {
  if (rules.kind === "progress") return undefined;
  return {
    goal: rules,
    periodOf: (createdAt) => {
      const { from, to } = periodBounds(rules.timeframe, new Date(createdAt), timeZone, weekStart);
      return { from: from.toISOString(), to: to.toISOString() };
    },
  };
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
export async function deleteEntry(
  deps: AppDeps,
  user: CurrentUser,
  entryId: string,
  timeZone = "UTC",
  sink?: JournalChangeSink,
): Promise<string> {
  const rules = await requireEntryRules(deps, user, entryId);
  const habit = await habitWriteOf(deps, user, rules, timeZone);
  const notify = await watchJournalWrite(deps.db.db, deps, user.id, rules.goalId);
  const goalId = await q.deleteEntry(deps.db.db, deps.db.engine, user.id, entryId, deps.now(), habit, sink);
  if (goalId === undefined) throw notFound(MESSAGES.entryNotFound);
  await notify("checkin.deleted", { entry: { id: entryId, goal_id: goalId } });
  return goalId;
}

/** Edits an entry of the user's (issue 17); 404 for anyone else's, as for an unknown id. */
export async function updateEntry(
  deps: AppDeps,
  user: CurrentUser,
  entryId: string,
  body: UpdateJournalBody,
  timeZone = "UTC",
  sink?: JournalChangeSink,
): Promise<JournalEntry> {
  const rules = await requireEntryRules(deps, user, entryId);
  if (body.note === undefined && body.progress === undefined && body.created_at === undefined && body.amount === undefined) {
    throw badRequest("Nothing to change: send note, progress or created_at");
  }
  if (body.amount !== undefined && rules.kind !== "amount") throw badRequest(AMOUNT_ONLY);
  if (body.progress !== undefined && rules.kind !== "progress") {
    throw badRequest("progress is derived for check and amount goals: send amount or created_at");
  }
  const change = {
    note: body.note,
    progress: body.progress === undefined ? undefined : clampProgress(body.progress),
    createdAt: body.created_at === undefined ? undefined : entryTime(body.created_at, "created_at", deps.now()),
    amount: body.amount,
  };
  const habit = await habitWriteOf(deps, user, rules, timeZone);
  const notify = await watchJournalWrite(deps.db.db, deps, user.id, rules.goalId);
  const entry = await q.updateEntry(deps.db.db, deps.db.engine, user.id, entryId, change, habit, sink);
  if (!entry) throw notFound(MESSAGES.entryNotFound);
  await notify("checkin.updated", { entry });
  return entry;
}

/** Undo of a delete (decision 017): only the owner, only within the restore window; else 404. */
export async function restoreEntry(
  deps: AppDeps,
  user: CurrentUser,
  entryId: string,
  timeZone = "UTC",
  sink?: JournalChangeSink,
): Promise<JournalEntry> {
  await requireDeletedAccess(deps, user, "journal_entry", entryId);
  const weekStart = await weekStartOf(deps.db.db, user.id);
  const entry = await q.restoreEntry(
    deps.db.db,
    deps.db.engine,
    user.id,
    entryId,
    deps.now(),
    (rules) => habitWrite(rules, timeZone, weekStart),
    sink,
  );
  if (!entry) throw notFound(MESSAGES.entryNotFound);
  return entry;
}
