import { CATEGORIES, GOAL_JOURNAL_WINDOW, TIMEFRAMES } from "../../core/constants.js";
import { readJournal } from "../../core/goal-facts.js";
import { apiGoalFigures, journalWindow } from "../../core/goal-window.js";
import type { CreateGoalBody, Goal, JournalEntry, UpdateGoalBody } from "../../core/schemas.js";
import type { Pause } from "../../core/pauses.js";
import type { JournalChange } from "../db/journal-change.js";
import { slugProblem, slugify } from "../../core/slug.js";
import { type HabitFields, resolveHabitFields } from "../../core/habit-fields.js";
import { habitOfRow, habitToRow } from "../db/habit-columns.js";
import { dayKey } from "../../core/dates.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { listVersion as readListVersion } from "../db/data-version.js";
import { isUniqueViolation } from "../db/errors.js";
import { toIsoRequired } from "../db/values.js";
import { requireDeletedAccess, requireGoalAccess, requireGoalsAccess, requireGroupAccess } from "../access.js";
import { changedPlaces, moveTo, reorder } from "../../core/manual-order.js";
import { lockUser } from "../db/user-lock.js";
import { MESSAGES, badRequest, conflict, notFound } from "../errors.js";
import { deleteGoalWithTombstone, restoreGoalFromTombstone } from "./goal-tombstone.js";
import { requireRoomForGoals } from "./goal-limit.js";
import { historyHorizon } from "../db/history-version.js";
import { type FactsEntry, entryTimesOfGoals, listGoalsWithStamps, toGoal } from "../db/goal-rows.js";
import { pausesOfGoals } from "../db/goal-pauses.js";
import { weekStartOf } from "../db/accounts.js";
import type { GoalFactsCache, GoalPart, PartBasis, PartKey } from "./facts-cache.js";
import type { GoalHistoryCache, KeptHistory } from "./history-cache.js";
import { enqueueEvent, goalEventData } from "../db/webhook-outbox.js";
import * as q from "./queries.js";

const categories = new Set<string>(CATEGORIES);
const timeframes = new Set<string>(TIMEFRAMES);

/** The version of the user's list (db/data-version.ts); read it before the list. */
export async function listVersion(deps: AppDeps, user: CurrentUser): Promise<string> {
  return readListVersion(deps.db.db, user.id);
}

/**
 * Every goal with its facts over the whole journal in `timeZone` and only its latest entries
 * (decision 020): the answer's size depends on the number of goals, not on the years. Each goal's
 * part comes from `parts` while the goal's stamp, the zone's day and its pauses are the same, so
 * a rebuild after a write reads and derives the written goals only (decision 030), and of their
 * journals it reads only the entries since the horizon of what `history` keeps (decision 034).
 * The goals not archived, or with `archived` only the archived ones (issue 30).
 */
export async function listGoals(deps: AppDeps, user: CurrentUser, timeZone: string, keep: ListKeep, archived = false): Promise<Goal[]> {
  // The goal rows (and their stamps) first: a part derived below is never older than its stamp.
  return asListed(deps, user, timeZone, keep, await listGoalsWithStamps(deps.db.db, user.id, { archived }), !archived);
}

/**
 * One goal of the user's as listGoals lists it now, by the same derivation and from the same
 * kept part (derived here when missing, and kept for the next list): what a journal write answers
 * (decision 044). 404 when the user has no such goal.
 */
export async function listedGoal(deps: AppDeps, user: CurrentUser, goalId: string, timeZone: string, keep: ListKeep): Promise<Goal> {
  const [goal] = await asListed(deps, user, timeZone, keep, await listGoalsWithStamps(deps.db.db, user.id, { onlyGoalId: goalId }), false);
  if (!goal) throw notFound(MESSAGES.goalNotFound);
  return goal;
}

/**
 * `goals` as the list shows them; `everyGoal`: they are all of the user's goals but the archived
 * ones (one scan of the user's index; the entries of other goals are passed over).
 */
