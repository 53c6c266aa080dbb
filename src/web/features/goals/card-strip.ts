/**
 * The days a goal card's check-in strip draws (issue 17 item 3): the last STRIP_WEEKS weeks.
 *
 * A server goal brings them in `facts.recent_days`, computed over its whole journal, while its
 * `journal` holds only the latest entries (decision 020) plus check-ins the server has not
 * confirmed yet (an optimistic +10 %, or one kept offline). The window holds every entry after
 * its first one, so days after the window's first day are exact from it — a check-in made here
 * shows at once — and the days up to it come from the server. A goal made in the browser (the
 * demo) holds its whole journal: recentCheckInDays on it, as the server computes it.
 */
import { createLocalClock } from "../../../core/analytics/local-clock.js";
import { daysOfRecent, historyDays, historyFromDay, recentCheckInDays, STRIP_WEEKS, type HistoryDay } from "../../../core/goal-history.js";
import type { FactsClock } from "../../../core/goal-facts.js";
import type { Goal } from "../../../core/schemas.js";

export interface CardStrip {
  /** Today's day number in the viewer's zone. */
  today: number;
  /** Check-in days inside the strip, oldest first. */
  days: HistoryDay[];
}

export function cardStripDays(goal: Pick<Goal, "journal" | "facts">, clock: FactsClock): CardStrip {
  const today = createLocalClock(clock.timeZone).dayOf(clock.now.getTime());
  const fromDay = historyFromDay(today, STRIP_WEEKS);
  const local = daysOfRecent(recentCheckInDays(goal.journal, clock));
  const server = goal.facts?.recent_days;
  if (!server) return { today, days: local };

  const windowFirst = historyDays(goal.journal, clock.timeZone)[0]?.day ?? Infinity;
  const byDay = new Map<number, HistoryDay>();
  for (const d of daysOfRecent(server)) if (d.day >= fromDay && d.day <= today && d.day <= windowFirst) byDay.set(d.day, d);
  for (const d of local) if (d.day > windowFirst || !byDay.has(d.day)) byDay.set(d.day, d);
  return { today, days: [...byDay.values()].sort((a, b) => a.day - b.day) };
}
