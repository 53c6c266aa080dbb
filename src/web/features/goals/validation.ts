/** Client-side rules and their exact messages (spec §5). */
import type { GoalInput } from "../../lib/api.js";
import { slugify } from "../../../core/slug.js";

export const MESSAGES = {
  createInvalid: "Please enter title, category and timeframe",
  titleEmpty: "Title cannot be empty",
  slugRequired: "Please enter a custom URL",
  notShareable: "Goal must be public with a custom URL",
  deleteConfirm: "Are you sure you want to delete this goal? This action cannot be undone.",
} as const;

/** The create payload with the title trimmed and missing texts as "", or null when invalid. */
export function normalizeCreate(input: GoalInput): GoalInput | null {
  const clean: GoalInput = {
    title: input.title.trim(),
    description: (input.description ?? "").trim(),
    motivation: (input.motivation ?? "").trim(),
    category: input.category.trim(),
    timeframe: input.timeframe.trim(),
  };
  if (!clean.title || !clean.category || !clean.timeframe) return null;
  return clean;
}

/** The slug a Publish will send, or null when nothing usable was entered. */
export function slugForPublish(raw: string): string | null {
  const slug = slugify(raw);
  return slug ? slug : null;
}

export function isShareable(goal: { public: boolean; slug: string | null }): boolean {
  return goal.public === true && !!goal.slug;
}
