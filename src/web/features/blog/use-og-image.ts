import { useEffect } from "react";

/**
 * Sets og:image to the page's picture (an absolute address, as link previews need) and puts
 * back what was there when the page goes away. The other share tags come from usePageMeta.
 */
export function useOgImage(src: string | null | undefined): void {
  useEffect(() => {
    if (!src) return;
    const url = new URL(src, window.location.origin).href;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]');
    if (existing) {
      const before = existing.getAttribute("content");
      existing.setAttribute("content", url);
      return () => {
        if (before === null) existing.removeAttribute("content");
        else existing.setAttribute("content", before);
      };
    }
    const tag = document.createElement("meta");
    tag.setAttribute("property", "og:image");
    tag.setAttribute("content", url);
    document.head.append(tag);
    return () => tag.remove();
  }, [src]);
}
