/**
 * clampProgress on its own, without progress.ts's date rules: the landing page and the
 * progress ring need only this, and importing it must not bring date-fns into their chunks.
 */
import { PROGRESS_MAX, PROGRESS_MIN } from "./constants.js";

/** A whole percentage 0..100; anything non-finite (NaN, ±Infinity, a stray string) is 0. */
export function clampProgress(n: number): number {
  if (typeof n !== "number" || !Number.isFinite(n)) return PROGRESS_MIN;
  // "+ 0" turns Math.round(-0.4) === -0 into a plain 0.
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, Math.round(n))) + 0;
}
