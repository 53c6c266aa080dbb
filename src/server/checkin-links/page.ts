/**
 * The pages of a check-in link (issue 32). GET shows the goal and one button and writes nothing
 * (a link preview, a crawler or a prefetch must not check anyone in); the button is a form POST to
 * the same url, carrying a key made for this page so a double submit logs once. Plain HTML: the
 * site's CSP allows no inline style, and `color-scheme` gives it the system's light or dark.
 */
import { randomUUID } from "node:crypto";
import type { GoalKind } from "../../core/habit-rules.js";
import { escapeHtml } from "../site/head-html.js";
import { plainPage as page } from "../site/plain-page.js";

/** The form field that carries the page's Idempotency-Key (a form cannot send headers). */
export const FORM_KEY_FIELD = "idempotency_key";

export function checkinFormPage(goal: { title: string; kind: GoalKind; unit: string | null }): string {
  const amount =
    goal.kind === "amount"
      ? `<p><label for="amount">Amount${goal.unit ? ` (${escapeHtml(goal.unit)})` : ""}</label>
<input id="amount" name="amount" type="number" inputmode="decimal" min="0" step="any" required></p>
`
      : "";
  const action = goal.kind === "progress" ? "Log +10%" : goal.kind === "check" ? "Mark done" : "Log amount";
  return page(
    goal.title,
    `<h1>${escapeHtml(goal.title)}</h1>
<form method="post">
<input type="hidden" name="${FORM_KEY_FIELD}" value="${randomUUID()}">
${amount}<p><button type="submit">${action}</button></p>
</form>`,
  );
}

export function checkedInPage(title: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">Logged. You can close this page.</p>`);
}
