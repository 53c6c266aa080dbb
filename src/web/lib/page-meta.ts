/**
 * Sets the page's title, description, social-share tags and canonical link from React
 * (the CSP forbids inline scripts). Previous values come back when the page unmounts, so the
 * next page starts from the document's own head. Public pages pass their head from
 * core/page-head.ts, the rule the server writes into the HTML for crawlers.
 */
import { useEffect } from "react";
import { PRODUCT_NAME } from "../../core/constants.js";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical address; the origin is the current one. */
  path: string;
  type?: "website" | "article" | undefined;
  /** og:title and twitter:title when they differ from the title. */
  shareTitle?: string | undefined;
  /** Path of the page's 1200×630 preview picture (og:image, twitter:image). */
  imagePath?: string | undefined;
}

type HeadTag = { selector: string; create: () => HTMLElement; attr: "content" | "href"; value: string };

function metaTag(kind: "name" | "property", key: string, value: string): HeadTag {
  return {
    selector: `meta[${kind}="${key}"]`,
    create: () => {
      const el = document.createElement("meta");
      el.setAttribute(kind, key);
      return el;
    },
    attr: "content",
    value,
  };
}

/** Applies the tags and returns a function that undoes exactly what it did. */
export function applyPageMeta(meta: PageMeta, origin = window.location.origin): () => void {
  const url = `${origin}${meta.path}`;
  const shareTitle = meta.shareTitle ?? meta.title;
  const image = meta.imagePath ? `${origin}${meta.imagePath}` : undefined;
  const tags: HeadTag[] = [
    metaTag("name", "description", meta.description),
    metaTag("property", "og:title", shareTitle),
    metaTag("property", "og:description", meta.description),
    metaTag("property", "og:type", meta.type ?? "website"),
    metaTag("property", "og:url", url),
    metaTag("property", "og:site_name", PRODUCT_NAME),
    metaTag("name", "twitter:card", image ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", shareTitle),
    metaTag("name", "twitter:description", meta.description),
    ...(image ? [metaTag("property", "og:image", image), metaTag("name", "twitter:image", image)] : []),
    {
      selector: 'link[rel="canonical"]',
      create: () => {
        const el = document.createElement("link");
        el.setAttribute("rel", "canonical");
        return el;
      },
      attr: "href",
      value: url,
    },
  ];
  const undo: (() => void)[] = [];
  const previousTitle = document.title;
  document.title = meta.title;
  undo.push(() => {
    document.title = previousTitle;
  });
  for (const tag of tags) {
    const existing = document.head.querySelector<HTMLElement>(tag.selector);
    if (existing) {
      const before = existing.getAttribute(tag.attr);
      existing.setAttribute(tag.attr, tag.value);
      undo.push(() => (before === null ? existing.removeAttribute(tag.attr) : existing.setAttribute(tag.attr, before)));
    } else {
      const el = tag.create();
      el.setAttribute(tag.attr, tag.value);
      document.head.append(el);
      undo.push(() => el.remove());
    }
  }
  return () => {
    for (const fn of undo.reverse()) fn();
  };
}

export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const path = meta?.path;
  const type = meta?.type;
  const shareTitle = meta?.shareTitle;
  const imagePath = meta?.imagePath;
  useEffect(() => {
    if (title === undefined || description === undefined || path === undefined) return;
    return applyPageMeta({ title, description, path, type, shareTitle, imagePath });
  }, [title, description, path, type, shareTitle, imagePath]);
}
