/**
 * Issue 26: an import's plan (service.ts: which goals the entries land on, the ids they are
 * written under, what changed) makes several passes over the file's rows, up to 100,000 entries,
 * before anything is staged. Run back to back in one turn of the event loop, they held every other
 * request 0.3–0.45 s under load. Here the file's entries count the reads of their `id` and
 * `goal_id`, and a timer that runs on every turn (setImmediate) notes how many reads each turn
 * saw: the passes now serve the event loop every few thousand rows, so no turn reads the whole
 * file (before, one turn ran three passes over it). No timing: the count of row reads per turn is the same on any machine.
 */
import { describe, expect, it } from "vitest";
import { importBody } from "../../src/core/export-schema.js";
import { normaliseImport } from "../../src/server/export/import-file.js";
import { importDocument } from "../../src/server/export/service.js";
import { exportFile } from "../support/fair-share.js";
import { ENGINES, type EngineName } from "../support/server.js";
import { useServer, userIdOf } from "./helpers.js";

const GOALS = 20;
const DAYS = 1000; // 20,000 entries

describe.each(ENGINES)("an import's plan (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("serves the event loop between parts of its passes over the file's entries", { timeout: 120_000 }, async () => {
    const { username } = await h.api.newUser("planner");
    const userId = (await userIdOf(h.server, username))!;
    const file = normaliseImport(importBody.parse(exportFile(GOALS, DAYS)), new Date());
    let reads = 0;
    file.entries = file.entries.map((e) => {
      const { id, goal_id, ...rest } = e;
      return Object.defineProperties(rest, {
        id: { enumerable: true, get: () => (reads++, id) },
        goal_id: { enumerable: true, get: () => (reads++, goal_id) },
      }) as typeof e;
    });

    const perTurn: number[] = [];
    let stop = false;
    let last = 0;
    const turn = () => {
      perTurn.push(reads - last);
      last = reads;
      if (!stop) setImmediate(turn);
    };
    setImmediate(turn);
    const n = GOALS * DAYS;
    try {
      const result = await importDocument(h.server.deps, { id: userId, username }, file, h.server.app.log);
      expect("status" in result ? result.status : result.entries.created).toBe(n);
    } finally {
      stop = true;
    }
    turn();
    // The passes read each entry several times over; no turn read as much as one pass does.
    expect(reads).toBeGreaterThan(3 * n);
    expect(
      perTurn.reduce((a, b) => Math.max(a, b), 0),
      "reads of entries' ids in one turn of the event loop",
    ).toBeLessThan(n);
  });
});
