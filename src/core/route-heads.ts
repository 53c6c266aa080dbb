/**
 * The head of every page the server can write without the database (fixed pages and blog
 * articles), by path: what the server's app page uses (src/server/site/app-page.ts). Apart
 * from core/page-head.ts so the articles' texts load only with the blog's own pages.
 */
import { type BlogSection, PUBLIC_GOAL_ROUTE, isBlogArticle, matchAppRoute } from "./app-routes.js";
import { PRODUCT_NAME } from "./constants.js";
import type { PageHead } from "./head-text.js";
import { STATIC_PAGE_HEADS } from "./page-head.js";

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
    excerpt:
      "A low-bar flex action for hard days and a recovery ritual for the day after a miss: the two tools that make long streaks possible.",
  },
  "case-study-90-days": {
    title: "Case study: 90 days from the sofa to a 5 km run",
    excerpt:
      "One quarter, one goal, every check-in logged. How a weekly review, a smaller first step and a changed measure turned a stalled plan into a finished one.",
  },
  "daily-habits": {
    title: "Designing daily habits that survive busy weeks",
    excerpt:
      "A daily habit is only as strong as its worst day. Cues, tiny defaults and a two-minute floor that keep it alive when the week goes sideways.",
  },
  "goal-setting-blueprint": {
    title: "The goal-setting blueprint: from a vague wish to a plan you can track",
    excerpt:
      "A five-step blueprint for turning 'I should really…' into a goal with a timeframe, a first action and a way to see whether it is working.",
  },
  "habit-momentum-over-streaks": {
    title: "Habit momentum over streaks: why the chain is not the point",
    excerpt:
      "Streaks are a great motivator until the day they break. Here is how to use them as a signal of momentum instead of a test you can fail.",
  },
  "micro-wins": {
    title: "Micro wins: the small victories that compound",
    excerpt: "Big goals are built from days that felt unremarkable. How to design, notice and record the tiny wins that keep you moving.",
  },
  "public-accountability-guide": {
    title: "A practical guide to public accountability",
    excerpt:
      "Telling people about a goal can double your follow-through or quietly drain your motivation. How to make a public goal work for you.",
  },
  "sharing-goals": {
    title: "Sharing your goals safely",
    excerpt:
      "What a public goal page shows, what to keep out of titles and notes, and how to get the benefits of an audience without oversharing.",
  },
  "tracking-progress": {
    title: "Tracking progress without drowning in data",
    excerpt:
      "Choose one or two signal metrics, log in under 30 seconds, and spend ten minutes a week reading the numbers. What to change at each completion rate.",
  },
};

/** An article's head, or undefined when the list does not hold it (the page shows Not found). */
export function articleHead(section: BlogSection, slug: string): PageHead | undefined {
  const article = isBlogArticle(section, slug) ? ARTICLE_HEADS[slug] : undefined;
  if (!article) return undefined;
  const title = `${article.title} — ${PRODUCT_NAME}`;
  return {
    title,
    shareTitle: title,
    description: article.excerpt,
    path: `/${section}/${slug}`,
    type: "article",
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
