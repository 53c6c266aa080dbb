/**
 * One article: /blog/:slug for the older list, /blogs/:slug for the index of 7 (public §2).
 * A slug that is not in the path's list shows "Not found".
 */
import { articleHead } from "../../../core/route-heads.js";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { ArticleBody } from "../../features/blog/article-body.js";
import { ArticleMeta } from "../../features/blog/article-meta.js";
import { RelatedArticles } from "../../features/blog/related-articles.js";
import { SignupCallout } from "../../features/blog/signup-callout.js";
import { SECTIONS, articlePath, findArticle, relatedArticles, sectionOfPath } from "../../features/blog/catalog.js";
import { useOgImage } from "../../features/blog/use-og-image.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { ArticleNotFound } from "./article-not-found.js";

const backLinkClass =
  "inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline underline-offset-4 dark:text-brand-100";

export function BlogArticlePage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const section = sectionOfPath(pathname);
  const article = findArticle(section, slug);
  const list = SECTIONS[section];

  usePageMeta(
    (article ? articleHead(section, article.slug, article) : undefined) ?? {
      title: "Not found — ProgressVault",
      description: "This article does not exist.",
      path: pathname,
      type: "website",
    },
  );
  useOgImage(article?.image);

  // Links between articles keep the same page component: start each article at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
        {article ? (
          <>
            <Link to={list.path} className={`${backLinkClass} self-start`}>
              <span aria-hidden="true">←</span> All articles
            </Link>
            <article className="flex flex-col gap-8">
              <header className="flex flex-col gap-4">
                <h1 className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl dark:text-white">
                  {article.title}
                </h1>
                <p className="text-lg text-slate-700 dark:text-slate-300">{article.excerpt}</p>
                <ArticleMeta article={article} />
              </header>
              {article.image ? (
                <img src={article.image} alt="" width={1200} height={630} className="aspect-[1200/630] w-full rounded-lg object-cover" />
              ) : null}
              <ArticleBody markdown={article.body} />
            </article>
            <SignupCallout />
            <RelatedArticles articles={relatedArticles(section, article)} hrefOf={(a) => articlePath(section, a.slug)} />
          </>
        ) : (
          <ArticleNotFound section={section} slug={slug} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
