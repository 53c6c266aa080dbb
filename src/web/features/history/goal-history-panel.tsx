import { type ReactNode, useMemo } from "react";
import { dayOfIsoDate, PausedDays } from "../../../core/pauses.js";
import { forecastTo100, type GoalHistory, type HistoryDay } from "../../../core/goal-history.js";
import type { HabitDayState } from "../../../core/habit-calendar.js";
import { CheckInCalendar } from "../../components/charts/check-in-calendar.js";
import { ProgressChart } from "../../components/charts/progress-chart.js";

export interface GoalHistoryPanelProps {
  history: GoalHistory;
  goalTitle: string;
  /** A check or amount goal's day states (the journal page; issue 29 item 5). */
  dayState?: ((day: number) => HabitDayState) | undefined;
  /** The journal page's tap on a day (issue 29 item 3). */
  onDayActivate?: ((day: number) => void) | undefined;
  /** Replaces the progress chart (an amount goal's period chart). */
  chart?: ReactNode;
}

/** A goal's year at a glance: the check-in calendar and the progress chart (issue 17, 3-4). */
export function GoalHistoryPanel({ history, goalTitle, dayState, onDayActivate, chart }: GoalHistoryPanelProps) {
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
        <CheckInCalendar
          days={days}
          today={today}
          goalTitle={goalTitle}
          isPaused={paused.isEmpty ? undefined : (d) => paused.has(d)}
          dayState={dayState}
          onDayActivate={onDayActivate}
        />
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">Progress chart</h2>
        {chart ?? <ProgressChart days={days} forecast={forecast} goalTitle={goalTitle} />}
      </div>
    </section>
  );
}
