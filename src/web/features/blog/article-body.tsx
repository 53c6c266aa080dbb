import { type MouseEvent, useMemo } from "react";
import { useNavigate } from "react-router";
import { renderMarkdown } from "./render-markdown.js";

// Typography for rendered Markdown, on the design tokens (there is no prose plugin).
const PROSE = [
  "text-base leading-relaxed text-slate-700 sm:text-lg dark:text-slate-300",
  "[&>*:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white",
  "[&_p]:mt-4",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a]:rounded-sm [&_a:hover]:text-brand-800 dark:[&_a]:text-brand-100 dark:[&_a:hover]:text-white",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-2 sm:[&_th]:px-3 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900 dark:[&_th]:border-slate-600 dark:[&_th]:text-white",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-2 sm:[&_td]:px-3 dark:[&_td]:border-slate-800",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800",
].join(" ");

/**
 * The article's Markdown as HTML. Our own content rendered without raw-HTML passthrough
 * (see render-markdown.ts). Links to pages of this site are followed in the app instead of
 * reloading the whole page.
 */
export function ArticleBody({ markdown }: { markdown: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);

  function followInternalLink(e: MouseEvent<HTMLDivElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!href || !href.startsWith("/") || href.startsWith("//") || link?.target) return;
    e.preventDefault();
    void navigate(href);
  }

  return <div className={PROSE} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