async function asListed(
  deps: AppDeps,
  user: CurrentUser,
  timeZone: string,
  { parts, history }: ListKeep,
  goals: Awaited<ReturnType<typeof listGoalsWithStamps>>,
  everyGoal: boolean,
): Promise<Goal[]> {
  const db = deps.db.db;
  const pauses = await pausesOfGoals(
    db,
    goals.map(({ row }) => row.id),
  );
  const now = deps.now();
  const day = dayKey(now, timeZone);
  const keyed = goals.map(({ row, stamp, history: historyStamp }) => {
    const goalPauses = pauses.get(row.id) ?? [];
    const key: PartKey = { goalId: row.id, stamp, timeZone, day, pauses: JSON.stringify(goalPauses) };
    return { row, key, historyStamp, pauses: goalPauses, part: parts.get(key) };
  });
  // A part behind its goal's stamp by writes this process told: updated from them (decision 068).
  const derived: Derived[] = [];
  const missing: Keyed[] = [];
  for (const g of keyed) {
    if (g.part !== undefined) continue;
    const updated = updatedFromChanges(g, { parts, history }, now);
    if (updated) derived.push(updated);
    else missing.push(g);
  }
  if (missing.length > 0) {
    // Read only to derive: a change of it restamps every goal of the user's (db/accounts.ts).
    const weekStart = await weekStartOf(db, user.id);
    const journals = await wholeJournals(
      deps,
      user.id,
      missing.map((g) => ({ id: g.row.id, historyStamp: g.historyStamp })),
      history,
      everyGoal && missing.length === keyed.length,
    );
    for (const g of missing) {
      const { kept, recent } = journals.get(g.row.id) as WholeJournal;
      derived.push(derivePart(g, { historyStamp: kept.version, horizon: kept.horizon, recent, weekStart }, kept, now, new Map()));
      parts.counts.derived += 1;
    }
  }
  if (derived.length > 0) {
    // The notes of the window's entries: those a kept part or a told change does not hold, read by id.
    const unread = derived.flatMap((d) => d.ids.filter((id) => !d.notes.has(id)));
    const read = unread.length > 0 ? await q.entriesByIds(db, user.id, unread) : new Map<string, JournalEntry>();
    for (const { g, figures, ids, notes, basis } of derived) {
      g.part = { ...figures, journal: ids.map((id) => notes.get(id) ?? read.get(id)).filter((e) => e !== undefined), basis };
      parts.set(g.key, g.part);
    }
  }
  return keyed.map(({ row, part, pauses: goalPauses }) => ({
    ...toGoal(row, user.username, part!.journal),
    facts: part!.facts,
    strength: part!.strength,
    pauses: goalPauses,
  }));
}

type Keyed = {
  row: Awaited<ReturnType<typeof listGoalsWithStamps>>[number]["row"];
  key: PartKey;
  historyStamp: string;
  pauses: Pause[];
  part: GoalPart | undefined;
};

interface Derived {
  g: Keyed;
  figures: ReturnType<typeof apiGoalFigures>;
  basis: PartBasis;
  /** The ids of the entries the list sends, and the entries with notes known without a read. */
  ids: string[];
  notes: Map<string, JournalEntry>;
}

/**
 * A goal's part derived from its whole journal (the kept history, then the entries since its
 * horizon): the one derivation of the list's figures, whether the entries since the horizon were
 * read or updated from a write's change.
 */
function derivePart(g: Keyed, basis: PartBasis, kept: KeptHistory, now: Date, notes: Map<string, JournalEntry>): Derived {
  const journal = kept.entries.length === 0 ? basis.recent : [...kept.entries, ...basis.recent];
  // Every entry's time parsed once for the facts, the strip and the window; the kept history's
  // once while it is kept (a write's update parses only the entries since the horizon), and walked
  // for the facts once per zone and day (decision 073: the facts then walk the entries since it).
  kept.read ??= readJournal(kept.entries);
  kept.walk ??= { length: kept.entries.length };
  const read = { ...readJournal(journal, kept.read), prefix: kept.walk };
  const figures = apiGoalFigures(
    { ...habitOfRow(g.row), timeframe: g.row.timeframe, created_at: toIsoRequired(g.row.created_at), journal, pauses: g.pauses },
    { now, timeZone: g.key.timeZone, weekStart: basis.weekStart },
    read,
  );
  return { g, figures, basis, ids: journalWindow(journal, GOAL_JOURNAL_WINDOW, read).map((e) => e.id), notes };
}

/**
 * The goal's part brought up to date from the changes this process's writes told since the part
 * kept for its zone was derived (decision 068), or undefined when it cannot be, exactly: no such
 * part or chain of changes, another day, other pauses, another history, or an entry before the
 * horizon. Then the part is derived from the database.
 */
