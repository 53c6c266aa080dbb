/**
 * What a template's title names to track (issue 29 item 2: "templates may prefill a kind, unit
 * and target where the template names one"): kept beside the 49 templates, whose spec fields stay
 * as they are. A template without an entry fills the spec's progress goal.
 */
import type { HabitFields } from "./habit-field-rules.js";

type TemplateHabit = Pick<HabitFields, "kind" | "target"> & Partial<Pick<HabitFields, "unit" | "direction" | "weekdays">>;

const WORKDAYS = [1, 2, 3, 4, 5];

export const TEMPLATE_HABITS: Readonly<Record<string, TemplateHabit>> = {
  "tmpl-general-morning-plan": { kind: "check", target: 1 },
  "tmpl-general-evening-shutdown": { kind: "check", target: 1, weekdays: WORKDAYS },
  "tmpl-general-hardest-first": { kind: "check", target: 1 },
  "tmpl-general-weekly-review": { kind: "check", target: 1 },
  "tmpl-general-declutter": { kind: "check", target: 1 },
  "tmpl-general-clear-backlog": { kind: "check", target: 5 },
  "tmpl-health-daily-steps": { kind: "amount", target: 8000, unit: "steps" },
  "tmpl-health-water": { kind: "amount", target: 2, unit: "litres" },
  "tmpl-health-bedtime": { kind: "check", target: 1, weekdays: WORKDAYS },
  "tmpl-health-strength": { kind: "check", target: 3 },
  "tmpl-health-home-dinners": { kind: "check", target: 5 },
  "tmpl-career-focus-block": { kind: "amount", target: 90, unit: "minutes" },
  "tmpl-career-work-log": { kind: "check", target: 1 },
  "tmpl-career-email-batches": { kind: "amount", target: 3, unit: "checks", direction: "at_most" },
  "tmpl-career-reconnect": { kind: "check", target: 1 },
  "tmpl-career-ask-feedback": { kind: "check", target: 1 },
  "tmpl-study-read-pages": { kind: "amount", target: 20, unit: "pages" },
  "tmpl-study-language": { kind: "amount", target: 15, unit: "minutes" },
  "tmpl-study-flashcards": { kind: "check", target: 1 },
  "tmpl-study-focus-sessions": { kind: "check", target: 10 },
  "tmpl-study-practice-test": { kind: "check", target: 1 },
  "tmpl-finance-log-spending": { kind: "check", target: 1 },
  "tmpl-finance-pack-lunch": { kind: "check", target: 1, weekdays: WORKDAYS },
  "tmpl-finance-money-checkin": { kind: "check", target: 1 },
  "tmpl-personal-three-lines": { kind: "check", target: 1 },
  "tmpl-personal-meditate": { kind: "amount", target: 10, unit: "minutes" },
  "tmpl-personal-phone-free-morning": { kind: "check", target: 1 },
  "tmpl-personal-weekly-call": { kind: "check", target: 1 },
  "tmpl-personal-try-something-new": { kind: "check", target: 1 },
  "tmpl-personal-volunteer": { kind: "amount", target: 4, unit: "hours" },
  "tmpl-creative-daily-sketch": { kind: "amount", target: 15, unit: "minutes" },
  "tmpl-creative-morning-words": { kind: "amount", target: 300, unit: "words" },
  "tmpl-creative-instrument": { kind: "amount", target: 20, unit: "minutes" },
  "tmpl-creative-photo-walk": { kind: "check", target: 1 },
  "tmpl-creative-share-work": { kind: "check", target: 1 },
};

/** The habit fields template `id` names, or nothing (a progress goal, the spec's). */
export function templateHabit(id: string): TemplateHabit | undefined {
  return Object.hasOwn(TEMPLATE_HABITS, id) ? TEMPLATE_HABITS[id] : undefined;
}
