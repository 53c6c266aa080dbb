/**
 * The dashboard's analytics panel (spec §2 Analytics panel). A modal side panel over the
 * dashboard; every figure comes from computeAnalyticsSummary in src/core, the same summary
 * the benchmark measures, and the CSV from analyticsCsv.
 */
import { lazy, Suspense, useId, useMemo, useRef, useState } from "react";
import { ANALYTICS_CSV_FILENAME, analyticsCsv } from "../../../core/csv.js";
import { dayKey } from "../../../core/dates.js";
import type { Group } from "../../../core/group-schema.js";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { EmptyState } from "../../components/ui/feedback.js";
import { toast } from "../../lib/toast.js";
import { AnalyticsBody } from "./analytics-body.js";
import { ALL_GOALS, GroupChoiceSelect, NO_GROUP, type GroupChoice, goalsOfChoice } from "./group-choice.js";
import { copyToClipboard } from "../../lib/copy-text.js";
import { downloadTextFile } from "./export.js";
import { analyticsJson, fullAnalyticsText, summaryText } from "./format.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { useNow } from "../../lib/use-now.js";
import { useModalFocus } from "./use-modal-focus.js";
import { useAnalyticsSummary, type SummaryLoader } from "./use-summary.js";
import type { HabitsLoader } from "./use-habits.js";

// Its own chunk: the panel opens without it, the section follows (issue 29).
const LazyHabitsSection = lazy(() => import("./habits-section.js").then((m) => ({ default: m.HabitsSection })));

export interface AnalyticsPanelProps {
  /** The dashboard's goals after its search and filter ("Goals (filtered)"). */
  goals: readonly Goal[];
  onClose: () => void;
  demo?: boolean;
  /** Loads the summary from the server; without it (demo mode, tests) the panel computes it itself. */
  loadSummary?: SummaryLoader;
  /** The user's groups in their order: with any, a "Group" select narrows the panel to one (issue 30). */
  groups?: readonly Group[];
  /** Loads the Habits section from the server; without it (demo mode, tests) the section computes it itself. */
  loadHabits?: HabitsLoader;
}

const NO_GROUPS: readonly Group[] = [];

export function AnalyticsPanel({
  goals: allGoals,
  onClose,
  demo = false,
  loadSummary,
  groups = NO_GROUPS,
  loadHabits,
}: AnalyticsPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [choice, setChoice] = useState<GroupChoice>(ALL_GOALS);
  // A chosen group deleted meanwhile falls back to all goals.
  const group = choice === NO_GROUP || groups.some((g) => g.id === choice) ? choice : ALL_GOALS;
  const goals = useMemo(() => goalsOfChoice(allGoals, groups, group), [allGoals, groups, group]);
  const now = useNow();
  const timeZone = browserTimeZone();
  const state = useAnalyticsSummary(goals, now, timeZone, loadSummary, group);
  const summary = state.status === "ready" ? state.summary : null;
  const count = summary?.count ?? goals.length;
  const todayKey = dayKey(now, timeZone);
  useModalFocus(panelRef, onClose);

  async function copy(text: string, done: string) {
    if (await copyToClipboard(text)) toast.success(done);
    else toast.error("Unable to copy");
  }

  function downloadCsv() {
    try {
      downloadTextFile(ANALYTICS_CSV_FILENAME, analyticsCsv(goals, { now: new Date(), timeZone }), "text/csv;charset=utf-8");
      toast.success("CSV downloaded");
    } catch {
      toast.error("Could not download CSV");
    }
  }

  // Above the floating Coach button (z-40), below toasts (z-50) so their messages stay visible.
  return (
    <div className="fixed inset-0 z-[45] flex justify-end bg-slate-950/50" onClick={onClose}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
        className={`flex h-full w-full flex-col bg-white shadow-2xl outline-none transition-[max-width] dark:bg-slate-900 ${
          expanded ? "max-w-6xl" : "max-w-xl"
        }`}
      >
        <div className="border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-700">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-slate-50">
                Analytics
              </h2>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                {count === 1 ? "1 goal" : `${count} goals`} in the current filter
                {demo ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                    Demo data
                  </span>
                ) : null}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={onClose}>
              Close
            </Button>
          </div>
          {groups.length > 0 ? <GroupChoiceSelect groups={groups} value={group} onChange={setChoice} /> : null}
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Analytics actions">
            <Button
              variant="secondary"
              size="sm"
              disabled={!summary}
              onClick={() => summary && void copy(analyticsJson(summary), "Analytics JSON copied")}
            >
              Copy JSON
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!summary}
              onClick={() => summary && void copy(summaryText(summary), "Summary copied")}
            >
              Copy text
            </Button>
            <Button variant="secondary" size="sm" onClick={downloadCsv}>
              Download CSV
            </Button>
            <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((x) => !x)}>
              {expanded ? "Collapse" : "Expand"}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!summary}
              onClick={() => summary && void copy(fullAnalyticsText(summary, todayKey), "Summary copied")}
            >
              Copy full analytics
            </Button>
          </div>
        </div>
        {/* Focusable so the figures can be scrolled from the keyboard (most of them are not controls). */}
        <div id={bodyId} role="region" aria-label="Analytics figures" tabIndex={0} className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {state.status === "loading" ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              Loading analytics…
            </p>
          ) : state.status === "error" ? (
            <div role="alert" className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
              <p>Could not load analytics.</p>
              <Button variant="secondary" size="sm" onClick={state.retry}>
                Retry
              </Button>
            </div>
          ) : !summary || summary.count === 0 ? (
            <EmptyState title="No goals to analyse">Create a goal, or clear the search and filter, to see analytics.</EmptyState>
          ) : (
            <AnalyticsBody summary={summary} todayKey={todayKey} expanded={expanded} />
          )}
          <Suspense fallback={<p className="mt-6 text-sm text-slate-600 dark:text-slate-400">Loading habits…</p>}>
            <LazyHabitsSection goals={goals} now={now} timeZone={timeZone} todayKey={todayKey} loadHabits={loadHabits} group={group} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
