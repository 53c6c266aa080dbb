/**
 * The per-username limit across all addresses slows sign-in down instead of refusing it.
 * Refusing would let anyone lock an owner out by failing ten times with their username; the
 * refusals stay per source (username + address, and address alone), and a username under
 * attack from many addresses gets a wait before every password check, growing with each
 * failure beyond the limit: every guess costs the attacker time, the owner waits a few seconds
 * at most and still gets in with the right password.
 */

export const SLOWDOWN_BASE_MS = 500;
export const SLOWDOWN_MAX_MS = 5000;

/** Milliseconds to wait before checking a password, given the username's failures (counted + running). */
export function slowDownFor(failures: number, limit: number): number {
  const over = failures - limit;
  if (over < 0) return 0;
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** Math.min(over, 16));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
