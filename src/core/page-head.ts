/**
 * What each public page says about itself in the document head: <title>, description, the
 * og:* and twitter:* tags and the canonical link (issue 15 item 12). One rule for both sides:
 * the server writes it into the HTML for link-preview crawlers, which run no JavaScript
 * (src/server/site/page-head.ts), and the browser applies the same values when the page is
 * shown (src/web/lib/page-meta.ts), so a shared link and an open tab never disagree.
 */
import { type BlogSection, PUBLIC_GOAL_ROUTE, isBlogArticle, matchAppRoute } from "./app-routes.js";
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

function staticHead(path: string, title: string, description: string): PageHead {
  return { title, shareTitle: title, description, path, type: "website" };
}

/** The fixed pages' heads, by the route table's path. */
export const STATIC_PAGE_HEADS = {
  "/": staticHead(
    "/",
    `${PRODUCT_NAME} — free goal tracking with no paywall`,
    "Set daily, weekly, monthly or yearly goals, log quick check-ins, keep streaks and share progress. Free for everyone: no paid tier, no paywall.",
  ),
  "/explore": staticHead(
    "/explore",
    `Explore public goals · ${PRODUCT_NAME}`,
    `Browse, search and cheer on goals people share publicly on ${PRODUCT_NAME} — free, no paywall.`,
  ),
  "/templates": staticHead(
    "/templates",
    `Goal templates — ${PRODUCT_NAME}`,
    "Start from a proven goal with four milestones, then make it yours on the dashboard.",
  ),
  "/how": staticHead(
    "/how",
    `How it works — ${PRODUCT_NAME}`,
    "Create a goal, log quick check-ins with a percentage and a note, keep a streak, publish a goal page and explore what others are working on.",
  ),
  "/privacy": staticHead(
    "/privacy",
    `Privacy policy — ${PRODUCT_NAME}`,
    `What ${PRODUCT_NAME} keeps (username, email if given, hashed password), goals private by default, no paywall, and how to delete your account.`,
  ),
  "/blog": staticHead(
    "/blog",
    `Blog — ${PRODUCT_NAME}`,
    "Our first guides: a goal-setting blueprint, habit momentum over streaks, and public accountability that helps.",
  ),
  "/blogs": staticHead(
    "/blogs",
    `Blogs — ${PRODUCT_NAME}`,
    "Practical, free advice on achievable goals, daily habits, tracking progress, micro wins, streaks, safe sharing and a 90-day case study.",
  ),
} as const satisfies Record<string, PageHead>;

/**
 * Each article's title and excerpt, as its Markdown front matter has them: the server ships
 * without the Markdown (it is bundled into the web app), so the head's copy lives here, and
 * src/web/features/blog/catalog.test.ts fails when an article and this copy differ.
 */
export const ARTICLE_HEADS: Record<string, { title: string; excerpt: string }> = {
  "achievable-goals": {
    title: "How to set goals you can actually achieve",
    excerpt: "Ambition is easy; follow-through is hard. How to size a goal so it stretches you without collapsing in week three.",
  },
  "building-streaks": {
    title: "Building streaks that bend instead of break",
    excerpt: "A low-bar flex action for hard days and a recovery ritual for the day after a miss: the two tools that make long streaks possible.",
  },
  "case-study-90-days": {
    title: "Case study: 90 days from the sofa to a 5 km run",
    excerpt: "One quarter, one goal, every check-in logged. How a weekly review, a smaller first step and a changed measure turned a stalled plan into a finished one.",
  },
  "daily-habits": {
    title: "Designing daily habits that survive busy weeks",
    excerpt: "A daily habit is only as strong as its worst day. Cues, tiny defaults and a two-minute floor that keep it alive when the week goes sideways.",
  },
  "goal-setting-blueprint": {
    title: "The goal-setting blueprint: from a vague wish to a plan you can track",
    excerpt: "A five-step blueprint for turning 'I should really…' into a goal with a timeframe, a first action and a way to see whether it is working.",
  },
  "habit-momentum-over-streaks": {
    title: "Habit momentum over streaks: why the chain is not the point",
    excerpt: "Streaks are a great motivator until the day they break. Here is how to use them as a signal of momentum instead of a test you can fail.",
  },
  "micro-wins": {
    title: "Micro wins: the small victories that compound",
    excerpt: "Big goals are built from days that felt unremarkable. How to design, notice and record the tiny wins that keep you moving.",
  },
  "public-accountability-guide": {
    title: "A practical guide to public accountability",
    excerpt: "Telling people about a goal can double your follow-through or quietly drain your motivation. How to make a public goal work for you.",
  },
  "sharing-goals": {
    title: "Sharing your goals safely",
    excerpt: "What a public goal page shows, what to keep out of titles and notes, and how to get the benefits of an audience without oversharing.",
  },
  "tracking-progress": {
    title: "Tracking progress without drowning in data",
    excerpt: "Choose one or two signal metrics, log in under 30 seconds, and spend ten minutes a week reading the numbers. What to change at each completion rate.",
  },
};

/** An article's head, or undefined when the list does not hold it (the page shows Not found). */
export function articleHead(section: BlogSection, slug: string): PageHead | undefined {
  const article = isBlogArticle(section, slug) ? ARTICLE_HEADS[slug] : undefined;
  if (!article) return undefined;
  return {
    title: `${article.title} — ${PRODUCT_NAME}`,
    shareTitle: article.title,
    description: article.excerpt,
    path: `/${section}/${slug}`,
    type: "article",
  };
}

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

/**
 * The head of a page the app shows at this path without asking the database: the fixed
 * public pages and the articles. Undefined for signed-in pages, device-only pages and the
 * public goal page (its head needs the goal: publicGoalHead).
 */
export function pageHeadForPath(pathname: string): PageHead | undefined {
  const match = matchAppRoute(pathname);
  if (!match || match.path === PUBLIC_GOAL_ROUTE) return undefined;
  if (match.path === "/blog/:slug" || match.path === "/blogs/:slug") {
    return articleHead(match.path === "/blog/:slug" ? "blog" : "blogs", match.params.slug ?? "");
  }
  return (STATIC_PAGE_HEADS as Record<string, PageHead>)[match.path];
}
