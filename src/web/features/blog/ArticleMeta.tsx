import type { Article } from "./article.js";
import { formatArticleDate } from "./article.js";

/**
 * Author, date and reading time, then the tags (unless `compact`: cards show their tags
 * themselves). Cards put the author on its own line; the article page keeps one line.
 */
export function ArticleMeta({ article, compact = false }: { article: Article; compact?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <div
        className={`flex text-sm text-slate-600 dark:text-slate-400 ${compact ? "flex-col gap-0.5" : "flex-wrap items-center gap-x-2 gap-y-1"}`}
      >
        <p>
          <span className="sr-only">Author: </span>
          <span className="font-medium text-slate-800 dark:text-slate-200">{article.author}</span>
        </p>
        {/* Date and reading time wrap together, so no separator is left dangling at a line end. */}
        <p className="whitespace-nowrap">
          {compact ? null : <span aria-hidden="true">· </span>}
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.minutesRead} min read</span>
        </p>
      </div>
      {compact ? null : <TagList tags={article.tags} />}
    </div>
  );
}

export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
