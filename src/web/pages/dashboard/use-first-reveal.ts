/** "Show the cards, but without one long task": the dashboard's first drawing of its goal list. */
import { startTransition, useEffect, useState } from "react";

/**
 * False until `ready` first holds, then true once React has drawn what it reveals in a
 * transition: a background render that yields to the browser every few milliseconds, instead of
 * the one long task a data update gives (the goals query updates through an external store,
 * which React renders synchronously). Twenty cards drawn at once blocked taps and scrolling for
 * hundreds of milliseconds on a phone (issue 16: total blocking time on /dashboard). Later updates
 * (a check-in, an edit) are drawn at once as before. True from the start when `ready` already holds.
 */
export function useFirstReveal(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return revealed;
}
