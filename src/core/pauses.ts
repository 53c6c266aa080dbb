/**
 * Pauses (issue 17, item 5): a goal can be paused for a range of days (a vacation, an
 * illness). Paused days neither count for nor break a streak, and habit strength skips them:
 * every day rule reads a goal's days as if its paused days did not exist.
 *
 * A pause is a range of calendar days, "YYYY-MM-DD" to "YYYY-MM-DD" inclusive, with no zone:
 * the goal's days are local days of the viewer's zone, and a day is paused when its local
 * date is in the range. Days are numbered as everywhere in core (local-clock.ts): days since
 * 1970-01-01.
 */
import { MS_PER_DAY } from "./analytics/local-clock.js";

/** The longest pause, in days (inclusive of both ends). */
export const PAUSE_MAX_DAYS = 366;

export interface PauseRange {
  from: string;
  to: string;
}

export interface Pause extends PauseRange {
  id: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a calendar date "YYYY-MM-DD"; NaN for anything else (2026-02-30 too). */
export function dayOfIsoDate(text: string): number {
  const m = ISO_DATE.exec(text);
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return NaN;
  return ms / MS_PER_DAY;
}

/**
 * Why a range cannot be a pause (the API's 400 text; pause-body.ts reads it from here), or
 * undefined when it can: both calendar dates, `to` not before `from`, at most PAUSE_MAX_DAYS.
 */
export function pauseRangeProblem({ from, to }: PauseRange): string | undefined {
  const first = dayOfIsoDate(from);
  const last = dayOfIsoDate(to);
  if (Number.isNaN(first)) return "from must be a date (YYYY-MM-DD)";
  if (Number.isNaN(last)) return "to must be a date (YYYY-MM-DD)";
  const length = last - first + 1;
  if (length < 1) return "to must not be before from";
  if (length > PAUSE_MAX_DAYS) return `A pause covers at most ${PAUSE_MAX_DAYS} days`;
  return undefined;
}

/**
 * Paused days as sorted, merged, inclusive [from, to] day ranges, for lookups by day.
 * Invalid ranges (never stored: the schema refuses them) are ignored.
 */
export class PausedDays {
  static readonly none = new PausedDays([]);

  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(pauses: readonly PauseRange[]) {
    const ranges = pauses
      .map((p) => [dayOfIsoDate(p.from), dayOfIsoDate(p.to)] as const)
      .filter(([a, b]) => !Number.isNaN(a) && !Number.isNaN(b) && a <= b)
      .sort((x, y) => x[0] - y[0]);
    for (const [a, b] of ranges) {
      const last = this.ends.length - 1;
      if (last >= 0 && a <= (this.ends[last] as number) + 1) {
        this.ends[last] = Math.max(this.ends[last] as number, b);
      } else {
        this.starts.push(a);
        this.ends.push(b);
      }
    }
  }

  get isEmpty(): boolean {
    return this.starts.length === 0;
  }

  /** Whether `day` is paused (binary search over the merged ranges). */
  has(day: number): boolean {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (day < (this.starts[mid] as number)) hi = mid - 1;
      else if (day > (this.ends[mid] as number)) lo = mid + 1;
      else return true;
    }
    return false;
  }

  /** Paused days in [from, to], both inclusive. */
  countIn(from: number, to: number): number {
    let n = 0;
    for (let i = 0; i < this.starts.length; i += 1) {
      const a = Math.max(from, this.starts[i] as number);
      const b = Math.min(to, this.ends[i] as number);
      if (a <= b) n += b - a + 1;
    }
    return n;
  }
}
