import { useId } from "react";
import { createLocalClock, keyOfDay } from "../../../core/analytics/local-clock.js";
import type { Goal } from "../../../core/schemas.js";
import type { CardFacts } from "./goal-display.js";

const STRENGTH_EXPLAINED =
  "How regularly you check in for this goal's timeframe, smoothed over time: one missed day after a long run barely moves it, frequent gaps do. Paused days are skipped.";

/**
 * Beside the spec's streak (issue 17): a morning's "N-day run ends tonight unless you log today", a
 * paused goal's note, and habit strength with its one-line explanation on hover and focus.
 */
export function HabitLine({ goal, facts, now, timeZone }: { goal: Goal; facts: CardFacts; now: Date; timeZone: string }) {
  const tipId = useId();
  const today = keyOfDay(createLocalClock(timeZone).dayOf(now.getTime()));
  const pause = goal.pauses?.find((p) => p.from <= today && today <= p.to);
  // The server's figure reads the whole journal; the card holds only its latest entries.
  const strength = goal.strength ?? facts.strength;
  return (
    // The tooltip is placed against this line (the card's width) and hidden until asked for, so it
    // never widens a 375 px page (issue 15 item 11).
    <div className="relative flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      {pause ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          Paused until {pause.to}
        </span>
      ) : facts.atRisk !== null ? (
        // Not called a streak: the spec's streak beside it already reads 0 until today's entry, and the
        // two must read true together (issue 28, item 5).
        <span className="font-medium text-amber-800 dark:text-amber-300">
          {facts.atRisk}-{facts.habit.streak_unit} run ends tonight unless you log today
        </span>
      ) : null}
      <span className="group">
        <span
          tabIndex={0}
          aria-describedby={tipId}
          className="cursor-help rounded text-slate-600 underline decoration-dotted outline-offset-2 dark:text-slate-300"
        >
          Strength {strength}
        </span>
        <span
          id={tipId}
          role="tooltip"
          className="absolute inset-x-0 bottom-full z-20 mb-1 hidden rounded-md bg-slate-900 px-2 py-1.5 text-xs font-normal text-white shadow-lg group-focus-within:block group-hover:block dark:bg-slate-700"
        >
          {STRENGTH_EXPLAINED}
        </span>
      </span>
    </div>
  );
}
