/**
 * A user's own data back in (out: export-stream.ts). The file arrives read and normalised in the
 * CPU pool (read-import.ts, import-file.ts). An import merges by id, whole or refused:
 * its rows are staged in short transactions (decision 043, import-staging.ts); one short
 * transaction checks every rule again and decides it, and its entries are then published in
 * chunks (decision 064: the importing user's readers may briefly see part of them; a crash
 * mid-publish is finished by the sweep). Rows of the user's are created or overwritten, nothing
 * is deleted, and the goals' denormalised aggregates are recomputed from their entries at the end
 * (docs/decisions/002).
 * An id that belongs to someone else is treated like an id no row has: the row is created under
 * an id of this user's (foreign-ids.ts), so the answer never tells whether the id exists, and
 * the other account's rows are never touched. An entry may only land on a goal in the file or
 * one of the user's: another account's goal and an unknown goal get the same 400.
 */
import type { FastifyBaseLogger } from "fastify";
import { GOAL_WRITTEN_FIELDS } from "../db/goal-columns.js";
import { isUniqueViolation } from "../db/errors.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, badRequest, conflict } from "../errors.js";
import { resolveImportIds } from "./foreign-ids.js";
import {
  beginImportRun,
  dropUndecidedImportRun,
  finishLater,
  finishPublishing,
  holdImportRun,
  lockGoals,
  markPublishing,
  publishStagedGoals,
  stageRows,
} from "./import-staging.js";
import { GOAL_LIMIT_MESSAGES, requireRoomForGoals } from "../goals/goal-limit.js";
import { planGroups } from "./import-groups.js";
import { eachInTurns, filterInTurns, mapInTurns } from "./next-turn.js";
import { lockUser } from "../db/user-lock.js";
import { addImportedPauses, type ImportedPause } from "../db/goal-pauses.js";
import * as q from "./queries.js";
import {
  type ExportEntry,
  type ExportGoal,
  IMPORT_FINISHING_MESSAGE,
  type ImportFinishing,
  type ImportResult,
} from "../../core/export-schema.js";
import type { ImportFile } from "./import-file.js";

// weekdays is a list: compared by value.
const sameGoal = (a: ExportGoal, b: ExportGoal) => GOAL_WRITTEN_FIELDS.every((f) => JSON.stringify(a[f]) === JSON.stringify(b[f]));
const sameEntry = (a: ExportEntry, b: ExportEntry) =>
  a.goal_id === b.goal_id &&
  a.note === b.note &&
  a.progress === b.progress &&
  a.created_at === b.created_at &&
  (a.amount ?? null) === (b.amount ?? null);

export interface ImportOptions {
  /** What a goal of the file becomes when the user already has it (the Loop import keeps the user's choices). */
  mergeGoal?: (old: q.GoalRowOut, incoming: ExportGoal) => ExportGoal;
  /** Pauses of the file's goals (the Loop import's skipped days), written with them. */
  pauses?: readonly ImportedPause[];
}

/** What the pauses of an import came to; `full`: titles of goals that had no room for some. */
export interface ImportedPauses {
  created: number;
  unchanged: number;
  full: string[];
}

/** A publish that finds what the plan read changed underneath it (another request of the user's, or a sweep). */
const IMPORT_RACED = () => conflict("Your goals changed while this file was being imported. Nothing was imported; import it again.");

