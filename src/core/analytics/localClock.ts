/**
 * Local day and hour of many instants in one time zone, cheaply.
 *
 * dates.ts's dayKey builds a TZDate and formats it (~25 µs a call); the analytics need
 * the local day of every journal entry, 200 000 of them in the benchmark. A zone's UTC
 * offset changes only a few times a year, so the offset is looked up (with
 * @date-fns/tz's tzOffset, the same source TZDate uses) once per UTC day touched and
 * then applied with plain arithmetic. When the offsets at the two ends of a UTC day
 * differ, the switch instant is found by bisection, to the millisecond.
 * Assumption: no zone changes its offset twice within one 24-hour UTC day.
 * Property tests pin dayOf/hourOf to dates.ts's dayKey/localHour.
 */
import { tzOffset } from "@date-fns/tz";

export const MS_PER_DAY = 86_400_000;
export const MS_PER_HOUR = 3_600_000;

/** Offset (ms) before `split` and from `split` on, inside one UTC day. */
interface DaySegment {
  split: number;
  before: number;
  after: number;
}

export interface LocalClock {
  /** Local wall-clock time of `ms`, as if it were UTC (epoch ms + zone offset). */
  localMs(ms: number): number;
  /** Days since 1970-01-01 of the local calendar day of `ms`. */
  dayOf(ms: number): number;
}

export function createLocalClock(timeZone: string): LocalClock {
  const offsetAt = (ms: number): number => Math.round(tzOffset(timeZone, new Date(ms)) * 60_000);
  if (Number.isNaN(offsetAt(0))) throw new RangeError(`Invalid time zone: ${timeZone}`);

  const boundary = new Map<number, number>(); // offset at the start of UTC day u
  const segments = new Map<number, DaySegment>();
  const offsetAtDayStart = (u: number): number => {
    let off = boundary.get(u);
    if (off === undefined) {
      off = offsetAt(u * MS_PER_DAY);
      boundary.set(u, off);
    }
    return off;
  };
  const segmentOf = (u: number): DaySegment => {
    const before = offsetAtDayStart(u);
    const after = offsetAtDayStart(u + 1);
    if (before === after) return { split: Infinity, before, after };
    let lo = u * MS_PER_DAY; // offset here is `before`
    let hi = lo + MS_PER_DAY; // offset here is not
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid) === before) lo = mid;
      else hi = mid;
    }
    return { split: hi, before, after: offsetAt(hi) };
  };

  // Entries of one goal arrive in time order, so the previous UTC day is a cheap memo.
  let lastDay = NaN;
  let lastSegment: DaySegment = { split: Infinity, before: 0, after: 0 };
  const localMs = (ms: number): number => {
    const u = Math.floor(ms / MS_PER_DAY);
    if (u !== lastDay) {
      let seg = segments.get(u);
      if (seg === undefined) {
        seg = segmentOf(u);
        segments.set(u, seg);
      }
      lastDay = u;
      lastSegment = seg;
    }
    return ms + (ms < lastSegment.split ? lastSegment.before : lastSegment.after);
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
