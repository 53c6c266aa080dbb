import { Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.js";
import { EmptyState } from "../../components/ui/feedback.js";
import { Section } from "../../features/discovery/discovery-layout.js";
import { isAdvancedFilter, savedFilterHref } from "../../features/discovery/search-params.js";
import { deviceStore, type SavedFilter, useSavedFilters } from "../../lib/device-store.js";

const savedDate = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function formatSaved(iso: string | undefined): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? savedDate.format(d) : "—";
}

/** The extra conditions of an advanced filter, in a few words. */
function advancedSummary(f: SavedFilter): string {
  const parts: string[] = [];
  if (f.category && f.category !== "all") parts.push(`category ${f.category}`);
  const min = f.minP ?? 0;
  const max = f.maxP ?? 100;
  if (min !== 0 || max !== 100) parts.push(`progress ${min}–${max}%`);
  if (f.from) parts.push(`from ${f.from}`);
  if (f.to) parts.push(`to ${f.to}`);
  return parts.join(" · ");
}

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";
const td = "px-3 py-2.5 align-top";

export function SavedFiltersSection() {
  const filters = useSavedFilters();
  return (
    <Section title="Saved filters" id="saved-filters-heading">
      {filters.length === 0 ? (
        <EmptyState title="No saved filters" />
      ) : (
        <div className="relative -mx-3 overflow-x-auto">
          <table className="w-full min-w-[30rem] text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={th}>
                  Query
                </th>
                <th scope="col" className={th}>
                  Timeframe
                </th>
                <th scope="col" className={th}>
                  Sort
                </th>
                <th scope="col" className={th}>
                  Saved
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {filters.map((f, i) => {
                const extra = isAdvancedFilter(f) ? advancedSummary(f) : "";
                return (
                  <tr key={`${f.saved_at}-${i}`}>
                    <td className={td}>
                      <span className="font-medium text-slate-900 dark:text-slate-100">{f.q?.trim() ? f.q : "—"}</span>
                      {extra ? <span className="block text-xs text-slate-600 dark:text-slate-400">{extra}</span> : null}
                    </td>
                    <td className={td}>{f.timeframe || "all"}</td>
                    <td className={td}>{f.sort || "recent"}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatSaved(f.saved_at)}</td>
                    <td className={`${td} text-right`}>
                      <div className="flex justify-end gap-2">
                        <Link to={savedFilterHref(f)} className={buttonClass("secondary", "sm")} aria-label={`Apply saved filter ${i + 1}`}>
                          Apply
                        </Link>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove saved filter ${i + 1}`}
                          onClick={() => deviceStore.removeFilter(i)}
                        >
                          Remove
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
