import { Link } from "react-router";
import type { Article } from "./article.js";
import { formatArticleDate } from "./article.js";

/** "Keep reading": links to other articles of the same list. */
export function RelatedArticles({ articles, hrefOf }: { articles: Article[]; hrefOf: (a: Article) => string }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="keep-reading" className="flex flex-col gap-4">
      <h2 id="keep-reading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Keep reading
      </h2>
      <ul className="flex flex-col gap-3">
        {articles.map((a) => (
          <li
            key={a.slug}
            className="group relative flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
          >
            {/* The title is the link's name; the link covers the whole row. */}
            <Link
              to={hrefOf(a)}
              className="rounded font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-100"
            >
              {a.title}
            </Link>
            <span className="text-sm text-slate-700 dark:text-slate-300">{a.excerpt}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {a.author} · {formatArticleDate(a.date)} · {a.minutesRead} min read
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
