import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { keyOfDay, weekdayOfDay } from "../../../core/analytics/local-clock.js";
import { dayLevel, type HistoryDay } from "../../../core/goal-history.js";
import { HABIT_DAY_STATE_TEXT, type HabitDayState } from "../../../core/habit-calendar.js";
import { HabitStateLegend, PAUSED_CLASS, STATE_CLASS } from "./habit-state-legend.js";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const LEVEL_CLASS = [
  "bg-slate-100 dark:bg-slate-800",
  "bg-emerald-200 dark:bg-emerald-900",
  "bg-emerald-300 dark:bg-emerald-700",
  "bg-emerald-500 dark:bg-emerald-500",
  "bg-emerald-700 dark:bg-emerald-300",
] as const;
/** The compact strip's shades, as SVG fills (the same colours as LEVEL_CLASS). */
const LEVEL_FILL = [
  "fill-slate-100 dark:fill-slate-800",
  "fill-emerald-200 dark:fill-emerald-900",
  "fill-emerald-300 dark:fill-emerald-700",
  "fill-emerald-500 dark:fill-emerald-500",
  "fill-emerald-700 dark:fill-emerald-300",
] as const;
const PAUSED_STROKE = "stroke-slate-300 dark:stroke-slate-600";
/** Strip cells: 6 px squares 2 px apart. */
const STRIP_CELL = 6;
const STRIP_PITCH = 8;

export interface CheckInCalendarProps {
  /** The goal's days with check-ins (core/goal-history.ts historyDays). */
  days: readonly HistoryDay[];
  /** Today's day number in the viewer's zone. */
  today: number;
  /** Weeks shown, ending with this week: 53 for a year, 12 for a card's strip. */
  weeks?: number;
  /** Whether a day is paused (pauses are shown hatched). */
  isPaused?: (day: number) => boolean;
  /** The goal's title, for the accessible name. */
  goalTitle: string;
  /** A compact strip: one image with a summary, no per-day focus (dashboard cards). */
  compact?: boolean;
  /** A check or amount goal's state of each day (core/habit-calendar.ts); the full calendar only. */
  dayState?: (day: number) => HabitDayState;
  /** Clicking, Enter or Space on a day up to today (the journal page's calendar tap). */
  onDayActivate?: (day: number) => void;
}

/** "Tuesday 3 November 2026: 2 check-ins, +10 %" — every day's text alternative. */
export function describeDay(day: number, d: HistoryDay | undefined, paused: boolean): string {
  const label = dayName(day);
  const what = !d
    ? "no check-in"
    : `${d.count} check-in${d.count === 1 ? "" : "s"}, ${d.change > 0 ? "+" : d.change < 0 ? "−" : "±"}${Math.abs(d.change)} %`;
  return `${label}: ${what}${paused ? " (paused)" : ""}`;
}

/** "Tuesday 3 March 2026: done" — a check or amount goal's day, by its state. */
export function describeStateDay(day: number, state: HabitDayState): string {
  return `${dayName(day)}: ${HABIT_DAY_STATE_TEXT[state]}`;
}

/** "Tuesday 3 November 2026". */
export function dayName(day: number): string {
  const date = new Date(day * 86_400_000);
  return `${["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][weekdayOfDay(day)]} ${date.getUTCDate()} ${
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][
      date.getUTCMonth()
    ]
  } ${date.getUTCFullYear()}`;
}

/**
 * A heatmap of check-in days, weeks as columns and weekdays as rows, Monday first (issue 17,
 * item 3). The full calendar is a grid: arrow keys move between days (one tab stop), and each
 * day has a text alternative. The compact strip is one image with a summary.
 */