function updatedFromChanges(g: Keyed, { parts, history }: ListKeep, now: Date): Derived | undefined {
  const filed = parts.filed(g.key);
  const basis = filed?.part.basis;
  if (!filed || !basis || filed.key.day !== g.key.day || filed.key.pauses !== g.key.pauses) return undefined;
  if (g.historyStamp !== basis.historyStamp) return undefined;
  const chain = parts.changesBetween(g.row.id, filed.key.stamp, g.key.stamp);
  if (!chain || chain.some((c) => c.before.history !== basis.historyStamp || c.after.history !== basis.historyStamp)) return undefined;
  const kept = history.get(g.row.id, basis.historyStamp, now.getTime());
  if (!kept || kept.horizon !== basis.horizon) return undefined;
  const recent = applyChanges(basis.recent, chain, basis.horizon);
  if (!recent) return undefined;
  const notes = new Map(filed.part.journal.map((e) => [e.id, e]));
  for (const c of chain) {
    for (const id of c.removed) notes.delete(id);
    for (const e of c.put) notes.set(e.id, e);
    for (const [id, progress] of c.progress) {
      const e = notes.get(id);
      if (e) notes.set(id, { ...e, progress });
    }
  }
  parts.counts.updated += 1;
  return derivePart(g, { ...basis, recent }, kept, now, notes);
}

/**
 * The entries from `horizon` on after the changes, in the list's read order (created_at, id);
 * undefined where a change cannot be applied exactly: an entry to remove or re-derive that is not
 * there, one to put that is there already (the part was derived after that write) or is older
 * than the horizon.
 */
function applyChanges(entries: readonly FactsEntry[], chain: readonly JournalChange[], horizon: string): FactsEntry[] | undefined {
  const out = [...entries];
  const indexOf = (id: string) => out.findIndex((e) => e.id === id);
  for (const c of chain) {
    for (const id of c.removed) {
      const i = indexOf(id);
      if (i < 0) return undefined;
      out.splice(i, 1);
    }
    for (const e of c.put) {
      if (e.created_at < horizon || indexOf(e.id) >= 0) return undefined;
      let i = out.length;
      while (i > 0 && before(e, out[i - 1] as FactsEntry)) i -= 1;
      out.splice(i, 0, {
        id: e.id,
        progress: e.progress,
        created_at: e.created_at,
        ...(e.amount === undefined ? {} : { amount: e.amount }),
      });
    }
    for (const [id, progress] of c.progress) {
      const i = indexOf(id);
      if (i < 0) return undefined;
      out[i] = { ...(out[i] as FactsEntry), progress };
    }
  }
  return out;
}

/** The list's read order: created_at, then id (ISO instants and lower-case ids compare as text). */
const before = (a: FactsEntry, b: FactsEntry) => a.created_at < b.created_at || (a.created_at === b.created_at && a.id < b.id);

/** What the goal list keeps between its rebuilds (created once per server by goals/routes.ts). */
export interface ListKeep {
  parts: GoalFactsCache;
  history: GoalHistoryCache;
}

interface WholeJournal {
  /** The goal's entries before the horizon, as kept. */
  kept: KeptHistory;
  /** The goal's entries from the horizon on, read now. */
  recent: FactsEntry[];
}

/**
 * The whole journal of each goal (time and progress), oldest first: the entries before the
 * horizon from `history` where it keeps them under the goal's history stamp, and only the
 * entries since read; where it does not, the entries before a new horizon read and kept first.
 * `everyGoal`: these are all of the user's goals (one scan of the user's index, not one per goal).
 */
