/** A goal card's last 12 weeks of check-ins, paused days hatched as on the journal page (issue 17 item 3). */
import { useMemo } from "react";
import { STRIP_WEEKS } from "../../../core/goal-history.js";
import { PausedDays } from "../../../core/pauses.js";
import type { Goal } from "../../../core/schemas.js";
import { CheckInCalendar } from "../../components/charts/check-in-calendar.js";
import { cardStripDays } from "./card-strip.js";

export function CheckInStrip({ goal, now, timeZone }: { goal: Goal; now: Date; timeZone: string }) {
  const { today, days } = useMemo(() => cardStripDays(goal, { now, timeZone }), [goal, now, timeZone]);
  const paused = useMemo(() => new PausedDays(goal.pauses ?? []), [goal.pauses]);
  return (
    <CheckInCalendar
      compact
      days={days}
      today={today}
      weeks={STRIP_WEEKS}
      goalTitle={goal.title}
      isPaused={paused.isEmpty ? undefined : (d) => paused.has(d)}
    />
  );
}
