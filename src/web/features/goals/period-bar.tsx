/** The current period's progress as a bar with marks at 0, 25, 50, 75 and 100 (spec §2). */
import { periodName } from "../../../core/habit-words.js";
import { clampProgress } from "../../../core/progress.js";

const MARKS = [0, 25, 50, 75, 100] as const;

export function PeriodBar({ value, timeframe }: { value: number; timeframe: string }) {
  const pct = clampProgress(value);
  const label = `${periodName(timeframe)}: ${pct}%`;
  return (
    <div>
      <div className="flex items-baseline justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>Period progress</span>
        <span className="font-medium text-slate-800 dark:text-slate-200">{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Period progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={label}
        className="relative mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${pct}%` }} />
        {MARKS.slice(1, -1).map((m) => (
          <span
            key={m}
            aria-hidden="true"
            className="absolute top-0 h-full w-px bg-white/70 dark:bg-slate-900/70"
            style={{ left: `${m}%` }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-0.5 flex justify-between text-[10px] text-slate-600 tabular-nums dark:text-slate-400">
        {MARKS.map((m) => (
          <span key={m}>{m}</span>
        ))}
      </div>
    </div>
  );
}
