/**
 * The blog's articles and its two lists (public §2): /blog, the older list of 3, and /blogs,
 * the index of 7. Articles are Markdown files in src/web/content/blog, bundled as raw text
 * into the blog chunk only (the route table lazy-loads the blog pages).
 */
import { BLOG_SECTION_SLUGS, type BlogSection } from "../../../core/app-routes.js";
import { STATIC_PAGE_HEADS } from "../../../core/page-head.js";
import { type Article, parseArticle } from "./article.js";

export type { BlogSection };

/** The lists' articles live in core, where the server reads them too (404 for any other slug). */
export const SECTION_SLUGS: Record<BlogSection, readonly string[]> = BLOG_SECTION_SLUGS;

export interface SectionInfo {
  path: "/blog" | "/blogs";
  heading: string;
  title: string;
  description: string;
}

export const SECTIONS: Record<BlogSection, SectionInfo> = {
  blog: {
    path: "/blog",
    heading: "Blog",
    title: STATIC_PAGE_HEADS["/blog"].title,
    description: STATIC_PAGE_HEADS["/blog"].description,
  },
  blogs: {
    path: "/blogs",
    heading: "Blogs",
    title: STATIC_PAGE_HEADS["/blogs"].title,
    description: STATIC_PAGE_HEADS["/blogs"].description,
  },
};

const sources = import.meta.glob<string>("../../content/blog/*.md", { query: "?raw", import: "default", eager: true });
const imageUrls = import.meta.glob<string>("../../content/blog/images/*", { query: "?url&no-inline", import: "default", eager: true });

function resolveImage(name: string): string | undefined {
  return imageUrls[`../../content/blog/images/${name}`];
}

function loadArticles(): Map<string, Article> {
  const bySlug = new Map<string, Article>();
  for (const [path, source] of Object.entries(sources)) {
    const fileName = path.split("/").pop() ?? path;
    const article = parseArticle(source, fileName, resolveImage);
    if (`${article.slug}.md` !== fileName) throw new Error(`${fileName}: slug "${article.slug}" must match the file name`);
    bySlug.set(article.slug, article);
  }
  return bySlug;
}

const articles = loadArticles();

export function sectionOfPath(pathname: string): BlogSection {
  return pathname === "/blogs" || pathname.startsWith("/blogs/") ? "blogs" : "blog";
}

export function articlePath(section: BlogSection, slug: string): string {
  return `${SECTIONS[section].path}/${slug}`;
}

/** The articles of a list, in the list's order. */
export function articlesIn(section: BlogSection): Article[] {
  return SECTION_SLUGS[section].map((slug) => {
    const article = articles.get(slug);
    if (!article) throw new Error(`blog list "${section}" names "${slug}", which has no article file`);
    return article;
  });
}

/** An article of this list; a slug of the other list (or none) is not found here. */
export function findArticle(section: BlogSection, slug: string | undefined): Article | undefined {
  if (!slug || !SECTION_SLUGS[section].includes(slug)) return undefined;
  return articles.get(slug);
}

/** The list holding this slug, other than `section` — for a "did you mean" link on Not found. */
export function otherSectionOf(section: BlogSection, slug: string | undefined): BlogSection | undefined {
  const other: BlogSection = section === "blog" ? "blogs" : "blog";
  return slug && SECTION_SLUGS[other].includes(slug) && articles.has(slug) ? other : undefined;
}

/** Up to `count` other articles of the list, those sharing most tags first, then in list order. */
export function relatedArticles(section: BlogSection, article: Article, count = 3): Article[] {
  const tags = new Set(article.tags);
  const shared = (a: Article) => a.tags.filter((t) => tags.has(t)).length;
  return articlesIn(section)
    .filter((a) => a.slug !== article.slug)
    .map((a, index) => ({ a, index, score: shared(a) }))
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, count)
    .map((x) => x.a);
}

/** Every article file, whichever list it belongs to (tests check each one). */
export function allArticles(): Article[] {
  return [...articles.values()];
}
