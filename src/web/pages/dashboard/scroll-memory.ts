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

/** The saved position, consumed: it applies to one return only. */
export function takeSavedScroll(): number | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const y = raw === null ? NaN : Number(raw);
    return Number.isFinite(y) && y >= 0 ? y : null;
  } catch {
    return null;
  }
}
