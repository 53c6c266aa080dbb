/** fast-check journals for the property tests of src/core: entries in any zone, odd spellings included. */
import fc from "fast-check";
import type { AnalyticsGoal } from "../../src/core/analytics.js";
import type { EntryLike } from "../../src/core/entries.js";
import { normaliseEntry } from "../../src/core/wire-shape.js";

export const DAY = 86_400_000;
export const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "America/St_Johns",
  "America/Sao_Paulo",
  "UTC",
];

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, "0");
}

/** The instant `ms` written in a fixed offset, e.g. "2026-03-11T12:30:00+05:30". */
function isoWithOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? "-" : "+";
  return `${local}${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
}

/** Arbitrary entries around `now`: mostly the last `recentDays` days, some future, some undated. */
export function entryArb(now: number, recentDays = 120): fc.Arbitrary<EntryLike> {
  const time = fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: now - recentDays * DAY, max: now }) },
    { weight: 1, arbitrary: fc.integer({ min: now - 3 * 365 * DAY, max: now + 3 * DAY }) },
    { weight: 1, arbitrary: fc.integer({ min: now - 3 * DAY, max: now + 3 * DAY }) },
  );
  const text = fc.oneof(
    { weight: 6, arbitrary: time.map((t) => new Date(t).toISOString()) },
    { weight: 2, arbitrary: fc.tuple(time, fc.integer({ min: -720, max: 840 })).map(([t, o]) => isoWithOffset(t, o)) },
    { weight: 1, arbitrary: time.map((t) => new Date(t).toISOString().replace("T", " ").slice(0, 16)) },
    { weight: 1, arbitrary: fc.constantFrom("", "not a date", "2026-02-30T10:00:00Z") },
  );
  const progress = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 100 }) },
    { weight: 1, arbitrary: fc.double({ min: -50, max: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY) },
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ progress, created_at: text }) },
    // The createdAt spelling, as it reaches the app: respelled where it enters (wire-shape.ts).
    { weight: 1, arbitrary: fc.record({ progress, createdAt: text }).map(normaliseEntry) },
  );
}

/** A goal as analytics reads it: any timeframe, created any time (or unknown), any journal. */
export function analyticsGoalArb(now: number): fc.Arbitrary<AnalyticsGoal> {
  return fc.record({
    id: fc.uuid(),
    title: fc.string({ maxLength: 12 }),
    category: fc.constantFrom("general", "health", ""),
    timeframe: fc.constantFrom("daily", "weekly", "monthly", "yearly", "other"),
    public: fc.boolean(),
    created_at: fc.option(
      fc.integer({ min: now - 400 * DAY, max: now + DAY }).map((t) => new Date(t).toISOString()),
      {
        nil: undefined,
      },
    ),
    journal: fc.option(fc.array(entryArb(now), { maxLength: 25 }), { nil: null }),
  });
}

/** A moment, a zone and up to 8 goals: the analytics panel's input. */
export const analyticsScenarioArb = fc
  .record({
    now: fc.integer({ min: Date.UTC(2021, 0, 1), max: Date.UTC(2029, 0, 1) }),
    zone: fc.constantFrom(...ZONES),
  })
  .chain(({ now, zone }) =>
    fc.record({ now: fc.constant(now), zone: fc.constant(zone), goals: fc.array(analyticsGoalArb(now), { maxLength: 8 }) }),
  );
