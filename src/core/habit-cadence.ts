/**
 * A habit's rhythm in a few words (issue 29 item 5): "3× a week", "20 km a week", "At most 2 cups
 * a day", "Weekdays", "Every 3 days". One wording for the public page, the explore cards, link
 * previews and the coach; none for the spec's progress goals.
 */
import { type HabitGoal, habitRules } from "./habit-rules.js";

const PER = { daily: "a day", weekly: "a week", monthly: "a month", yearly: "a year" } as const;
const DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The days of a weekday schedule: "Weekdays", "Weekends", or "Mon, Wed, Fri". */
function weekdaysText(days: readonly number[]): string {
  const key = [...days].sort((a, b) => a - b).join("");
  if (key === "12345") return "Weekdays";
  if (key === "67") return "Weekends";
  return [...days]
    .sort((a, b) => a - b)
    .map((d) => DAY_NAMES[d - 1])
    .join(", ");
}

/** The habit's rhythm, or undefined for a progress goal. */
export function cadenceText(goal: HabitGoal & { unit?: string | null }): string | undefined {
  const rules = habitRules(goal);
  if (rules.kind === "progress") return undefined;
  const per = PER[rules.timeframe];
  const limit = rules.direction === "at_most" ? "At most " : "";
  const schedule = rules.weekdays ? weekdaysText(rules.weekdays) : rules.everyDays ? `Every ${rules.everyDays} days` : undefined;
  if (rules.kind === "amount") {
    const amount = `${limit}${rules.target.toLocaleString("en-US")}${goal.unit ? ` ${goal.unit}` : ""}`;
    return schedule ? `${amount} · ${schedule}` : `${amount} ${per}`;
  }
  if (limit && rules.target === 0) return schedule ? `Not at all · ${schedule}` : "Not at all";
  if (schedule && rules.target === 1 && !limit) return schedule;
  const times = rules.target === 1 && !limit ? "Once" : `${limit}${rules.target}×`;
  return schedule ? `${times} · ${schedule}` : `${times} ${per}`;
}
