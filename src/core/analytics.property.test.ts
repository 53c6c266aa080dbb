/**
 * Property tests: invariants of the summary on arbitrary goals, and agreement with the
 * core rules it re-derives for speed (overallProgress, periodProgress, computeStreak,
 * dates.ts's local days and hours), checked against those functions directly.
 */
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeAnalyticsSummary, type AnalyticsGoal } from "./analytics.js";
import { analyticsCsv } from "./csv.js";
import { dayKey, daysBetween, localHour, weekdayIndex } from "./dates.js";
import { entryTime, sortEntriesByTime } from "./entries.js";
import { overallProgress, periodProgress } from "./progress.js";
import { computeStreak } from "./streak.js";
import { analyticsScenarioArb } from "../../test/support/journal-arbitraries.js";

const scenarioArb = analyticsScenarioArb;

/** Dated entries of the goals with their local day offset from today (0 = today), via dates.ts. */
function datedEntries(goals: readonly AnalyticsGoal[], now: Date, zone: string) {
  const today = dayKey(now, zone);
  return goals.flatMap((g) =>
    (g.journal ?? []).flatMap((e) => {
      const t = entryTime(e);
      if (Number.isNaN(t)) return [];
      return [{ t, daysAgo: daysBetween(dayKey(t, zone), today) }];
    }),
  );
}

describe("computeAnalyticsSummary properties", () => {
  it("keeps its invariants", () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, zone, goals }) => {
        const s = computeAnalyticsSummary(goals, { now: new Date(now), timeZone: zone });
        expect(s.count).toBe(goals.length);
        expect(s.distribution.reduce((a, b) => a + b, 0)).toBe(s.count);
        expect(s.avgProgress).toBeGreaterThanOrEqual(0);
        expect(s.avgProgress).toBeLessThanOrEqual(100);
        expect(s.spark).toHaveLength(7);
        for (const p of s.spark) expect(p >= 0 && p <= 100).toBe(true);
        expect(s.sparkDelta).toBe((s.spark[6] ?? 0) - (s.spark[0] ?? 0));
        expect(s.activeDays7).toBeGreaterThanOrEqual(0);
        expect(s.activeDays7).toBeLessThanOrEqual(7);
        expect(s.needAttention.length).toBeLessThanOrEqual(3);
        expect(s.topGoals.length).toBe(Math.min(4, goals.length));
        expect(s.completedCount + s.nearingCount).toBeLessThanOrEqual(s.count);
        expect(s.weeklyCompletion >= 0 && s.weeklyCompletion <= 100).toBe(true);
        for (const a of [s.adherenceAvg, ...Object.values(s.adherenceByCadenceAvg)]) {
          if (a !== null) expect(a >= 0 && a <= 120).toBe(true);
        }
        if (s.etaDaysMedian !== null) expect(s.etaDaysMedian >= 1 && s.etaDaysMedian < 365).toBe(true);
        expect(s.etaDate === null).toBe(s.etaDaysMedian === null);
        expect(s.strongestDay === null).toBe(s.dowCounts.every((c) => c === 0));
      }),
      { numRuns: 300 },
    );
  });

  it("never forecasts 100% while the momentum it is read beside is not rising (issue 15 item 5)", () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, zone, goals }) => {
        const s = computeAnalyticsSummary(goals, { now: new Date(now), timeZone: zone });
        // A forecast date says "rising"; Momentum's sign must say so too.
        if (s.etaDate !== null) expect(s.medianPace).toBeGreaterThan(0);
        if (s.medianPace <= 0) expect(s.etaDaysMedian).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it("counts activity exactly as dates.ts places each entry", () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, zone, goals }) => {
        const s = computeAnalyticsSummary(goals, { now: new Date(now), timeZone: zone });
        const entries = datedEntries(goals, new Date(now), zone);
        const in90 = entries.filter((e) => e.daysAgo >= 0 && e.daysAgo < 90);
        const dow = [0, 0, 0, 0, 0, 0, 0];
        const hours = new Array<number>(24).fill(0);
        for (const e of in90) {
          dow[weekdayIndex(e.t, zone)]! += 1;
          hours[localHour(e.t, zone)]! += 1;
        }
        expect(s.dowCounts.reduce((a, b) => a + b, 0)).toBe(in90.length);
        expect(s.hourCounts.reduce((a, b) => a + b, 0)).toBe(in90.length);
        expect(s.dowCounts).toEqual(dow);
        expect(s.hourCounts).toEqual(hours);
        const active = new Set(entries.filter((e) => e.daysAgo >= 0 && e.daysAgo < 7).map((e) => e.daysAgo));
        expect(s.activeDays7).toBe(active.size);
      }),
      { numRuns: 150 },
    );
  });

  it("agrees with overallProgress, periodProgress and computeStreak per goal (via the CSV rows)", () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, zone, goals }) => {
        const opts = { now: new Date(now), timeZone: zone };
        const rows = parse(analyticsCsv(goals, opts), { record_delimiter: "\r\n" }) as string[][];
        expect(rows).toHaveLength(goals.length + 1);
        let streakTotal = 0;
        goals.forEach((g, i) => {
          const journal = g.journal ?? [];
          const row = rows[i + 1]!;
          const streak = computeStreak(journal, opts.now, zone);
          streakTotal += streak;
          const last = sortEntriesByTime(journal).at(-1);
          expect(row.slice(4, 7).map(Number)).toEqual([
            periodProgress(journal, g.timeframe, opts.now, zone),
            overallProgress(journal),
            streak,
          ]);
          expect(row[8]).toBe(last ? new Date(entryTime(last)).toISOString() : "");
          expect(row[7]).toBe(g.public ? "yes" : "no");
        });
        const s = computeAnalyticsSummary(goals, opts);
        expect(s.streakTotal).toBe(streakTotal);
        const mean = goals.length === 0 ? 0 : Math.round(goals.reduce((a, g) => a + overallProgress(g.journal ?? []), 0) / goals.length);
        expect(s.avgProgress).toBe(mean);
      }),
      { numRuns: 150 },
    );
  });

  it("does not depend on the order of goals or of journal entries with distinct times", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), ({ now, zone, goals }, seed) => {
        const opts = { now: new Date(now), timeZone: zone };
        const unique = goals.map((g) => {
          // Equal times keep input order on purpose, so only distinct-time journals may be shuffled.
          const seen = new Set<number>();
          const journal = (g.journal ?? []).filter((e) => {
            const t = entryTime(e);
            if (seen.has(t)) return false;
            seen.add(t);
            return true;
          });
          return { ...g, journal };
        });
        const shuffle = <T>(xs: readonly T[]): T[] => {
          const out = [...xs];
          let a = seed >>> 0;
          for (let i = out.length - 1; i > 0; i -= 1) {
            a = (Math.imul(a, 1_103_515_245) + 12_345) >>> 0;
            const j = a % (i + 1);
            [out[i], out[j]] = [out[j]!, out[i]!];
          }
          return out;
        };
        const shuffled = shuffle(unique).map((g) => ({ ...g, journal: shuffle(g.journal) }));
        const a = computeAnalyticsSummary(unique, opts);
        const b = computeAnalyticsSummary(shuffled, opts);
        // Ties between equal titles and ids aside, every figure is order-free.
        expect(b).toEqual(a);
      }),
      { numRuns: 150 },
    );
  });
});
