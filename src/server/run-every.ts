/**
 * The server's periodic work (reminders, nudges, webhook deliveries, weekly summaries): `run`
 * every `intervalMs` until stopped, one run at a time (a tick that finds the last run still going
 * is skipped); a failed run is reported and the next tick tries again. The timer never keeps the
 * process alive.
 */
export function runEvery(intervalMs: number, run: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch(onError)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