export function CheckInCalendar({
  days,
  today,
  weeks = 53,
  isPaused,
  goalTitle,
  compact = false,
  dayState,
  onDayActivate,
}: CheckInCalendarProps) {
  const byDay = useMemo(() => new Map(days.map((d) => [d.day, d])), [days]);
  // Columns start on a Monday; the last column is this week (days after today are blank).
  const firstDay = today - weekdayOfDay(today) - (weeks - 1) * 7;
  const columns = useMemo(
    () => Array.from({ length: weeks }, (_, w) => Array.from({ length: 7 }, (_, r) => firstDay + w * 7 + r)),
    [firstDay, weeks],
  );
  const [focused, setFocused] = useState(today);
  const grid = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Opens on the latest weeks (issue 28, item 1): today at the right edge, the year to its left.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth - el.clientWidth;
  }, [today, weeks]);

  const checkInDays = days.filter((d) => d.day >= firstDay && d.day <= today).length;
  const name = `Check-in calendar of ${goalTitle}: ${checkInDays} day${checkInDays === 1 ? "" : "s"} with check-ins in the last ${weeks} weeks`;

  function move(e: KeyboardEvent) {
    if (onDayActivate && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      return onDayActivate(focused);
    }
    const step = { ArrowLeft: -7, ArrowRight: 7, ArrowUp: -1, ArrowDown: 1, Home: -weekdayOfDay(focused), End: 6 - weekdayOfDay(focused) }[
      e.key
    ];
    if (step === undefined) return;
    e.preventDefault();
    const next = Math.min(today, Math.max(firstDay, focused + step));
    setFocused(next);
    grid.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  }

  const monthLabels = monthLabelsOf(columns);
  if (compact) {
    // One image, so the summary says what the hatching shows; small cells keep the card short.
    let pausedDays = 0;
    if (isPaused) for (let d = firstDay; d <= today; d += 1) if (isPaused(d)) pausedDays += 1;
    const summary = pausedDays > 0 ? `${name}, ${pausedDays} day${pausedDays === 1 ? "" : "s"} paused` : name;
    // One SVG with a path per shade (not 84 elements per card): a dashboard of strips stays cheap
    // to render (Lighthouse's main-thread time on /dashboard).
    const paths: string[] = Array.from({ length: LEVEL_FILL.length }, () => "");
    let hatch = "";
    columns.forEach((col, w) =>
      col.forEach((day, r) => {
        if (day > today) return;
        const x = w * STRIP_PITCH;
        const y = r * STRIP_PITCH;
        if (isPaused?.(day)) hatch += `M${x} ${y + STRIP_CELL}L${x + STRIP_CELL} ${y}`;
        else paths[dayLevel(byDay.get(day))] += `M${x} ${y}h${STRIP_CELL}v${STRIP_CELL}h-${STRIP_CELL}z`;
      }),
    );
    return (
      <svg role="img" aria-label={summary} width={weeks * STRIP_PITCH - 2} height={7 * STRIP_PITCH - 2} className="shrink-0">
        <title>{summary}</title>
        {paths.map((d, level) => (d ? <path key={level} d={d} className={LEVEL_FILL[level]} /> : null))}
        {hatch ? <path d={hatch} className={PAUSED_STROKE} strokeWidth={2} /> : null}
      </svg>
    );
  }

  // The weekday column stays in view while the weeks scroll under it.
  const sticky = "sticky left-0 z-10 bg-white pr-1 dark:bg-slate-900";
  // Days one taps are finger-sized (24 px, WCAG 2.5.8's minimum target); a calendar to read is denser.
  const cell = onDayActivate ? "24px" : "12px";
  return (
    <>
      <div ref={scroller} className="max-w-full overflow-x-auto">
        <div
          role="grid"
          aria-label={name}
          ref={grid}
          onKeyDown={move}
          className="inline-grid gap-[3px] text-[10px] leading-3 text-slate-500 dark:text-slate-400"
          style={{ gridTemplateColumns: `auto repeat(${weeks}, ${cell})`, gridTemplateRows: `auto repeat(7, ${cell})` }}
        >
          <div role="row" className="contents">
            <span role="columnheader" aria-label="Weekday" className={sticky} />
            {monthLabels.map((m, i) => (
              <span
                key={m.column}
                role="columnheader"
                aria-colspan={m.span}
                // The last label may start in this week's column: nothing follows it to overlap.
                className={`${i === monthLabels.length - 1 ? "" : "overflow-hidden"} whitespace-nowrap pb-0.5`}
                style={{ gridColumn: `${m.column + 2} / span ${m.span}` }}
              >
                {m.label}
              </span>
            ))}
          </div>
          {WEEKDAYS.map((weekday, r) => (
            <div role="row" key={weekday} className="contents">
              <span role="rowheader" aria-label={weekday} className={`${sticky} whitespace-nowrap`}>
                {r % 2 === 0 ? weekday : ""}
              </span>
              {columns.map((col) => {
                const day = col[r]!;
                if (day > today) return <span key={day} role="gridcell" aria-hidden="true" />;
                const paused = isPaused?.(day) ?? false;
                const d = byDay.get(day);
                const state = dayState?.(day);
                const text = state ? describeStateDay(day, state) : describeDay(day, d, paused);
                return (
                  <span
                    key={day}
                    role="gridcell"
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={text}
                    title={text}
                    aria-haspopup={onDayActivate ? "dialog" : undefined}
                    onFocus={() => setFocused(day)}
                    onClick={onDayActivate ? () => onDayActivate(day) : undefined}
                    data-key={keyOfDay(day)}
                    data-state={state}
                    className={`block size-full rounded-sm outline-offset-1 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${
                      onDayActivate ? "cursor-pointer " : ""
                    }${state ? STATE_CLASS[state] : paused ? PAUSED_CLASS : LEVEL_CLASS[dayLevel(d)]}`}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {dayState ? <HabitStateLegend /> : null}
    </>
  );
}

/** A month label needs this many week columns (15 px each) to be read without touching the next. */
const MONTH_LABEL_COLUMNS = 3;

/**
 * Each month's label over the week where it starts, spanning the columns up to the next label;
 * the first column's month (partly before the calendar) is left out when the next month starts
 * too close to it for both to be read (issue 28, item 2: "Nov" and "Dec" overlapped).
 */
export function monthLabelsOf(columns: readonly (readonly number[])[]): { column: number; span: number; label: string }[] {
  const starts: { column: number; label: string }[] = [];
  columns.forEach((col, w) => {
    const first = col.find((d) => new Date(d * 86_400_000).getUTCDate() === 1);
    if (w === 0 || first !== undefined) starts.push({ column: w, label: MONTHS[new Date((first ?? col[0]!) * 86_400_000).getUTCMonth()]! });
  });
  if (starts.length > 1 && starts[1]!.column - starts[0]!.column < MONTH_LABEL_COLUMNS) starts.shift();
  return starts.map((s, i) => ({ ...s, span: (starts[i + 1]?.column ?? columns.length) - s.column }));
}
