/**
 * Issue 9 §4, the long run: ten SIGKILLs at random moments of a write storm on each engine,
 * restarting on the same data each time; after every restart all acknowledged writes are there
 * and the tables are consistent.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { type ChildSite, childSite } from "./support/child.js";
import { Storm, expectAcknowledgedState, expectConsistent, seedWriters } from "./support/storm.js";

const CYCLES = Number(process.env.CRASH_CYCLES ?? 10);

describe.each(ENGINES)("crash soak (%s)", (engine) => {
  let site: ChildSite | undefined;
  afterEach(async () => {
    await site?.destroy();
    site = undefined;
  });

  it(`survives ${CYCLES} kills mid-storm`, async () => {
    site = await childSite(engine);
    let server = await site.start();
    const writers = await seedWriters(server, 5, 3);
    const storms: Storm[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const storm = new Storm(server, writers, 32);
      storms.push(storm);
      await storm.waitForAcked(50 + Math.floor(Math.random() * 200));
      server.proc.child.kill("SIGKILL");
      await server.proc.exited;
      await storm.stop();
      server = await site.start();
      // Every storm so far: all their acknowledged writes survive every later crash too.
      await expectAcknowledgedState(server, writers, storms);
    }
    server.proc.child.kill("SIGTERM");
    expect(await server.proc.exited).toBe(0);
    await expectConsistent(site);
  }, 600_000);
});
