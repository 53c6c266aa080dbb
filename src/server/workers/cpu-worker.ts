/**
 * A pool thread (cpu-pool.ts): one function per kind of task, each taking and answering plain
 * data. A refusal (an AppError, e.g. a malformed import file) is answered as its code and
 * message, so the route answers exactly what the same work on the event loop would; a database
 * that cannot serve is answered as its driver's code, which the error handler maps to 503.
 *
 * Tasks over a user's account say where its data is (account-from.ts): it is read here, over the
 * thread's own connection (read-db.ts), by the same reader the event loop would run.
 */
import type { Kysely } from "kysely";
import { computeAnalyticsSummary } from "../../core/analytics.js";
import type { AnalyticsSummary } from "../../core/analytics.js";
import { importBody, loopImportBody } from "../../core/export-schema.js";
import { computeHabitAnalytics, type HabitAnalytics, type HabitRange } from "../../core/habit-analytics.js";
import { analyticsGoals, type GroupNarrowing, habitAnalyticsGoals } from "../analytics/read-goals.js";
import { coachWork, type CoachWork, type PlainCoachInput } from "../coach/turn-work.js";
import { isDatabaseUnavailable } from "../db/errors.js";
import type { Database } from "../db/schema.js";
import { AppError, type ErrorCode } from "../errors.js";
import { normaliseImport, packImportFile, type PackedImportFile } from "../export/import-file.js";
import { type LoopNote, type LoopPause, loopToDocument } from "../export/loop.js";
import { parseBody } from "../export/raw-body.js";
import { listGoalsWithJournal, toGoal } from "../db/goal-rows.js";
import { listGroups } from "../db/group-rows.js";
import type { From } from "./account-from.js";
import { readDb, readPostgres } from "./read-db.js";

export type CpuTask =
  | { kind: "import"; format: "loop" | "json"; bytes: Uint8Array; userId: string; now: number }
  | {
      kind: "analytics";
      from: From;
      userId: string;
      goalIds: readonly string[] | undefined;
      groupId: GroupNarrowing;
      username: string;
      now: number;
      timeZone: string;
    }
  | {
      kind: "habit-analytics";
      from: From;
      userId: string;
      goalIds: readonly string[] | undefined;
      groupId: GroupNarrowing;
      now: number;
      timeZone: string;
      range: HabitRange;
    }
  | {
      kind: "coach";
      from: From;
      userId: string;
      username: string;
      input: Omit<PlainCoachInput, "goals">;
      withProvider: boolean;
    };

export type CpuAnswer =
  | { kind: "import"; file: PackedImportFile; loop?: { pauses: LoopPause[]; notes: LoopNote[] } }
  | { kind: "analytics"; summary: AnalyticsSummary }
  | { kind: "habit-analytics"; analytics: HabitAnalytics }
  | { kind: "coach"; work: CoachWork };

export type CpuRefusal =
  { kind: "refused"; code: ErrorCode; message: string } | { kind: "db-unavailable"; code: string | undefined; message: string };

function dataOf<T>(from: From, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return read("sqlite" in from ? readDb(from.sqlite) : readPostgres(from.postgres));
}

async function run(task: CpuTask): Promise<CpuAnswer> {
  switch (task.kind) {
    case "import": {
      // Parsed, validated and normalised here (import-file.ts): the plan on the event loop starts from rows ready to compare.
      const now = new Date(task.now);
      if (task.format === "json") return { kind: "import", file: packImportFile(normaliseImport(parseBody(task.bytes, importBody), now)) };
      const { doc, pauses, notes } = loopToDocument(parseBody(task.bytes, loopImportBody), task.userId, now);
      return { kind: "import", file: packImportFile(normaliseImport(doc, now)), loop: { pauses, notes } };
    }
    case "analytics": {
      const read = await dataOf(task.from, (db) => analyticsGoals(db, task.userId, task.goalIds, task.groupId));
      const goals = read.map(({ row, times }) =>
        toGoal(
          row,
          task.username,
          times.map((e) => ({ ...e, goal_id: row.id, note: "" })),
        ),
      );
      return { kind: "analytics", summary: computeAnalyticsSummary(goals, { now: new Date(task.now), timeZone: task.timeZone }) };
    }
    case "habit-analytics": {
      const { goals, weekStart } = await dataOf(task.from, (db) => habitAnalyticsGoals(db, task.userId, task.goalIds, task.groupId));
      const analytics = computeHabitAnalytics(goals, { now: new Date(task.now), timeZone: task.timeZone, weekStart, range: task.range });
      return { kind: "habit-analytics", analytics };
    }
    case "coach": {
      const [goals, groups] = await dataOf(task.from, (db) =>
        Promise.all([listGoalsWithJournal(db, task.userId, task.username), listGroups(db, task.userId)]),
      );
      return { kind: "coach", work: coachWork({ ...task.input, goals, groups }, task.withProvider) };
    }
  }
}

export default async function cpuWorker(task: CpuTask): Promise<CpuAnswer | CpuRefusal> {
  try {
    return await run(task);
  } catch (err) {
    if (err instanceof AppError) return { kind: "refused", code: err.code, message: err.message };
    if (isDatabaseUnavailable(err)) {
      const e = err as { code?: unknown; message?: unknown };
      return { kind: "db-unavailable", code: typeof e.code === "string" ? e.code : undefined, message: String(e.message) };
    }
    throw err;
  }
}
