/**
 * What each public page says about itself in the document head: <title>, description, the
 * og:* and twitter:* tags and the canonical link (issue 15 item 12). One rule for both sides:
 * the server writes it into the HTML for link-preview crawlers, which run no JavaScript
 * (src/server/site/app-page.ts, public/page-meta-route.ts), and the browser applies the same values when the page is
 * shown (src/web/lib/page-meta.ts), so a shared link and an open tab never disagree.
 */
import { PRODUCT_NAME } from "./constants.js";
import type { PageHead } from "./head-text.js";

// Each fixed page's head is its own plain constant, so a page's bundle holds only its own texts.

export const HOME_HEAD: PageHead = {
  title: `${PRODUCT_NAME} — free goal tracking with no paywall`,
  shareTitle: `${PRODUCT_NAME} — free goal tracking with no paywall`,
  description:
    "Set daily, weekly, monthly or yearly goals, log quick check-ins, keep streaks and share progress. Free for everyone: no paid tier, no paywall.",
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
  description:
    "Create a goal, log quick check-ins with a percentage and a note, keep a streak, publish a goal page and explore what others are working on.",
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
  description:
    "Practical, free advice on achievable goals, daily habits, tracking progress, micro wins, streaks, safe sharing and a 90-day case study.",
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