async function wholeJournals(
  deps: AppDeps,
  userId: string,
  goals: readonly { id: string; historyStamp: string }[],
  history: GoalHistoryCache,
  everyGoal: boolean,
): Promise<Map<string, WholeJournal>> {
  const db = deps.db.db;
  const nowMs = deps.now().getTime();
  const kept = new Map<string, KeptHistory>();
  const unkept = goals.filter((g) => {
    const k = history.get(g.id, g.historyStamp, nowMs);
    if (k) kept.set(g.id, k);
    return k === undefined;
  });
  if (unkept.length > 0) {
    // The horizon before the entries: a write between the goal rows and this read is either in
    // what is read or moved the stamp these entries are filed under (db/history-version.ts).
    const horizon = await historyHorizon(db, deps.db.engine);
    const old = await entryTimesOfGoals(
      db,
      userId,
      unkept.map((g) => g.id),
      { everyGoal: everyGoal && unkept.length === goals.length, before: horizon },
    );
    for (const g of unkept) {
      const k: KeptHistory = { version: g.historyStamp, horizon, entries: old.get(g.id) ?? [] };
      history.set(g.id, k);
      kept.set(g.id, k);
    }
  }
  // The entries since each horizon, one read per horizon (goals kept at different times differ).
  const byHorizon = new Map<string, string[]>();
  for (const [id, k] of kept) byHorizon.set(k.horizon, [...(byHorizon.get(k.horizon) ?? []), id]);
  const journals = new Map<string, WholeJournal>();
  for (const [horizon, ids] of byHorizon) {
    const recent = await entryTimesOfGoals(db, userId, ids, { everyGoal: everyGoal && ids.length === goals.length, since: horizon });
    for (const id of ids) journals.set(id, { kept: kept.get(id) as KeptHistory, recent: recent.get(id) ?? [] });
  }
  return journals;
}

/** The goal if the user has one with this id (a resumed create reads back what it wrote). */
export async function findGoal(deps: AppDeps, user: CurrentUser, goalId: string): Promise<Goal | undefined> {
  const row = await q.findOwnGoal(deps.db.db, user.id, goalId);
  return row ? toGoal(row, user.username, await q.listEntriesOfGoal(deps.db.db, goalId)) : undefined;
}

export async function getGoal(deps: AppDeps, user: CurrentUser, goalId: string): Promise<Goal> {
  await requireGoalAccess(deps, user, goalId);
  const row = await q.findOwnGoal(deps.db.db, user.id, goalId);
  if (!row) throw notFound(MESSAGES.goalNotFound);
  return toGoal(row, user.username, await q.listEntriesOfGoal(deps.db.db, goalId));
}

/** `id` is given by an Idempotency-Key claim (idempotency/), so a resumed create reuses it. */
export async function createGoal(deps: AppDeps, user: CurrentUser, body: CreateGoalBody, id = deps.newId()): Promise<Goal> {
  const title = body.title?.trim() ?? "";
  const category = body.category?.trim().toLowerCase() ?? "";
  const timeframe = body.timeframe?.trim().toLowerCase() ?? "";
  if (!title || !category || !timeframe) throw badRequest(MESSAGES.createGoalInvalid);
  if (!categories.has(category)) throw badRequest(`category must be one of ${CATEGORIES.join(", ")}`);
  if (!timeframes.has(timeframe)) throw badRequest(`timeframe must be one of ${TIMEFRAMES.join(", ")}`);
  const habit = habitFieldsOrThrow(body, undefined, timeframe);
  await deps.db.db.transaction().execute(async (trx) => {
    await requireRoomForGoals(trx, deps.db.engine, user.id, 1);
    await q.insertGoal(trx, {
      id,
      userId: user.id,
      title,
      description: body.description?.trim() ?? "",
      motivation: body.motivation?.trim() ?? "",
      category,
      timeframe,
      now: deps.now().toISOString(),
      habit: habitToRow(habit),
    });
    await enqueueEvent(trx, deps, user.id, "goal.created", () => goalEventData(trx, id));
  });
  return getGoal(deps, user, id);
}

/**
 * Applies a partial update. Visibility rules (spec §4): a goal can only be public with a slug;
 * a slug sent with public:true publishes both together. A null slug means "leave it as is".
 */
