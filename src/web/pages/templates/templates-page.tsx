import { TEMPLATES_HEAD } from "../../../core/page-head.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { Link, useSearchParams } from "react-router";
import { GOAL_TEMPLATES, searchTemplates } from "../../../core/templates.js";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { Button } from "../../components/ui/button.js";
import { EmptyState } from "../../components/ui/feedback.js";
import { TextField } from "../../components/ui/field.js";
import { TemplateCard } from "../../features/templates/template-card.js";
import { templateTarget } from "../../features/templates/template-target.js";
import { hasLoginIndicator, useSession } from "../../lib/session.js";

/** /templates: the built-in goal templates, searchable; choosing one prefills the dashboard form. */
export function TemplatesPage() {
  useSession(); // re-renders the links when the login indicator changes
  usePageMeta(TEMPLATES_HEAD);
  // The query lives in the URL so coming back to the page keeps the search.
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const results = searchTemplates(query);

  const setQuery = (q: string) => setParams(q ? { q } : {}, { replace: true });

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white"
        >
          <span aria-hidden="true">←</span> Back to dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">Goal templates</h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
          Start from a proven goal with four milestones, then make it yours on the dashboard.
        </p>

        <div role="search" className="mt-6 w-full max-w-[520px]">
          <TextField
            label="Search templates"
            type="search"
            placeholder="Try “sleep”, “budget” or “write”"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <p aria-live="polite" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {query.trim() ? `${results.length} of ${GOAL_TEMPLATES.length} templates match` : `${GOAL_TEMPLATES.length} templates`}
        </p>

        {results.length === 0 ? (
          <div className="mt-6">
            <EmptyState title="No templates match your search">
              <p>Try a shorter word, or browse them all.</p>
              <Button variant="secondary" className="mt-4" onClick={() => setQuery("")}>
                Clear search
              </Button>
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((t) => (
              <li key={t.id}>
                <TemplateCard template={t} hrefNow={() => templateTarget(t.id, hasLoginIndicator())} />
              </li>
            ))}
          </ul>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
