import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";
import { type BlogSection, SECTIONS, articlePath, findArticle, otherSectionOf } from "../../features/blog/catalog.js";

/** An unknown slug: "Not found" (public §8), with a way back and, if the article lives in the other list, a link to it. */
export function ArticleNotFound({ section, slug }: { section: BlogSection; slug: string | undefined }) {
  const elsewhere = otherSectionOf(section, slug);
  const moved = elsewhere && slug ? findArticle(elsewhere, slug) : undefined;
  return (
    <section
      aria-labelledby="not-found"
      className="flex flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h1 id="not-found" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Not found
      </h1>
      <p className="text-slate-700 dark:text-slate-300">There is no article at this address.</p>
      {moved && elsewhere ? (
        <p className="text-slate-700 dark:text-slate-300">
          Were you looking for{" "}
          <Link
            to={articlePath(elsewhere, moved.slug)}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100"
          >
            {moved.title}
          </Link>
          ?
        </p>
      ) : null}
      <Link to={SECTIONS[section].path} className={buttonClass("primary", "md")}>
        Browse the articles
      </Link>
    </section>
  );
}
