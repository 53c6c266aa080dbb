/**
 * Issue 9 §6, the long run: a 60 s load on each engine (10 s warm-up, then 50 s measured) at
 * 100 connections mixing the reads and writes of 50 users. Zero errors, zero lost writes, p99
 * reported, and the server's RSS after the run within 20 % of its RSS after the warm-up.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { type ChildSite, childSite } from "./support/child.js";
import { consistencyProblems } from "./support/consistency.js";
import { missingWrites, runLoad, seedLoadUsers, summary } from "./support/load.js";

const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const MAIN_SECONDS = Number(process.env.LOAD_SECONDS ?? 50);

describe.each(ENGINES)("load soak (%s)", (engine) => {
  let site: ChildSite | undefined;
  afterEach(async () => {
    await site?.destroy();
    site = undefined;
  });

  it(`${WARMUP_SECONDS} + ${MAIN_SECONDS} s at 100 connections, 50 users`, async () => {
    site = await childSite(engine);
    const server = await site.start();
    const users = await seedLoadUsers(server, 50);
    const warm = await runLoad(server, users, { seconds: WARMUP_SECONDS, connections: 100 });
    const main = await runLoad(server, users, { seconds: MAIN_SECONDS, connections: 100 });
    // Memory swings with garbage collection: "before" is the warm-up's high-water mark, the
    // level the heap reaches between collections. A leak pushes the level after the main run
    // past it; a heap that is merely mid-cycle does not.
    const before = warm.rss.peak;
    const after = main.rss.end;
    console.log(summary(`warm-up (${engine})`, warm));
    console.log(summary(`load (${engine})`, main, { before, after }));
    for (const run of [warm, main]) {
      expect(run.result.errors).toBe(0);
      expect(run.result.timeouts).toBe(0);
      expect(run.result.non2xx, JSON.stringify(run.byKind)).toBe(0);
    }
    expect(await missingWrites(server, users, [...warm.writesAcked, ...main.writesAcked])).toEqual([]);
    expect(after).toBeLessThanOrEqual(before * 1.2);
    server.proc.child.kill("SIGTERM");
    expect(await server.proc.exited).toBe(0);
    const db = site.openDb();
    try {
      expect(await consistencyProblems(db.db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 240_000);
});
