/** Client-side rules and their exact messages (spec §5). */
import type { GoalInput } from "../../lib/api.js";
import { habitAnswer } from "../../../core/habit-field-rules.js";
import { slugProblem, slugify } from "../../../core/slug.js";
import { habitFieldsOf } from "./habit-form-values.js";

export const MESSAGES = {
  createInvalid: "Please enter title, category and timeframe",
  titleEmpty: "Title cannot be empty",
  slugRequired: "Please enter a custom URL",
  notShareable: "Goal must be public with a custom URL",
  deleteConfirm: "Are you sure you want to delete this goal? This action cannot be undone.",
} as const;

/**
 * The create payload with the title trimmed and missing texts as "", or null when invalid. A check
 * or amount goal's habit fields (issue 29) travel along; a progress goal sends the spec's five.
 */
export function normalizeCreate(input: GoalInput): GoalInput | null {
  const clean: GoalInput = {
    title: input.title.trim(),
    description: (input.description ?? "").trim(),
    motivation: (input.motivation ?? "").trim(),
    category: input.category.trim(),
    timeframe: input.timeframe.trim(),
    ...habitAnswer(habitFieldsOf(input)),
  };
  if (!clean.title || !clean.category || !clean.timeframe) return null;
  return clean;
}

/** The slug a Publish will send, or why the text makes none (spec's message when it is empty). */
export function slugForPublish(raw: string): { slug: string } | { problem: string } {
  const slug = slugify(raw);
  return slug ? { slug } : { problem: slugProblem(raw) ?? MESSAGES.slugRequired };
}

/**
 * The custom URL's placeholder: the slug the title would make, or a hint when the title
 * makes none (only emoji), instead of an example slug the user might take for theirs.
 */
export function slugPlaceholder(title: string): string {
  return slugify(title) || "letters or digits";
}

export function isShareable(goal: { public: boolean; slug: string | null }): boolean {
  return goal.public === true && !!goal.slug;
}
