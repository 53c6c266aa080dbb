/**
 * The perfect-day streak (issue 30 item 1) against a naive reading of its definition: every day
 * from the first goal's first day to today judged on its own from calendar dates (perfect, broken
 * or nothing due), then the perfect days after the last broken one counted. Generated groups of
 * daily goals of every kind, with schedules, pauses and check-ins. Also: a group of one at-least
 * daily check goal has the goal's own streak (habit-facts.ts), the rule it extends.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goalFacts, type FactsGoal } from "./goal-facts.js";
import { groupGoalDays, perfectDayStreak } from "./group-summary.js";
import type { Direction, GoalKind } from "./habit-rules.js";

const DAY = 86_400_000;
const TODAY = 20_600; // 2026-05-26
const keyOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const isoWeekday = (n: number) => new Date(n * DAY).getUTCDay() || 7;

interface GenGoal {
  kind: GoalKind;
  target: number;
  direction: Direction;
  weekdays: number[] | null;
  everyDays: number | null;
  createdBack: number;
  /** [days back, amount] check-ins */
  checkins: [number, number][];
  pauses: [number, number][];
}

const genGoal: fc.Arbitrary<GenGoal> = fc.record({
  kind: fc.constantFrom<GoalKind>("progress", "check", "amount"),
  target: fc.integer({ min: 0, max: 3 }),
  direction: fc.constantFrom<Direction>("at_least", "at_least", "at_most"),
  weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), { nil: null }),
  everyDays: fc.option(fc.integer({ min: 2, max: 5 }), { nil: null }),
  createdBack: fc.integer({ min: 0, max: 25 }),
  checkins: fc.array(fc.tuple(fc.integer({ min: 0, max: 28 }), fc.integer({ min: 0, max: 3 })), { maxLength: 40 }),
  pauses: fc.array(fc.tuple(fc.integer({ min: 0, max: 28 }), fc.integer({ min: 0, max: 6 })), { maxLength: 2 }),
});

function toGoal(g: GenGoal): FactsGoal {
  const progress = g.kind === "progress";
  return {
    kind: g.kind,
    timeframe: "daily",
    target: progress ? null : g.target,
    direction: progress ? null : g.direction,
    weekdays: g.weekdays,
    every_days: g.weekdays ? null : g.everyDays,
    created_at: new Date((TODAY - g.createdBack) * DAY + 3_600_000).toISOString(),
    journal: g.checkins.map(([back, amount], i) => ({
      progress: 10,
      created_at: new Date((TODAY - back) * DAY + (i % 20) * 3_600_000).toISOString(),
      amount: g.kind === "amount" ? amount : null,
    })),
    pauses: g.pauses.map(([back, length]) => ({ from: keyOf(TODAY - back), to: keyOf(TODAY - back + length) })),
  };
}

/** The definition read literally, one day at a time from dates. */
function naiveStreak(goals: GenGoal[]): number {
  const verdicts: { day: number; verdict: "perfect" | "broken" | "none" }[] = [];
  const firstDays = goals.map((g) => Math.min(TODAY - g.createdBack, ...g.checkins.map(([b]) => TODAY - b)));
  for (let day = Math.min(...firstDays); day <= TODAY; day += 1) {
    let due = 0;
    let met = 0;
    goals.forEach((g, i) => {
      const first = firstDays[i] as number;
      const created = TODAY - g.createdBack;
      if (day < first) return;
      if (g.pauses.some(([back, length]) => day >= TODAY - back && day <= TODAY - back + length)) return;
      if (g.weekdays ? !g.weekdays.includes(isoWeekday(day)) : g.everyDays ? (day - created) % g.everyDays !== 0 : false) return;
      const mine = g.checkins.filter(([b]) => TODAY - b === day);
      let ok: boolean;
      if (g.kind === "progress") ok = mine.length > 0;
      else {
        const value = g.kind === "amount" ? mine.reduce((s, [, a]) => s + a, 0) : mine.length;
        ok = g.direction === "at_most" ? value <= g.target : value >= g.target;
      }
      if (!ok && day === first) return;
      due += 1;
      if (ok) met += 1;
    });
    const verdict = due === 0 ? "none" : met === due ? "perfect" : day === TODAY ? "none" : "broken";
    verdicts.push({ day, verdict });
  }
  const lastBroken = Math.max(-Infinity, ...verdicts.filter((v) => v.verdict === "broken").map((v) => v.day));
  return verdicts.filter((v) => v.verdict === "perfect" && v.day > lastBroken).length;
}

describe("perfect-day streak (property)", () => {
  it("matches the definition read day by day", () => {
    fc.assert(
      fc.property(fc.array(genGoal, { minLength: 1, maxLength: 4 }), (goals) => {
        const days = goals.map((g) => groupGoalDays(toGoal(g), { timeZone: "UTC" }));
        expect(perfectDayStreak(days, TODAY)).toBe(naiveStreak(goals));
      }),
      { numRuns: 400 },
    );
  });

  it("is the goal's own streak for a group of one at-least daily check goal", () => {
    fc.assert(
      fc.property(genGoal, (g) => {
        const goal = toGoal({ ...g, kind: "check", direction: "at_least", target: Math.max(1, g.target) });
        const clock = { now: new Date(TODAY * DAY + 20 * 3_600_000), timeZone: "UTC" };
        const own = goalFacts(goal, clock).streak;
        expect(perfectDayStreak([groupGoalDays(goal, clock)], TODAY)).toBe(own);
      }),
      { numRuns: 400 },
    );
  });
});
