/**
 * goalFacts against plain references written from the spec (§4): the latest dated entry
 * by sorting, the period rule literally, the streak and idle days from Intl's local day.
 * (Before the web card's, the coach's and the analytics' own derivations were removed, a
 * one-off property test found all three equal to this module on 2,000 generated journals.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampProgress } from "./clamp-progress.js";
import { daysBetween, periodStart } from "./dates.js";
import { entryTime, sortEntriesByTime } from "./entries.js";
import { goalFacts, goalsFacts, latestEntry, readJournal } from "./goal-facts.js";
import { DAY, entryArb, ZONES } from "../../test/support/journal-arbitraries.js";

/** The local day straight from Intl, independent of the module's zone clock. */
function intlDay(ms: number, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
}

const scenario = fc
  .record({ now: fc.integer({ min: Date.UTC(2021, 0, 1), max: Date.UTC(2029, 0, 1) }), zone: fc.constantFrom(...ZONES) })
  .chain(({ now, zone }) => {
    const entry = entryArb(now, 40);
    return fc.record({
      now: fc.constant(now),
      zone: fc.constant(zone),
      goal: fc.record({
        timeframe: fc.constantFrom("daily", "weekly", "monthly", "yearly", "other"),
        created_at: fc.option(
          fc.integer({ min: now - 400 * DAY, max: now + DAY }).map((t) => new Date(t).toISOString()),
          { nil: undefined },
        ),
        journal: fc.array(entry, { maxLength: 30 }),
      }),
    });
  });

describe("goalFacts", () => {
  it("follows the spec's rules for progress, latest entry, streak and idle days", () => {
    fc.assert(
      fc.property(scenario, ({ now, zone, goal }) => {
        const at = new Date(now);
        const f = goalFacts(goal, { now: at, timeZone: zone });
        const sorted = sortEntriesByTime(goal.journal);
        const last = sorted.at(-1);
        expect(f.latest).toBe(last);
        expect(latestEntry(goal.journal)).toBe(last);
        expect(f.entries).toBe(sorted.length);
        expect(f.overall).toBe(last ? clampProgress(last.progress) : 0);
        const start = periodStart(goal.timeframe, at, zone).getTime();
        const inPeriod = sorted.filter((e) => entryTime(e) >= start).at(-1) ?? last;
        expect(f.period).toBe(inPeriod ? clampProgress(inPeriod.progress) : 0);
        const today = intlDay(now, zone);
        const days = new Set(sorted.map((e) => daysBetween(intlDay(entryTime(e), zone), today)));
        let streak = 0;
        while (days.has(streak)) streak += 1;
        expect(f.streak).toBe(streak);
        const since = last ? entryTime(last) : goal.created_at ? Date.parse(goal.created_at) : NaN;
        expect(f.idleDays).toBe(Number.isNaN(since) ? null : Math.max(0, daysBetween(intlDay(since, zone), today)));
        for (const p of f.spark) if (p !== null) expect(p >= 0 && p <= 100).toBe(true);
        if (last && entryTime(last) <= now) expect(f.spark[6]).toBe(f.overall);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives each goal of a batch (one zone clock, period starts shared by timeframe) its own facts", () => {
    const batch = scenario.chain(({ now, zone, goal }) =>
      fc
        .record({
          now: fc.constant(now),
          zone: fc.constant(zone),
          goals: fc.array(
            scenario.map((s) => s.goal),
            { maxLength: 6 },
          ),
        })
        .map((b) => ({
          ...b,
          goals: [goal, ...b.goals],
        })),
    );
    fc.assert(
      fc.property(batch, ({ now, zone, goals }) => {
        const clock = { now: new Date(now), timeZone: zone };
        expect(goalsFacts(goals, clock)).toEqual(goals.map((g) => goalFacts(g, clock)));
      }),
      { numRuns: 300 },
    );
  });

  it("does not depend on the order the journal arrives in", () => {
    fc.assert(
      fc.property(scenario, fc.integer(), ({ now, zone, goal }, seed) => {
        // Distinct times only: on equal times the one given last is the latest, by rule.
        const times = goal.journal.map(entryTime).filter((t) => !Number.isNaN(t));
        fc.pre(new Set(times).size === times.length);
        const shuffled = [...goal.journal].sort((a, b) => ((entryTime(a) * 31 + seed) % 7) - ((entryTime(b) * 31 + seed) % 7));
        const clock = { now: new Date(now), timeZone: zone };
        const a = goalFacts(goal, clock);
        const b = goalFacts({ ...goal, journal: shuffled }, clock);
        expect({ ...b, days: Array.from(b.days) }).toEqual({ ...a, days: Array.from(a.days) });
      }),
      { numRuns: 300 },
    );
  });

  it("gives an empty journal zero progress, no streak, and idle days from creation", () => {
    const f = goalFacts(
      { timeframe: "weekly", created_at: "2026-03-01T10:00:00Z", journal: [] },
      { now: new Date("2026-03-11T10:00:00Z"), timeZone: "UTC" },
    );
    expect(f).toMatchObject({ overall: 0, period: 0, streak: 0, latest: undefined, entries: 0, idleDays: 10, pace: null });
    expect(goalFacts({ journal: null }, { now: new Date("2026-03-11T10:00:00Z"), timeZone: "UTC" }).idleDays).toBeNull();
  });

  it("counts the streak back from today in the user's zone, strictly", () => {
    const journal = [
      { progress: 10, created_at: "2026-03-09T12:00:00Z" },
      { progress: 20, created_at: "2026-03-10T12:00:00Z" },
      { progress: 30, created_at: "2026-03-10T23:30:00Z" }, // 11 March in Berlin, still 10 March in New York
    ];
    const now = new Date("2026-03-11T09:00:00Z");
    expect(goalFacts({ journal }, { now, timeZone: "Europe/Berlin" }).streak).toBe(3);
    expect(goalFacts({ journal }, { now, timeZone: "America/New_York" }).streak).toBe(0);
    expect(goalFacts({ journal }, { now, timeZone: "America/New_York" }).overall).toBe(30);
  });

  it("rejects an invalid now or zone", () => {
    expect(() => goalFacts({ journal: [] }, { now: new Date(NaN), timeZone: "UTC" })).toThrow(RangeError);
    expect(() => goalFacts({ journal: [] }, { now: new Date(), timeZone: "Not/AZone" })).toThrow(RangeError);
  });

  it("reads a journal alike whether its first entries' read is given or not (decision 068)", () => {
    fc.assert(
      fc.property(fc.array(entryArb(Date.UTC(2026, 10, 29)), { maxLength: 40 }), fc.nat(), (journal, k) => {
        const first = journal.slice(0, k % (journal.length + 1));
        expect(readJournal(journal, readJournal(first))).toEqual(readJournal(journal));
      }),
      { seed: 68 },
    );
  });
});
