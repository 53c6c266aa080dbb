import { useEffect, useRef, useState } from "react";

/**
 * Calls `load` when the returned ref's element comes within `marginPx` of the
 * viewport. The observer is re-created whenever `enabled` turns on again (after each page),
 * so a screen that still shows the end keeps loading until it is filled or the list ends.
 *
 * Returns the ref callback and `pauseUntilLeft`. `pauseUntilLeft()` is for a click on Load more: that click scrolls the button (inside the
 * watched element) into view, and the page it asked for must be the only one it brings. So
 * automatic loading waits until the element has left the zone once (the user scrolled up)
 * before it loads again by itself.
 */
export function useAutoLoad(load: () => void, enabled: boolean, marginPx: number) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(load);
  const paused = useRef(false);
  useEffect(() => {
    latest.current = load;
  }, [load]);

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((e) => e.isIntersecting);
        if (!near) paused.current = false;
        else if (!paused.current) latest.current();
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, marginPx]);

  const pauseUntilLeft = () => {
    paused.current = true;
  };
  return [setNode, pauseUntilLeft] as const;
}
