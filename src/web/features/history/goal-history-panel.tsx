import { useMemo } from "react";
import { dayOfIsoDate, PausedDays } from "../../../core/pauses.js";
import { forecastTo100, type GoalHistory, type HistoryDay } from "../../../core/goal-history.js";
import { CheckInCalendar } from "../../components/charts/check-in-calendar.js";
import { ProgressChart } from "../../components/charts/progress-chart.js";

/** A goal's year at a glance: the check-in calendar and the progress chart (issue 17, 3-4). */
export function GoalHistoryPanel({ history, goalTitle }: { history: GoalHistory; goalTitle: string }) {
  const { days, today, paused, forecast } = useMemo(() => {
    const days: HistoryDay[] = history.days.map((d) => ({
      day: dayOfIsoDate(d.date),
      count: d.count,
      progress: d.progress,
      change: d.change,
    }));
    return {
      days,
      today: dayOfIsoDate(history.today),
      paused: new PausedDays(history.pauses),
      forecast: forecastTo100(days[days.length - 1], history.pace),
    };
  }, [history]);
  return (
    <section
      aria-label="Progress over time"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <h2 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">Check-in calendar</h2>
        <CheckInCalendar days={days} today={today} goalTitle={goalTitle} isPaused={paused.isEmpty ? undefined : (d) => paused.has(d)} />
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">Progress chart</h2>
        <ProgressChart days={days} forecast={forecast} goalTitle={goalTitle} />
      </div>
    </section>
  );
}
