/**
 * A kept walk over a journal's first entries (goal-facts.ts FactsPrefix; decision 073): the facts
 * of a journal computed by resuming it equal the facts computed by walking the whole journal, for
 * every kind, timeframe, schedule, zone (DST changes included), pause and day, and after the walk
 * is reused for journals that grew or changed after the kept entries, in another zone or on another
 * day (where it is walked again). The server keeps one per goal with its history (decision 034).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FactsPrefix, type FactsClock, goalFacts, readJournal } from "./goal-facts.js";
import { apiGoalFigures } from "./goal-window.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOWS = [
  Date.UTC(2026, 2, 29, 1, 30), // Europe/Berlin springs forward
  Date.UTC(2026, 9, 25, 0, 45), // Europe/Berlin falls back
  Date.UTC(2026, 10, 1, 5, 50), // America/New_York falls back
  Date.UTC(2027, 0, 1, 3, 0),
];
const ZONES = ["Europe/Berlin", "America/New_York", "Pacific/Auckland", "Asia/Kathmandu", "UTC"];

const goalArb = fc.constantFrom(
  { kind: "progress" as const, timeframe: "daily" },
  { kind: "progress" as const, timeframe: "yearly" },
  { kind: "check" as const, timeframe: "weekly", target: 3 },
  { kind: "check" as const, timeframe: "daily", target: 1, weekdays: [1, 3, 5] },
  { kind: "check" as const, timeframe: "daily", target: 1, every_days: 3 },
  { kind: "amount" as const, timeframe: "weekly", target: 20, unit: "km" },
  { kind: "amount" as const, timeframe: "monthly", target: 2, unit: "cups", direction: "at_most" as const },
);

/** Hours before `now` of a journal's entries (oldest first once sorted), a few in the future, many in the last two weeks. */
const hoursArb = fc.array(fc.oneof(fc.integer({ min: -30, max: 14 * 24 }), fc.integer({ min: -30, max: 400 * 24 })), { maxLength: 40 });
const entryOf = (now: number, back: number, i: number) => ({
  id: `e${String(i).padStart(3, "0")}`,
  progress: (i * 37) % 101,
  amount: ((i * 13) % 50) / 4,
  created_at: new Date(now - back * HOUR).toISOString(),
});

describe("a kept walk over a journal's first entries", () => {
  it("resumed, gives the facts of the whole journal walked at once", () => {
    fc.assert(
      fc.property(
        goalArb,
        hoursArb,
        hoursArb,
        fc.constantFrom(...NOWS),
        fc.array(fc.record({ zone: fc.constantFrom(...ZONES), later: fc.integer({ min: 0, max: 60 }) }), { minLength: 1, maxLength: 4 }),
        fc.option(fc.record({ fromBack: fc.integer({ min: 0, max: 30 }), days: fc.integer({ min: 0, max: 5 }) })),
        (fields, keptHours, recentHours, start, asks, pause) => {
          // Any first entries kept, the journal in time order (as a server reads it): future ones, the
          // spark's days and the current period on either side of the split.
          const all = [...keptHours, ...recentHours].sort((a, b) => b - a).map((h, i) => entryOf(start, h, i));
          const split = all.length === 0 ? 0 : keptHours.length % (all.length + 1);
          const kept = all.slice(0, split);
          const recent = all.slice(split);
          const created_at = new Date(start - 500 * DAY).toISOString();
          const day = (back: number) => new Date(start - back * DAY).toISOString().slice(0, 10);
          const pauses = pause ? [{ from: day(pause.fromBack), to: day(Math.max(0, pause.fromBack - pause.days)) }] : [];
          const keptRead = readJournal(kept);
          const prefix: FactsPrefix = { length: kept.length };
          for (const [k, ask] of asks.entries()) {
            // The same walk reused as the recent entries grow, in other zones and on later days.
            const journal = [...kept, ...recent.slice(0, Math.ceil(((k + 1) * recent.length) / asks.length))];
            const goal = { ...fields, created_at, journal, pauses };
            const clock: FactsClock = { now: new Date(start + ask.later * HOUR), timeZone: ask.zone };
            const whole = apiGoalFigures(goal, clock);
            const resumed = apiGoalFigures(goal, clock, { ...readJournal(journal, keptRead), prefix });
            expect(resumed).toEqual(whole);
            expect(goalFacts(goal, clock, { ...readJournal(journal), prefix })).toEqual(goalFacts(goal, clock));
          }
          // The walk was kept (not only made and dropped): the journal is in time order.
          expect(prefix.walked).toBeDefined();
        },
      ),
      { numRuns: 400, seed: 7301 },
    );
  });
});
