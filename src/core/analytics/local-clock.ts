/**
 * Local day and hour of many instants in one time zone, cheaply.
 *
 * dates.ts's dayKey builds a TZDate and formats it (~25 µs a call); the analytics need
 * the local day of every journal entry, 200 000 of them in the benchmark. A zone's UTC
 * offset changes only a few times a year, so offsets are learnt per UTC day (with
 * @date-fns/tz's tzOffset, the same source TZDate uses: one Intl call per day boundary,
 * bisection to the millisecond on a day whose two ends differ) and kept as merged runs
 * of constant offset. Most lookups are then two comparisons against the current run.
 * Assumption: no zone changes its offset twice within one 24-hour UTC day.
 * Property tests pin dayOf/hourOf to dates.ts's dayKey/localHour.
 */
import { tzOffset } from "@date-fns/tz";

export const MS_PER_DAY = 86_400_000;
export const MS_PER_HOUR = 3_600_000;

export interface LocalClock {
  /** Local wall-clock time of `ms`, as if it were UTC (epoch ms + zone offset). */
  localMs(ms: number): number;
  /** Days since 1970-01-01 of the local calendar day of `ms`. */
  dayOf(ms: number): number;
}

/** [from, to) in epoch ms with one offset (ms). */
interface Run {
  from: number;
  to: number;
  offset: number;
}

/** Verified runs of one zone, sorted, non-overlapping, adjacent equal runs merged. */
interface ZoneMemo {
  runs: Run[];
}

// Zone rules do not change while the process runs, so what one call learns about a zone
// serves the next (the dashboard recomputes every minute). Bounded: a memo fragmented
// into more than MEMO_MAX_RUNS runs is dropped and rebuilt.
const zoneMemos = new Map<string, ZoneMemo>();
const MEMO_MAX_RUNS = 5_000;
const MEMO_MAX_ZONES = 32;

function zoneMemo(timeZone: string): ZoneMemo {
  let memo = zoneMemos.get(timeZone);
  if (memo === undefined || memo.runs.length > MEMO_MAX_RUNS) {
    if (zoneMemos.size >= MEMO_MAX_ZONES) zoneMemos.clear();
    memo = { runs: [] };
    zoneMemos.set(timeZone, memo);
  }
  return memo;
}

/** Index of the run containing ms, else -(insertion point) - 1. */
function findRun(runs: readonly Run[], ms: number): number {
  let lo = 0;
  let hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const run = runs[mid] as Run;
    if (ms < run.from) hi = mid - 1;
    else if (ms >= run.to) lo = mid + 1;
    else return mid;
  }
  return -lo - 1;
}

/** Adds a run that overlaps no known run, merging with equal neighbours that touch it. */
function addRun(runs: Run[], run: Run): void {
  let at = -findRun(runs, run.from) - 1;
  const prev = runs[at - 1];
  if (prev && prev.to === run.from && prev.offset === run.offset) {
    prev.to = run.to;
    at -= 1;
    const next = runs[at + 1];
    if (next && next.from === prev.to && next.offset === prev.offset) {
      prev.to = next.to;
      runs.splice(at + 1, 1);
    }
    return;
  }
  const next = runs[at];
  if (next && next.from === run.to && next.offset === run.offset) {
    next.from = run.from;
    return;
  }
  runs.splice(at, 0, run);
}

export function createLocalClock(timeZone: string): LocalClock {
  const offsetAt = (ms: number): number => Math.round(tzOffset(timeZone, new Date(ms)) * 60_000);
  // A zone gets a memo only once it has passed this check, so a known zone skips it: the cached
  // goal list asks for today's key on every request, and the check's Intl call made dayKey
  // 3.4-5.7 us instead of 0.9-1.8 us (tzOffset was 3.5 % of that list's CPU profile).
  if (!zoneMemos.has(timeZone) && Number.isNaN(offsetAt(0))) throw new RangeError(`Invalid time zone: ${timeZone}`);
  const { runs } = zoneMemo(timeZone);

  /** Learns the UTC day holding ms and returns the run that now contains ms. */
  const learnDay = (ms: number): Run => {
    const start = Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
    const end = start + MS_PER_DAY;
    const before = offsetAt(start);
    const after = offsetAt(end);
    if (before === after) {
      addRun(runs, { from: start, to: end, offset: before });
    } else {
      let lo = start; // offset here is `before`
      let hi = end; // offset here is not
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetAt(mid) === before) lo = mid;
        else hi = mid;
      }
      addRun(runs, { from: start, to: hi, offset: before });
      addRun(runs, { from: hi, to: end, offset: offsetAt(hi) });
    }
    return runs[findRun(runs, ms)] as Run;
  };

  // Entries of one goal arrive in time order, so the last run used usually holds the next.
  let current: Run = { from: 0, to: 0, offset: 0 };
  const localMs = (ms: number): number => {
    if (ms < current.from || ms >= current.to) {
      const i = findRun(runs, ms);
      current = i >= 0 ? (runs[i] as Run) : learnDay(ms);
    }
    return ms + current.offset;
  };
  return { localMs, dayOf: (ms) => Math.floor(localMs(ms) / MS_PER_DAY) };
}

/** Local hour 0..23 of a local wall-clock time from LocalClock.localMs. */
export function hourOfLocal(local: number): number {
  return Math.floor((local - Math.floor(local / MS_PER_DAY) * MS_PER_DAY) / MS_PER_HOUR);
}

/** 0 = Monday … 6 = Sunday of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** "YYYY-MM-DD" of a day number. */
export function keyOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}
