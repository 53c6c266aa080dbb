/**
 * Issue 26's attacks, scaled to run in CI, against the real server on each engine while a
 * bystander user in another process loops GET /api/goals and POST /api/journal: every bystander
 * request succeeds, and the attacker's own work is answered (200, or 429 beyond the per-user
 * limit; never a 5xx). How long the bystander waited is the bench's (npm run bench, fair share),
 * not an assertion here.
 */
import { describe, expect, it } from "vitest";
import { ENGINES, type EngineName } from "../support/server.js";
import { runFairShare, type Scale } from "../support/fair-share.js";
import { useServer } from "./helpers.js";

const CI_SCALE: Scale = { importGoals: 6, importDays: 365, loopHabits: 10, loopDays: 365, coachMessages: 6 };

describe.each(ENGINES)("one user's heavy requests leave another's working (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("serves a bystander in another process through every attack", { timeout: 180_000 }, async () => {
    const run = await runFairShare(h.server.url, CI_SCALE, { idleMs: 300 });
    expect(run.idle.length).toBeGreaterThan(0);
    for (const r of run.results) {
      const bystander = r.samples.map((s) => `${s.name} ${s.status}`);
      expect(bystander.length, r.name).toBeGreaterThan(0);
      expect(
        bystander.filter((s) => !/ 20[01]$/.test(s)),
        r.name,
      ).toEqual([]);
      // The attacker's own work is answered: done, or refused beyond the per-user limit.
      expect(
        r.statuses.filter((s) => s !== 200 && s !== 429),
        r.name,
      ).toEqual([]);
      expect(r.statuses, r.name).toContain(200);
    }
  });
});
