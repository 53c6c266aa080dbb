import { Link } from "react-router";
import type { Article } from "./article.js";
import { ArticleMeta, TagList } from "./article-meta.js";

/** One article in a list: cover, title (the link), excerpt, byline and tags. */
export function ArticleCard({ article, href, headingLevel = 2 }: { article: Article; href: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      {article.image ? (
        <img src={article.image} alt="" width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold leading-snug text-slate-900 dark:text-white">
          {/* The link covers the whole card; the heading text is its name. */}
          <Link
            to={href}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 dark:group-hover:text-brand-100"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">{article.excerpt}</p>
        <ArticleMeta article={article} compact />
        <TagList tags={article.tags} />
      </div>
    </article>
  );
}
