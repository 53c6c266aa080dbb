/**
 * Keeps the dashboard's scroll position across a visit to /templates (spec §2): saved when
 * leaving for the templates page, restored SCROLL_RESTORE_DELAY_MS after coming back, once
 * the goal cards have had a moment to render.
 */
export const SCROLL_RESTORE_DELAY_MS = 100;
const KEY = "pv_dashboard_scroll";

export function rememberScroll(): void {
  try {
    window.sessionStorage.setItem(KEY, String(Math.round(window.scrollY)));
  } catch {
    // storage unavailable: the page simply opens at the top
  }
}

/**
 * The saved position, read without consuming it: React may run a mounting component's state
 * initializer twice (a first render it throws away, e.g. after a lazy page resolves), and the
 * second read must see the same value. forgetSavedScroll consumes it once the page is shown.
 */
export function peekSavedScroll(): number | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const y = raw === null ? NaN : Number(raw);
    return Number.isFinite(y) && y >= 0 ? y : null;
  } catch {
    return null;
  }
}

/** The saved position applies to one return only. */
export function forgetSavedScroll(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was saved
  }
}
