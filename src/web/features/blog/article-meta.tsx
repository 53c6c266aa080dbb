import type { Article } from "./article.js";
import { formatArticleDate } from "./article.js";

/**
 * Author, date and reading time, then the tags (unless `compact`: cards show their tags
 * themselves). Cards put the author on its own line; the article page keeps one line.
 */
export function ArticleMeta({ article, compact = false }: { article: Article; compact?: boolean }) {
  const author = (
    <>
      <span className="sr-only">Author: </span>
      <span className="font-medium text-slate-800 dark:text-slate-200">{article.author}</span>
    </>
  );
  const dateAndTime = (
    <>
      <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{article.minutesRead} min read</span>
    </>
  );
  if (compact) {
    return (
      <div className="flex flex-col gap-0.5 text-sm text-slate-600 dark:text-slate-400">
        <p>{author}</p>
        <p className="whitespace-nowrap">{dateAndTime}</p>
      </div>
    );
  }
  // One line of plain text with one space on each side of every "·" (a flex gap before the
  // first dot read as a double space). Date and reading time wrap together, so no separator
  // is left dangling at a line end.
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {author}{" "}
        <span className="whitespace-nowrap">
          <span aria-hidden="true">·</span> {dateAndTime}
        </span>
      </p>
      <TagList tags={article.tags} />
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
