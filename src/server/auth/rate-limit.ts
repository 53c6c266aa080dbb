/**
 * Fixed-window counters for failed logins and signups. Kept behind an interface so that a
 * shared store (Redis) can replace the in-process one when several servers run.
 */
export interface Counter {
  /** Current count for key in its window and ms until the window resets. */
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  increment(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryCounter(windowMs: number, now: () => number = Date.now): Counter {
  const windows = new Map<string, { count: number; start: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && now() - w.start < windowMs) return w;
    if (w) windows.delete(key);
    return undefined;
  };
  // Drop expired windows now and then so the map cannot grow without bound.
  const sweep = setInterval(
    () => {
      const t = now();
      for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    },
    Math.min(windowMs, 60_000),
  );
  sweep.unref();
  return {
    async get(key) {
      const w = current(key);
      return w ? { count: w.count, resetInMs: windowMs - (now() - w.start) } : { count: 0, resetInMs: 0 };
    },
    async increment(key) {
      const w = current(key);
      if (w) w.count++;
      else windows.set(key, { count: 1, start: now() });
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
