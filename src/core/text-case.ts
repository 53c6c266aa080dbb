/** How a word of the data (a category, a timeframe, a coach's phrase) is shown in running text and chips. */

/** "monthly" → "Monthly": the first letter upper case, the rest as it is. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The category a goal has no category means (the spec's default). */
export const DEFAULT_CATEGORY_LABEL = "General";

/** A goal's category as shown: "health" → "Health"; none or blank → "General". */
export function categoryLabel(category: string | null | undefined): string {
  const c = category?.trim();
  return c ? capitalise(c) : DEFAULT_CATEGORY_LABEL;
}