export async function updateGoal(deps: AppDeps, user: CurrentUser, goalId: string, body: UpdateGoalBody) {
  await requireGoalAccess(deps, user, goalId);
  const current = await q.findOwnGoal(deps.db.db, user.id, goalId);
  if (!current) throw notFound(MESSAGES.goalNotFound);

  const changes: q.GoalChanges = { updated_at: deps.now().toISOString() };
  if (body.title !== undefined) {
    const title = body.title.trim();
    if (!title) throw badRequest(MESSAGES.titleEmpty);
    changes.title = title;
  }
  if (body.description !== undefined) changes.description = body.description.trim();
  if (body.motivation !== undefined) changes.motivation = body.motivation.trim();
  if (body.category !== undefined) changes.category = body.category;
  if (body.timeframe !== undefined) changes.timeframe = body.timeframe;
  if (body.slug != null) {
    const slug = slugify(body.slug);
    // Say why: "!!!" or only emoji is text the user did enter (issue 15 item 4).
    if (!slug) throw badRequest(slugProblem(body.slug) ?? MESSAGES.slugRequired);
    changes.slug = slug;
  }
  if (body.public !== undefined) {
    if (body.public && !(changes.slug ?? current.slug)) throw badRequest(MESSAGES.slugRequired);
    changes.public = body.public;
  }
  const habitSent = HABIT_KEYS.some((k) => body[k] !== undefined);
  if (habitSent || body.timeframe !== undefined) {
    changes.habit = habitToRow(habitFieldsOrThrow(body, habitOfRow(current), changes.timeframe ?? current.timeframe));
  }
  if (body.group_id !== undefined) {
    if (body.group_id !== null) await requireGroupAccess(deps, user, body.group_id);
    changes.group_id = body.group_id;
  }
  if (body.archived !== undefined) changes.archived = body.archived;

  try {
    await deps.db.db.transaction().execute(async (trx) => {
      // With the user locked, a group checked here cannot be deleted before the goal is put in it.
      await lockUser(trx, deps.db.engine, user.id);
      if (changes.group_id && !(await q.hasOwnGroup(trx, user.id, changes.group_id))) throw notFound(MESSAGES.groupNotFound);
      await q.updateOwnGoal(trx, deps.db.engine, user.id, goalId, changes);
      if (body.position !== undefined) {
        const ordered = await q.manualOrder(trx, user.id);
        await q.setGoalPositions(trx, user.id, changedPlaces(ordered, moveTo(ordered, goalId, body.position)));
      }
      await enqueueEvent(trx, deps, user.id, "goal.updated", () => goalEventData(trx, goalId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.slugTaken);
    throw err;
  }
  return getGoal(deps, user, goalId);
}

const HABIT_KEYS = ["kind", "target", "unit", "direction", "weekdays", "every_days"] as const;

/** The goal's habit fields after this write (core/habit-fields.ts), or its 400. */
function habitFieldsOrThrow(body: CreateGoalBody | UpdateGoalBody, current: HabitFields | undefined, timeframe: string): HabitFields {
  const resolved = resolveHabitFields(body, current, timeframe);
  if (typeof resolved === "string") throw badRequest(resolved);
  return resolved;
}

/**
 * PUT /goals/order (issue 30): the listed goals take, in the order listed, the places they held
 * among all the user's goals (core/manual-order.ts reorder); any goal not the user's is a 404
 * before anything is written.
 */
export async function setGoalOrder(deps: AppDeps, user: CurrentUser, ids: readonly string[]): Promise<void> {
  await requireGoalsAccess(deps, user, ids);
  await deps.db.db.transaction().execute(async (trx) => {
    await lockUser(trx, deps.db.engine, user.id);
    const ordered = await q.manualOrder(trx, user.id);
    const owned = new Set(ordered.map((g) => g.id));
    // A goal deleted since the check: nothing is written.
    if (!ids.every((id) => owned.has(id))) throw notFound(MESSAGES.goalNotFound);
    await q.setGoalPositions(trx, user.id, changedPlaces(ordered, reorder(ordered, ids)));
  });
}

export async function deleteGoal(deps: AppDeps, user: CurrentUser, goalId: string): Promise<void> {
  await requireGoalAccess(deps, user, goalId);
  const deleted = await deleteGoalWithTombstone(deps.db.db, user.id, goalId, deps.now(), (trx) =>
    enqueueEvent(trx, deps, user.id, "goal.deleted", () => ({ goal: { id: goalId } })).then(() => undefined),
  );
  if (!deleted) throw notFound(MESSAGES.goalNotFound);
}

/** Undo of a goal's delete (decision 017): the owner's, within the window; else 404. */
export async function restoreGoal(deps: AppDeps, user: CurrentUser, goalId: string): Promise<Goal> {
  await requireDeletedAccess(deps, user, "goal", goalId);
  const outcome = await restoreGoalFromTombstone(deps.db.db, deps.db.engine, user.id, goalId, deps.now());
  if (outcome === "gone") throw notFound(MESSAGES.goalNotFound);
  if (outcome === "taken") throw conflict(MESSAGES.slugTaken);
  return getGoal(deps, user, goalId);
}