export async function importDocument(
  deps: AppDeps,
  user: CurrentUser,
  file: ImportFile,
  log: FastifyBaseLogger,
  opts: ImportOptions = {},
): Promise<(ImportResult & { pauses?: ImportedPauses }) | ImportFinishing> {
  const db = deps.db.db;
  const engine = deps.db.engine;
  const likes = file.likes;

  // 1. The plan, from reads outside any transaction (each chunk of ids one read, the event loop
  // served between them): every rule that refuses a file refuses it here, before anything is written.
  // Every entry must land on a goal of this user's: one in the file, or one they have.
  // The passes over the file's entries (up to 100,000) serve the event loop as they go (next-turn.ts).
  const fileGoals = new Set(file.goals.map((g) => g.id));
  const elsewhere = new Set<string>();
  await eachInTurns(file.entries, (e) => {
    if (!fileGoals.has(e.goal_id)) elsewhere.add(e.goal_id);
  });
  const ownElsewhere = new Set((await q.goalsByIds(db, [...elsewhere])).filter((g) => g.user_id === user.id).map((g) => g.id));
  await eachInTurns(file.entries, (e) => {
    if (!fileGoals.has(e.goal_id) && !ownElsewhere.has(e.goal_id)) {
      throw badRequest(`Entry ${e.id} belongs to goal ${e.goal_id}, which is neither in the file nor yours`);
    }
  });

  const goalIds = await resolveImportIds(
    file.goals.map((g) => g.id),
    user.id,
    (ids) => q.goalsByIds(db, ids),
  );
  const entryIds = await resolveImportIds(await mapInTurns(file.entries, (e) => e.id), user.id, (ids) => q.entriesByIds(db, ids));
  const oldGoals = goalIds.own;
  const oldEntries = entryIds.own;
  const groups = await planGroups(db, user.id, file.groups);
  // Issue 30: what the file does not say, a goal you have keeps; a new goal goes ungrouped, last, not archived.
  let nextPlace = (await q.lastGoalPosition(db, user.id)) + 1;
  const goals = file.goals.map((g) => {
    const id = goalIds.idOf(g.id);
    const old = oldGoals.get(id);
    const placed: ExportGoal = {
      ...g,
      id,
      group_id: g.group_id != null ? groups.groupOf(g.id, g.group_id) : g.group_id === null ? null : (old?.group_id ?? null),
      position: g.position ?? old?.position ?? nextPlace++,
      archived: g.archived ?? old?.archived ?? false,
    };
    return old && opts.mergeGoal ? opts.mergeGoal(old, placed) : placed;
  });
  const groupsUsed = groups.existingUsed(goals.map((g) => g.group_id));
  const entries = await mapInTurns(file.entries, (e) => ({
    ...e,
    id: entryIds.idOf(e.id),
    goal_id: fileGoals.has(e.goal_id) ? goalIds.idOf(e.goal_id) : e.goal_id,
  }));

  const changedGoals = goals.filter((g) => {
    const old = oldGoals.get(g.id);
    return !old || !sameGoal(old, g);
  });
  const changedEntries = await filterInTurns(entries, (e) => {
    const old = oldEntries.get(e.id);
    return !old || !sameEntry(old, e);
  });
  const touched = new Set<string>();
  const landedOn = new Set<string>();
  let createdEntries = 0;
  await eachInTurns(changedEntries, (e) => {
    touched.add(e.goal_id);
    landedOn.add(e.goal_id);
    const before = oldEntries.get(e.id);
    if (before)
      touched.add(before.goal_id); // an entry moved to another goal
    else createdEntries++;
  });
  // The goal limit (decision 036): a file that would take the account over it is refused whole.
  const adding = changedGoals.filter((g) => !oldGoals.has(g.id)).length;
  await requireRoomForGoals(db, engine, user.id, adding, (have) => GOAL_LIMIT_MESSAGES.import(have, adding));
  const written = new Set(changedGoals.map((g) => g.id));
  // Goals the file's entries land on that the file does not write: the user's at plan time, checked again at publish.
  const landing = [...landedOn].filter((id) => !written.has(id));

  // 2. Staged in short transactions (decision 043); 3. published: all but the entries in one short
  // transaction that decides the import, then the entries in chunks (decision 064).
  const runId = await beginImportRun(db, user.id, deps.now());
  let likeCounts: ImportResult["likes"];
  let pauseCounts: ImportedPauses | undefined;
  let decided = false;
  try {
    await stageRows(db, engine, { id: runId, userId: user.id }, changedGoals, changedEntries, deps.now);
    likeCounts = await db.transaction().execute(async (trx) => {
      if (!(await holdImportRun(trx, engine, runId))) throw IMPORT_RACED();
      // With the user locked, no group the goals go into can be deleted before they are written.
      await lockUser(trx, engine, user.id);
      const stillThere = new Set((await q.groupsOfUser(trx, user.id)).map((g) => g.id));
      if (groupsUsed.some((id) => !stillThere.has(id))) throw IMPORT_RACED();
      try {
        await q.writeImportedGroups(trx, user.id, groups.created, groups.updated, deps.now().toISOString());
      } catch (err) {
        if (isUniqueViolation(err)) throw IMPORT_RACED();
        throw err;
      }
      // What the plan read may have changed while the rows were staged; the same rules again,
      // now inside the transaction that writes.
      const present = await q.goalsByIds(trx, [...written]);
      if (present.some((g) => g.user_id !== user.id)) throw IMPORT_RACED();
      const addingNow = written.size - present.length;
      await requireRoomForGoals(trx, engine, user.id, addingNow, (have) => GOAL_LIMIT_MESSAGES.import(have, addingNow));
      const landed = await q.goalsByIds(trx, landing);
      if (landed.length !== landing.length || landed.some((g) => g.user_id !== user.id)) throw IMPORT_RACED();
      await lockGoals(trx, engine, [...touched]);

      try {
        await publishStagedGoals(trx, runId, user.id);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.slugTaken);
        throw err;
      }
      await markPublishing(trx, runId, deps.now());
      if (opts.pauses) {
        // Every pause's goal is one of the file's, now published as the user's (or refused above).
        const ownPauses = opts.pauses.filter((p) => fileGoals.has(p.goal_id.toLowerCase()));
        if (ownPauses.length > 0) await lockGoals(trx, engine, [...new Set(ownPauses.map((p) => goalIds.idOf(p.goal_id.toLowerCase())))]);
        const added = await addImportedPauses(
          trx,
          ownPauses.map((p) => ({ ...p, goal_id: goalIds.idOf(p.goal_id.toLowerCase()) })),
          deps.now().toISOString(),
        );
        const titleOf = new Map(goals.map((g) => [g.id, g.title]));
        pauseCounts = { ...added, full: added.full.map((id) => titleOf.get(id) ?? id) };
      }

      const likeable = await q.publicGoalIds(
        trx,
        engine,
        likes.map((l) => l.goal_id),
      );
      const liked = await q.existingLikes(
        trx,
        user.id,
        likes.map((l) => l.goal_id),
      );
      const newLikes = likes.filter((l) => likeable.has(l.goal_id) && !liked.has(l.goal_id));
      await q.insertLikes(trx, user.id, newLikes);
      await q.recountLikes(
        trx,
        newLikes.map((l) => l.goal_id),
      );
      return {
        added: newLikes.length,
        unchanged: likes.filter((l) => liked.has(l.goal_id)).length,
        // Likes of goals that are gone or no longer public (or live on another server).
        skipped: likes.filter((l) => !likeable.has(l.goal_id) && !liked.has(l.goal_id)).length,
      };
    });
    decided = true;
    // From here on the import is decided: a fault does not undo it, and is not answered as if it
    // had (decision 069). The import is accepted and finished later (import-staging.ts).
    try {
      await finishPublishing(db, engine, { id: runId, userId: user.id }, [...touched], deps.now);
    } catch (err) {
      log.warn({ err, runId, userId: user.id }, "import decided, its publish interrupted; finishing it later");
      finishLater(db, engine, { id: runId, userId: user.id }, [...touched], deps.now, log);
      return { status: "finishing", import_id: runId, message: IMPORT_FINISHING_MESSAGE };
    }
  } finally {
    // Refused, the staged rows have served; if this fails, the sweep takes them. A run whose
    // deciding commit landed after all is kept for the sweep to finish, never dropped.
    if (!decided)
      await dropUndecidedImportRun(db, runId).catch((err: unknown) => log.warn({ err, runId }, "import staging cleanup failed"));
  }

  const createdGoals = changedGoals.filter((g) => !oldGoals.has(g.id)).length;
  const result: ImportResult = {
    ...(file.groups.length > 0
      ? { groups: { created: groups.created.length, updated: groups.updated.length, unchanged: groups.unchanged } }
      : {}),
    goals: { created: createdGoals, updated: changedGoals.length - createdGoals, unchanged: goals.length - changedGoals.length },
    entries: {
      created: createdEntries,
      updated: changedEntries.length - createdEntries,
      unchanged: entries.length - changedEntries.length,
    },
    likes: likeCounts,
  };
  log.info({ userId: user.id, import: result, pauses: pauseCounts }, "import applied");
  return pauseCounts ? { ...result, pauses: pauseCounts } : result;
}
