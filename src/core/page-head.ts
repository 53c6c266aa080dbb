/**
 * What each public page says about itself in the document head: <title>, description, the
 * og:* and twitter:* tags and the canonical link (issue 15 item 12). One rule for both sides:
 * the server writes it into the HTML for link-preview crawlers, which run no JavaScript
 * (src/server/site/app-page.ts, public/page-meta.ts), and the browser applies the same values when the page is
 * shown (src/web/lib/page-meta.ts), so a shared link and an open tab never disagree.
 */
import { PRODUCT_NAME } from "./constants.js";

export interface PageHead {
  /** The document's <title>. */
  title: string;
  /** og:title and twitter:title: the headline of a link preview. */
  shareTitle: string;
  description: string;
  /** The canonical path, percent-encoded; absolute links put the site's origin before it. */
  path: string;
  type: "website" | "article";
  /** Path of a 1200×630 PNG for og:image and twitter:image; without one, a small summary card. */
  imagePath?: string;
}

/** Longest description a head carries; previews cut longer ones anyway. */
export const HEAD_DESCRIPTION_MAX = 200;
/** Longest goal title a head carries. */
export const HEAD_TITLE_MAX = 120;

/** Collapses white space and cuts to `max` characters with an ellipsis. */
export function shortenForHead(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  // Cut on a code point, never inside a surrogate pair (titles may be in any script).
  return `${[...flat].slice(0, max - 1).join("").trimEnd()}…`;
}

// Each fixed page's head is its own plain constant, so a page's bundle holds only its own texts.

export const HOME_HEAD: PageHead = {
  title: `${PRODUCT_NAME} — free goal tracking with no paywall`,
  shareTitle: `${PRODUCT_NAME} — free goal tracking with no paywall`,
  description: "Set daily, weekly, monthly or yearly goals, log quick check-ins, keep streaks and share progress. Free for everyone: no paid tier, no paywall.",
  path: "/",
  type: "website",
};

export const EXPLORE_HEAD: PageHead = {
  title: `Explore public goals · ${PRODUCT_NAME}`,
  shareTitle: `Explore public goals · ${PRODUCT_NAME}`,
  description: `Browse, search and cheer on goals people share publicly on ${PRODUCT_NAME} — free, no paywall.`,
  path: "/explore",
  type: "website",
};

export const TEMPLATES_HEAD: PageHead = {
  title: `Goal templates — ${PRODUCT_NAME}`,
  shareTitle: `Goal templates — ${PRODUCT_NAME}`,
  description: "Start from a proven goal with four milestones, then make it yours on the dashboard.",
  path: "/templates",
  type: "website",
};

export const HOW_HEAD: PageHead = {
  title: `How it works — ${PRODUCT_NAME}`,
  shareTitle: `How it works — ${PRODUCT_NAME}`,
  description: "Create a goal, log quick check-ins with a percentage and a note, keep a streak, publish a goal page and explore what others are working on.",
  path: "/how",
  type: "website",
};

export const PRIVACY_HEAD: PageHead = {
  title: `Privacy policy — ${PRODUCT_NAME}`,
  shareTitle: `Privacy policy — ${PRODUCT_NAME}`,
  description: `What ${PRODUCT_NAME} keeps (username, email if given, hashed password), goals private by default, no paywall, and how to delete your account.`,
  path: "/privacy",
  type: "website",
};

export const BLOG_HEAD: PageHead = {
  title: `Blog — ${PRODUCT_NAME}`,
  shareTitle: `Blog — ${PRODUCT_NAME}`,
  description: "Our first guides: a goal-setting blueprint, habit momentum over streaks, and public accountability that helps.",
  path: "/blog",
  type: "website",
};

export const BLOGS_HEAD: PageHead = {
  title: `Blogs — ${PRODUCT_NAME}`,
  shareTitle: `Blogs — ${PRODUCT_NAME}`,
  description: "Practical, free advice on achievable goals, daily habits, tracking progress, micro wins, streaks, safe sharing and a 90-day case study.",
  path: "/blogs",
  type: "website",
};


/** The fixed pages' heads, by the route table's path. */
export const STATIC_PAGE_HEADS = {
  "/": HOME_HEAD,
  "/explore": EXPLORE_HEAD,
  "/templates": TEMPLATES_HEAD,
  "/how": HOW_HEAD,
  "/privacy": PRIVACY_HEAD,
  "/blog": BLOG_HEAD,
  "/blogs": BLOGS_HEAD,
} as const satisfies Record<string, PageHead>;

export interface PublicGoalHeadFacts {
  username: string;
  slug: string;
  title: string;
  description: string;
  motivation: string;
  timeframe: string;
  progress: number;
  updated_at: string;
}

/**
 * The version of a goal's preview picture: it shows the title (an edit moves updated_at),
 * the owner and the progress (a check-in moves only progress), so both make the version.
 */
export function publicGoalImageVersion(goal: { updated_at: string; progress: number }): string {
  const edited = Date.parse(goal.updated_at);
  return `${Number.isFinite(edited) ? edited.toString(36) : "0"}.${Math.round(goal.progress)}`;
}

/** Where a public goal's preview picture is, with its version so platforms fetch a new one. */
export function publicGoalImagePath(goal: { username: string; slug: string; updated_at: string; progress: number }): string {
  const base = `/api/goals/public/${encodeURIComponent(goal.username)}/${encodeURIComponent(goal.slug)}/og.png`;
  return `${base}?v=${publicGoalImageVersion(goal)}`;
}

/** A public goal page's head: its title by its owner, its description (or motivation), its picture. */
export function publicGoalHead(goal: PublicGoalHeadFacts): PageHead {
  const title = shortenForHead(goal.title, HEAD_TITLE_MAX);
  const text = goal.description.trim() || goal.motivation.trim();
  return {
    title: `${title} · @${goal.username} on ${PRODUCT_NAME}`,
    shareTitle: title,
    description: text
      ? shortenForHead(text, HEAD_DESCRIPTION_MAX)
      : `A public ${goal.timeframe} goal by @${goal.username} on ${PRODUCT_NAME}.`,
    path: `/${encodeURIComponent(goal.username)}/${encodeURIComponent(goal.slug)}`,
    type: "article",
    imagePath: publicGoalImagePath(goal),
  };
}

