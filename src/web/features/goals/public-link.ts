/** The shareable address of a published goal and the browser calls that open or share it (copying is lib/copy-text.ts). */
export { publicGoalUrl as publicGoalLink } from "../../lib/public-goal-url.js";

/** True where the browser has the Web Share API (most phones; few desktop browsers). */
export function canShare(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/** Resolves false when the person closed the share sheet themselves: that is not an error. */
export async function shareLink(title: string, url: string): Promise<boolean> {
  try {
    await navigator.share({ title, url });
    return true;
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") return false;
    throw err;
  }
}
