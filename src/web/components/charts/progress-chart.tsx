import { useLayoutEffect, useRef, useState } from "react";
import type { Forecast, HistoryDay } from "../../../core/goal-history.js";

/**
 * Drawn in CSS pixels at the width it is given (not a viewBox scaled to it), so its text is 12 px
 * and its plot 180 px tall at every width (issue 28, item 3: scaled down to a phone it was 6 px
 * text over a 90 px plot).
 */
const DEFAULT_W = 600;
const H = 180;
const PAD = { left: 46, right: 14, top: 10, bottom: 24 };

/** "Oct 18" in the viewer's locale; the year too when the axis spans two years. Days are UTC days. */
function axisDates(from: number, to: number): [string, string] {
  const year = (day: number) => new Date(day * 86_400_000).getUTCFullYear();
  const format = new Intl.DateTimeFormat(undefined, {
    month: "short",
    day: "numeric",
    ...(year(from) === year(to) ? {} : { year: "numeric" }),
    timeZone: "UTC",
  });
  return [format.format(new Date(from * 86_400_000)), format.format(new Date(to * 86_400_000))];
}

/**
 * The element's width in CSS pixels, following it as the layout changes. `shown`: whether the
 * element is rendered; a chart that appears later (a goal's first check-in made on the page)
 * is measured then, not left at the fallback (600 px on a 375 px phone).
 */
function useWidth<T extends HTMLElement>(fallback: number, shown: boolean) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  return [ref, width] as const;
}

const dateLabel = (day: number) => {
  const d = new Date(day * 86_400_000);
  return `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};

/** The chart's text alternative: where it started, where it is, where it is heading. */
export function describeProgress(days: readonly HistoryDay[], forecast: Forecast | null, goalTitle: string): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return `Progress chart of ${goalTitle}: no check-ins yet`;
  const path =
    first === last
      ? `${last.progress} % on ${dateLabel(last.day)}`
      : `from ${first.progress} % on ${dateLabel(first.day)} to ${last.progress} % on ${dateLabel(last.day)}`;
  const ahead = forecast ? `; at this pace 100 % around ${dateLabel(forecast.toDay)} (dashed)` : "";
  return `Progress chart of ${goalTitle}: ${path}${ahead}`;
}

/**
 * Progress over time as a line, with the forecast to 100 % at the goal's pace as a dashed
 * line (issue 17, item 4: Beeminder's road, for everyone). An SVG scaled to its container.
 */
export function ProgressChart({
  days,
  forecast,
  goalTitle,
}: {
  days: readonly HistoryDay[];
  forecast: Forecast | null;
  goalTitle: string;
}) {
  const label = describeProgress(days, forecast, goalTitle);
  const [box, W] = useWidth<HTMLElement>(DEFAULT_W, days.length > 0);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) {
    return (
      <p role="img" aria-label={label} className="text-sm text-slate-500 dark:text-slate-400">
        No check-ins yet: the chart starts with the first one.
      </p>
    );
  }
  const from = first.day;
  const to = Math.max(forecast?.toDay ?? last.day, from + 1);
  const x = (day: number) => PAD.left + ((day - from) / (to - from)) * (W - PAD.left - PAD.right);
  const y = (p: number) => PAD.top + (1 - p / 100) * (H - PAD.top - PAD.bottom);
  const [fromLabel, toLabel] = axisDates(from, to);
  const line = days.map((d, i) => `${i === 0 ? "M" : "L"}${x(d.day).toFixed(1)},${y(d.progress).toFixed(1)}`).join(" ");

  return (
    <figure ref={box} role="img" aria-label={label} className="w-full">
      <svg width={W} height={H} className="block" aria-hidden="true">
        {[0, 50, 100].map((p) => (
          <g key={p}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(p)} y2={y(p)} className="stroke-slate-200 dark:stroke-slate-700" strokeWidth="1" />
            <text x={PAD.left - 6} y={y(p) + 4} textAnchor="end" className="fill-slate-500 text-xs dark:fill-slate-400">
              {p}%
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 6} className="fill-slate-500 text-xs dark:fill-slate-400">
          {fromLabel}
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-slate-500 text-xs dark:fill-slate-400">
          {toLabel}
        </text>
        <path d={line} fill="none" strokeWidth="2.5" strokeLinejoin="round" className="stroke-brand-600" />
        {forecast && (
          <line
            data-testid="forecast"
            x1={x(forecast.fromDay)}
            y1={y(forecast.fromProgress)}
            x2={x(forecast.toDay)}
            y2={y(100)}
            strokeWidth="2"
            strokeDasharray="6 5"
            className="stroke-brand-500"
          />
        )}
        {days.length <= 60 && days.map((d) => <circle key={d.day} cx={x(d.day)} cy={y(d.progress)} r="3" className="fill-brand-600" />)}
      </svg>
    </figure>
  );
}
