/** A gate that lets at most `limit` tasks run at once; the others wait their turn in order. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, so a newcomer cannot overtake it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
