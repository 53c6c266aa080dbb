/**
 * A pool thread (cpu-pool.ts): one function per kind of task, each taking and answering plain
 * data. A refusal (an AppError, e.g. a malformed import file) is answered as its code and
 * message, so the route answers exactly what the same work on the event loop would.
 */
import { computeAnalyticsSummary } from "../../core/analytics.js";
import type { AnalyticsSummary } from "../../core/analytics.js";
import { toCsv } from "../../core/csv.js";
import type { ImportDocument } from "../../core/export-schema.js";
import { importBody, loopImportBody } from "../../core/export-schema.js";
import { coachWork, type CoachWork, type PlainCoachInput } from "../coach/turn-work.js";
import { AppError, type ErrorCode } from "../errors.js";
import { loopToDocument } from "../export/loop.js";
import { parseBody } from "../export/raw-body.js";
import { type listGoalsWithTimes, toGoal } from "../goals/queries.js";

export type CpuTask =
  | { kind: "import"; format: "loop" | "json"; bytes: Uint8Array; userId: string; now: number }
  | {
      kind: "analytics";
      goals: Awaited<ReturnType<typeof listGoalsWithTimes>>;
      username: string;
      now: number;
      timeZone: string;
    }
  | { kind: "coach"; input: PlainCoachInput; withProvider: boolean }
  | { kind: "json"; value: unknown }
  | { kind: "csv"; header: readonly string[]; rows: readonly (readonly unknown[])[] };

export type CpuAnswer =
  | { kind: "import"; doc: ImportDocument }
  | { kind: "analytics"; summary: AnalyticsSummary }
  | { kind: "coach"; work: CoachWork }
  /** UTF-8 text, its buffer moved (not copied) back to the event loop. */
  | { kind: "json"; bytes: Uint8Array }
  | { kind: "csv"; bytes: Uint8Array };

function run(task: CpuTask): CpuAnswer {
  switch (task.kind) {
    case "import": {
      const now = new Date(task.now);
      const doc =
        task.format === "loop"
          ? loopToDocument(parseBody(task.bytes, loopImportBody), task.userId, now)
          : parseBody(task.bytes, importBody);
      return { kind: "import", doc };
    }
    case "analytics": {
      const goals = task.goals.map(({ row, times }) =>
        toGoal(
          row,
          task.username,
          times.map((e) => ({ ...e, goal_id: row.id, note: "" })),
        ),
      );
      return { kind: "analytics", summary: computeAnalyticsSummary(goals, { now: new Date(task.now), timeZone: task.timeZone }) };
    }
    case "coach":
      return { kind: "coach", work: coachWork(task.input, task.withProvider) };
    case "json":
      return { kind: "json", bytes: new TextEncoder().encode(JSON.stringify(task.value)) };
    case "csv":
      return { kind: "csv", bytes: new TextEncoder().encode(toCsv(task.header, task.rows)) };
  }
}

export default function cpuWorker(task: CpuTask): CpuAnswer | { kind: "refused"; code: ErrorCode; message: string } {
  try {
    return run(task);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { kind: "refused", code: err.code, message: err.message };
  }
}
