/**
 * /blog (the older list of 3 articles) and /blogs (the index of 7), public §2. Which list is
 * shown follows the path.
 */
import { STATIC_PAGE_HEADS } from "../../../core/page-head.js";
import { Link, useLocation } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { ArticleCard } from "../../features/blog/article-card.js";
import { SignupCallout } from "../../features/blog/signup-callout.js";
import { SECTIONS, articlePath, articlesIn, sectionOfPath } from "../../features/blog/catalog.js";
import { usePageMeta } from "../../lib/page-meta.js";

export function BlogIndexPage() {
  const section = sectionOfPath(useLocation().pathname);
  const info = SECTIONS[section];
  const articles = articlesIn(section);
  const other = SECTIONS[section === "blog" ? "blogs" : "blog"];
  usePageMeta(STATIC_PAGE_HEADS[info.path]);

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
        <header className="flex max-w-3xl flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{info.heading}</h1>
          <p className="text-lg text-slate-700 dark:text-slate-300">{info.description}</p>
        </header>

        <ul aria-label="Articles" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} href={articlePath(section, article.slug)} />
            </li>
          ))}
        </ul>

        <p className="text-sm text-slate-700 dark:text-slate-300">
          {section === "blog" ? "Looking for more? " : "Our earlier guides live on "}
          <Link
            to={other.path}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100"
          >
            {section === "blog" ? "Browse all our newer articles" : "the original blog"}
          </Link>
          .
        </p>

        <SignupCallout />
      </main>
      <SiteFooter />
    </div>
  );
}
