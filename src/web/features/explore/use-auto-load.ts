import { useEffect, useRef, useState } from "react";
import { AUTO_LOAD_MARGIN_PX } from "./explore-query.js";

/**
 * Calls `load` when the returned ref's element comes within AUTO_LOAD_MARGIN_PX of the
 * viewport. The observer is re-created whenever `enabled` turns on again (after each page),
 * so a screen that still shows the end keeps loading until it is filled or the list ends.
 */
export function useAutoLoad(load: () => void, enabled: boolean) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  }, [load]);

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${AUTO_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);

  return setNode;
}
