/** "Later, once the page shows it": for work that must not compete with a first paint. */
import { useEffect, useState } from "react";

/**
 * True once `ready` has held through a painted frame (then stays true). A callback scheduled
 * from requestAnimationFrame runs after that frame is painted.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
