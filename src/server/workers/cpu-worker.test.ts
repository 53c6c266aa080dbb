/**
 * Issue 26: an import's file is made ready for the plan in the pool thread, not on the event loop.
 * The worker's import task answers the rows normalised (ids lower-cased, times as UTC ISO with
 * milliseconds) and refuses what only the normalisation finds (an id twice once lower-cased), so
 * the plan (export/service.ts) has no pass over every row left to make before its reads.
 */
import { describe, expect, it } from "vitest";
import { unpackImportFile } from "../export/import-file.js";
import cpuWorker from "./cpu-worker.js";

const NOW = new Date("2026-03-10T12:00:00Z");
const GOAL = "0190F7A2-AAAA-7000-8000-000000000000";
const entry = (id: string) => ({ id, goal_id: GOAL, note: "n", progress: 10, created_at: "2026-03-01T10:00:00+02:00" });
const fileOf = (entries: ReturnType<typeof entry>[]) =>
  new TextEncoder().encode(
    JSON.stringify({
      format: "progressvault-export",
      version: 1,
      goals: [
        {
          id: GOAL,
          title: "G",
          category: "health",
          timeframe: "daily",
          created_at: "2026-01-01T00:00:00Z",
          updated_at: "2026-01-02T00:00:00Z",
        },
      ],
      entries,
    }),
  );
const task = (bytes: Uint8Array, format: "json" | "loop" = "json") =>
  ({ kind: "import", format, bytes, userId: "0190f7a2-0000-7000-8000-000000000001", now: NOW.getTime() }) as const;

describe("the pool's import task", () => {
  it("answers the file normalised for the plan, its rows packed in parts", async () => {
    const answer = await cpuWorker(task(fileOf([entry("0190F7A2-BBBB-7000-8000-000000000001")])));
    expect(answer.kind).toBe("import");
    const packed = (answer as Extract<typeof answer, { kind: "import" }>).file;
    expect(packed.entries).toHaveLength(1);
    expect(await unpackImportFile(packed)).toMatchObject({
      goals: [{ id: GOAL.toLowerCase(), created_at: "2026-01-01T00:00:00.000Z", kind: "progress" }],
      entries: [{ id: "0190f7a2-bbbb-7000-8000-000000000001", goal_id: GOAL.toLowerCase(), created_at: "2026-03-01T08:00:00.000Z" }],
      likes: [],
      groups: [],
    });
  });

  it("refuses there what only the normalisation finds", async () => {
    const twice = fileOf([entry("0190F7A2-BBBB-7000-8000-000000000001"), entry("0190f7a2-bbbb-7000-8000-000000000001")]);
    expect(await cpuWorker(task(twice))).toEqual({
      kind: "refused",
      code: "BAD_REQUEST",
      message: "entries.1.id: 0190f7a2-bbbb-7000-8000-000000000001 appears twice in the file",
    });
  });

  it("answers a Loop file normalised too", async () => {
    const loop = new TextEncoder().encode(
      JSON.stringify({
        habits: "Position,Name,Question,Description,NumRepetitions,Interval,Color\n0,Swim,q,d,1,1,#fff\n",
        checkmarks: "Date,Swim,\n2026-03-02,2,\n2026-03-01,2,\n",
      }),
    );
    const answer = await cpuWorker(task(loop, "loop"));
    expect(answer.kind).toBe("import");
    const file = await unpackImportFile((answer as Extract<typeof answer, { kind: "import" }>).file);
    expect(file.goals).toHaveLength(1);
    expect(file.entries).toHaveLength(2);
    for (const e of file.entries) expect(e.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
