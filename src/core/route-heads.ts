/**
 * The head of every page the server can write without the database (fixed pages and blog
 * articles), by path: what the server's app page uses (src/server/site/app-page.ts). Apart
 * from core/page-head.ts so the article rules load only with the blog's own pages.
 */
import { type BlogSection, PUBLIC_GOAL_ROUTE, isBlogArticle, matchAppRoute } from "./app-routes.js";
import { PRODUCT_NAME } from "./constants.js";
import { parseFrontMatter } from "./front-matter.js";
import type { PageHead } from "./head-text.js";
import { STATIC_PAGE_HEADS } from "./page-head.js";

/** An article's title and excerpt, as its Markdown front matter has them. */
export interface ArticleHeadText {
  title: string;
  excerpt: string;
}

/** Every article's head text, by slug. */
export type ArticleHeads = Record<string, ArticleHeadText>;

/**
 * Where the web build writes the articles' head texts, under the built app's folder: the server
 * ships without the Markdown (it is bundled into the web app), so the build reads the front
 * matter (articleHeadsOf, in vite.config.ts) and the server reads this file.
 */
export const ARTICLE_HEADS_FILE = ".vite/article-heads.json";

/** The head texts of these Markdown articles, from their front matter. */
export function articleHeadsOf(sources: readonly string[]): ArticleHeads {
  const heads: ArticleHeads = {};
  for (const source of sources) {
    const { slug, title, excerpt } = parseFrontMatter(source).attributes;
    if (typeof slug !== "string" || typeof title !== "string" || typeof excerpt !== "string") {
      throw new Error(`an article's front matter lacks its slug, title or excerpt: ${source.slice(0, 80)}`);
    }
    heads[slug] = { title, excerpt };
  }
  return heads;
}

/** An article's head, or undefined when the list does not hold it (the page shows Not found). */
export function articleHead(section: BlogSection, slug: string, article: ArticleHeadText | undefined): PageHead | undefined {
  if (!article || !isBlogArticle(section, slug)) return undefined;
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
 * public pages and the articles (from `articles`). Undefined for signed-in pages, device-only
 * pages and the public goal page (its head needs the goal: publicGoalHead).
 */
export function pageHeadForPath(pathname: string, articles: ArticleHeads): PageHead | undefined {
  const match = matchAppRoute(pathname);
  if (!match || match.path === PUBLIC_GOAL_ROUTE) return undefined;
  if (match.path === "/blog/:slug" || match.path === "/blogs/:slug") {
    const slug = match.params.slug ?? "";
    return articleHead(match.path === "/blog/:slug" ? "blog" : "blogs", slug, Object.hasOwn(articles, slug) ? articles[slug] : undefined);
  }
  return (STATIC_PAGE_HEADS as Record<string, PageHead>)[match.path];
}
