/**
 * The bounded goal answer keeps every figure (decision 020): goalFacts on the latest entry plus
 * the server's streak run equals goalFacts on the whole journal, also after the browser appends
 * an optimistic check-in to the window.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createLocalClock } from "./analytics/local-clock.js";
import { goalFacts, listedFacts, readJournal } from "./goal-facts.js";
import { apiGoalFigures, journalWindow } from "./goal-window.js";
import { DAY, entryArb, ZONES } from "../../test/support/journal-arbitraries.js";

const scenario = fc
  .record({ now: fc.integer({ min: Date.UTC(2021, 0, 1), max: Date.UTC(2029, 0, 1) }), zone: fc.constantFrom(...ZONES) })
  .chain(({ now, zone }) =>
    fc.record({
      now: fc.constant(now),
      zone: fc.constant(zone),
      window: fc.integer({ min: 1, max: 3 }),
      // Daily runs as long as years: the streak must not be limited by the window.
      daily: fc.integer({ min: 0, max: 800 }),
      gapAt: fc.integer({ min: 0, max: 900 }),
      goal: fc.record({
        timeframe: fc.constantFrom("daily", "weekly", "monthly", "yearly", "other"),
        created_at: fc.option(
          fc.integer({ min: now - 400 * DAY, max: now + DAY }).map((t) => new Date(t).toISOString()),
          { nil: undefined },
        ),
        journal: fc.array(entryArb(now, 40), { maxLength: 25 }),
      }),
      added: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      // Pauses (issue 17): days before now, some inside the long run, some covering today.
      pauses: fc.array(
        fc.tuple(fc.integer({ min: -2, max: 850 }), fc.integer({ min: 0, max: 30 })).map(([ago, len]) => ({
          from: new Date(now - (ago + len) * DAY).toISOString().slice(0, 10),
          to: new Date(now - ago * DAY).toISOString().slice(0, 10),
        })),
        { maxLength: 3 },
      ),
    }),
  );

const figures = (f: ReturnType<typeof goalFacts>) => ({
  overall: f.overall,
  period: f.period,
  streak: f.streak,
  latest: f.latest,
  lastTime: f.lastTime,
  idleDays: f.idleDays,
  run: f.run,
  atRisk: f.atRisk,
});

const cardFigures = (f: ReturnType<typeof goalFacts>) => ({
  overall: f.overall,
  period: f.period,
  streak: f.streak,
  habit: f.habit,
  latest: f.latest,
  strength: f.strength,
  atRisk: f.atRisk,
});

describe("a goal's bounded window", () => {
  it("gives the whole journal's figures with the server's streak run", () => {
    fc.assert(
      fc.property(scenario, ({ now, zone, window, daily, gapAt, goal: plain, added, pauses }) => {
        const goal = { ...plain, pauses };
        const clock = { now: new Date(now), timeZone: zone };
        const streakDays = Array.from({ length: daily }, (_, k) => k)
          .filter((k) => k !== gapAt)
          .map((k) => ({ progress: k % 101, created_at: new Date(now - k * DAY).toISOString() }));
        const journal = [...streakDays.reverse(), ...goal.journal];
        const full = { ...goal, journal };
        const facts = apiGoalFigures(full, clock).facts;
        const windowed = { ...goal, journal: journalWindow(journal, window), facts };
        expect(windowed.journal.length).toBeLessThanOrEqual(window);
        expect(figures(goalFacts(windowed, clock))).toEqual(figures(goalFacts(full, clock)));
        expect(goalFacts(full, clock).streak).toBe(facts.streak);
        // The dashboard reads the card's figures from the facts sent, without walking the window (issue 30).
        const today = createLocalClock(zone).dayOf(now);
        expect(listedFacts({ ...windowed, strength: apiGoalFigures(full, clock).strength }, today)).toEqual(
          cardFigures(goalFacts(full, clock)),
        );

        if (added !== undefined) {
          // The optimistic check-in the cards show before the list is fetched again.
          const entry = { progress: added, created_at: new Date(now).toISOString() };
          const after = goalFacts({ ...windowed, journal: [...windowed.journal, entry] }, clock);
          expect(figures(after)).toEqual(figures(goalFacts({ ...full, journal: [...journal, entry] }, clock)));
        }
      }),
      { numRuns: 400 },
    );
  });

  it("gives the same figures, window and strip from a journal read once as from the journal", () => {
    fc.assert(
      fc.property(scenario, ({ now, zone, window, goal: plain, pauses }) => {
        const goal = { ...plain, pauses };
        const clock = { now: new Date(now), timeZone: zone };
        // Unsorted journals too: the read's time order must be the one each function finds itself.
        const read = readJournal(goal.journal);
        expect(apiGoalFigures(goal, clock, read)).toEqual(apiGoalFigures(goal, clock));
        expect(journalWindow(goal.journal, window, read)).toEqual(journalWindow(goal.journal, window));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the latest dated entries, oldest first", () => {
    const e = (progress: number, created_at: string) => ({ progress, created_at });
    const journal = [e(3, "2026-01-03T00:00:00Z"), e(1, "2026-01-01T00:00:00Z"), e(9, "nope"), e(2, "2026-01-02T00:00:00Z")];
    expect(journalWindow(journal, 2).map((x) => x.progress)).toEqual([2, 3]);
    expect(journalWindow(journal, 10).map((x) => x.progress)).toEqual([1, 2, 3]);
    expect(journalWindow([], 1)).toEqual([]);
  });
});
