/**
 * An amount goal's chart on the journal page (issue 29 item 5): the amount so far in the current
 * period, day by day and cumulative, against the target as a line and the straight pace line to
 * it, with core's forecast in words ("on pace", "3.5 km behind"). The labels are HTML beside a
 * stretched SVG, so their size holds at every width (the progress chart's lesson, issue 28).
 */
import { amountForecast } from "../../../core/habit-calendar.js";
import { habitRules, periodOfDay, roundAmount } from "../../../core/habit-rules.js";
import type { GoalHistory } from "../../../core/goal-history.js";
import { dayOfIsoDate } from "../../../core/pauses.js";
import type { Goal } from "../../../core/schemas.js";
import { formatAmount, periodWords } from "../../features/goals/one-tap.js";
import { readWeekStart } from "../../lib/week-start.js";

const W = 100;
const H = 40;

export function AmountPeriodChart({ goal, history }: { goal: Goal; history: GoalHistory }) {
  const rules = habitRules(goal);
  const today = dayOfIsoDate(history.today);
  const weekStart = readWeekStart();
  const { from, to } = periodOfDay(rules.timeframe, today, weekStart);
  const span = to - from + 1;
  const points: [number, number][] = [[from, 0]];
  let total = 0;
  for (let day = from; day <= today; day += 1) {
    const d = history.days.find((h) => dayOfIsoDate(h.date) === day);
    total = roundAmount(total + (d?.amount ?? 0));
    points.push([day + 1, total]);
  }
  const forecast = amountForecast(goal, total, today, weekStart);
  const top = Math.max(rules.target, total, 1e-9) * 1.1;
  const x = (day: number) => ((day - from) / span) * W;
  const y = (value: number) => H - (value / top) * H;
  const unit = goal.unit ? ` ${goal.unit}` : "";
  const summary = `${formatAmount(total)} of ${formatAmount(rules.target)}${unit} ${periodWords(goal.timeframe)}: ${forecast.text}`;
  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-label={`Amount chart of ${goal.title}: ${summary}`}
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="h-32 w-full rounded bg-slate-50 dark:bg-slate-800"
      >
        <line
          x1={0}
          x2={W}
          y1={y(rules.target)}
          y2={y(rules.target)}
          className="stroke-slate-500 dark:stroke-slate-400"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1={0}
          y1={H}
          x2={W}
          y2={y(rules.target)}
          className="stroke-slate-400 dark:stroke-slate-500"
          strokeWidth={1}
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={points.map(([d, v]) => `${x(d)},${y(v)}`).join(" ")}
          fill="none"
          className="stroke-emerald-600 dark:stroke-emerald-400"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="text-sm text-slate-700 dark:text-slate-300">
        {summary}. <span className="text-slate-600 dark:text-slate-400">Target: solid line; an even pace to it: dashed.</span>
      </figcaption>
    </figure>
  );
}
