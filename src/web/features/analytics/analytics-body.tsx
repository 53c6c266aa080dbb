import type { AnalyticsSummary, TopGoal } from "../../../core/analytics.js";
import { DISTRIBUTION_BUCKETS, SPARKLINE_DAYS } from "../../../core/constants.js";
import { WEEKDAY_NAMES } from "../../../core/analytics.js";
import { BarChart, Sparkline } from "./charts.js";
import {
  FIGURE_BASIS,
  MIXED_NOTE,
  NOT_AVAILABLE,
  WEEKDAY_SHORT,
  directionFigures,
  formatDays,
  formatPercent,
  hourLabel,
  sparkDays,
} from "./format.js";
import { GoalRefList, StatTile } from "./stat-tile.js";

const count = (n: number) => String(n);

/** Every figure of the analytics panel (spec §2), read from one core summary. */
export function AnalyticsBody({ summary: s, todayKey, expanded }: { summary: AnalyticsSummary; todayKey: string; expanded: boolean }) {
  const days = sparkDays(todayKey);
  const adh = s.adherenceByCadenceAvg;
  const grid = expanded ? "grid-cols-2 md:grid-cols-4" : "grid-cols-2";
  const charts = expanded ? "grid gap-4 md:grid-cols-2" : "grid gap-4";
  // The figures with a direction, shown so that no two disagree in sign (decision 021).
  const f = directionFigures(s);
  return (
    <div className="space-y-5">
      <div className={`grid gap-3 ${grid}`}>
        <StatTile label="Goals (filtered)" value={s.count} />
        <StatTile
          label="Average progress"
          value={`${s.avgProgress}%`}
          detail={`${f.trend} over ${SPARKLINE_DAYS} days, ${FIGURE_BASIS.trend}`}
        />
        <StatTile label="Momentum" value={f.momentum} detail={FIGURE_BASIS.momentum} />
        <StatTile label="Forecast" value={f.forecast} detail={f.forecastBasis} />
      </div>
      {f.mixed ? (
        <p role="note" className="text-sm text-slate-600 dark:text-slate-400">
          {MIXED_NOTE}
        </p>
      ) : null}

      <div className={charts}>
        <Sparkline
          title={`Progress, last ${SPARKLINE_DAYS} days`}
          description={`Average progress by day: ${s.spark.map((v, i) => `${days[i]?.label ?? ""} ${v}%`).join(", ")}.`}
          data={s.spark.map((v, i) => ({ tick: days[i]?.weekday ?? "", name: days[i]?.label ?? String(i), value: v }))}
          columns={["Day", "Average progress"]}
          format={(v) => `${v}%`}
        />
        <BarChart
          title="Distribution"
          description={`Goals by progress: ${DISTRIBUTION_BUCKETS.map((b, i) => `${b}%: ${s.distribution[i] ?? 0}`).join(", ")}.`}
          data={DISTRIBUTION_BUCKETS.map((b, i) => ({ tick: b, name: `${b}%`, value: s.distribution[i] ?? 0 }))}
          columns={["Progress", "Goals"]}
        />
      </div>

      <div className={`grid gap-3 ${grid}`}>
        <StatTile label="Cadence (median)" value={formatDays(s.cadenceMedianDays)} detail="between check-in days" />
        <StatTile label="Active days (7d)" value={`${s.activeDays7} / 7`} />
        <StatTile
          label="Adherence (last 14 days)"
          value={formatPercent(s.adherenceAvg)}
          detail={`Daily ${formatPercent(adh.daily)} · Weekly ${formatPercent(adh.weekly)} · Monthly ${formatPercent(adh.monthly)}`}
        />
        <StatTile label="Weekly completion" value={`${s.weeklyCompletion}%`} />
      </div>

      <div className={charts}>
        <BarChart
          title="Activity by weekday (last 90 days)"
          description={`Check-ins per weekday: ${WEEKDAY_NAMES.map((d, i) => `${d} ${s.dowCounts[i] ?? 0}`).join(", ")}.`}
          data={WEEKDAY_NAMES.map((d, i) => ({ tick: WEEKDAY_SHORT[i] ?? "", name: d, value: s.dowCounts[i] ?? 0 }))}
          columns={["Weekday", "Check-ins"]}
          format={count}
        />
        <BarChart
          title="Activity by hour (last 90 days)"
          description={`Check-ins per hour of the day; busiest: ${busiestHours(s.hourCounts)}.`}
          data={s.hourCounts.map((c, h) => ({ tick: h % 6 === 0 ? String(h) : "", name: hourLabel(h), value: c }))}
          columns={["Hour", "Check-ins"]}
          format={count}
        />
      </div>

      <div className={`grid gap-3 ${grid}`}>
        <StatTile label="Strongest day" value={s.strongestDay ?? NOT_AVAILABLE} />
        <StatTile label="Weakest day" value={s.weakestDay ?? NOT_AVAILABLE} />
        <StatTile label="Completed" value={s.completedCount} detail="at 100%" />
        <StatTile label="Nearing" value={s.nearingCount} detail="80–99%" />
        <StatTile label="Stalled" value={s.stalledCount} detail="no update for over 14 days" />
        {expanded ? (
          <>
            <StatTile label="Average pace" value={f.avgPace} detail={FIGURE_BASIS.avgPace} />
            <StatTile label="Total streak" value={formatDays(s.streakTotal)} />
            <StatTile label="Yearly adherence" value={formatPercent(adh.yearly)} />
          </>
        ) : null}
      </div>

      <div className={expanded ? "grid gap-4 md:grid-cols-2" : "grid gap-4"}>
        <GoalRefList title="Need attention" goals={s.needAttention} empty="Nothing needs attention right now." />
        {expanded ? <TopGoalList goals={s.topGoals} /> : null}
      </div>
    </div>
  );
}

function TopGoalList({ goals }: { goals: readonly TopGoal[] }) {
  const byId = new Map(goals.map((g) => [g.id, g]));
  return (
    <GoalRefList
      title="Top goals"
      goals={goals}
      empty="No goals yet."
      extra={(g) => {
        const top = byId.get(g.id);
        return top ? (
          <span className="mr-2 text-xs text-slate-500 dark:text-slate-400">{`${top.timeframe} · ${top.category} · streak ${top.streak}`}</span>
        ) : null;
      }}
    />
  );
}

function busiestHours(hourCounts: readonly number[]): string {
  const max = Math.max(0, ...hourCounts);
  if (max === 0) return "none";
  return hourCounts.flatMap((c, h) => (c === max ? [`${hourLabel(h)} (${c})`] : [])).join(", ");
}
