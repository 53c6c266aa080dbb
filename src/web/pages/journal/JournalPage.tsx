import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { overallProgress } from "../../../core/progress.js";
import type { JournalEntry } from "../../../core/schemas.js";
import { OfflineStatus } from "../../components/layout/OfflineStatus.js";
import { Button, buttonClass } from "../../components/ui/Button.js";
import { Alert, EmptyState, Spinner } from "../../components/ui/Feedback.js";
import { goalsQueryOptions } from "../../features/goals/queries.js";
import { JournalDayList } from "../../features/journal/JournalDayList.js";
import { JournalEntryForm } from "../../features/journal/JournalEntryForm.js";
import { JournalHeader } from "../../features/journal/JournalHeader.js";
import { journalQueryOptions, useDeleteEntry } from "../../features/journal/queries.js";
import { goalParam, resolveGoalSelection } from "../../features/journal/selection.js";
import { browserTimeZone, useNow } from "../../features/journal/use-now.js";
import { toast } from "../../lib/toast.js";

/** /journal (spec §2 Journal): one goal's check-ins, or every goal's, grouped by day. */
export function JournalPage() {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const goalsQuery = useQuery(goalsQueryOptions());
  const goals = useMemo(() => goalsQuery.data ?? [], [goalsQuery.data]);
  const { goal, notFound } = resolveGoalSelection(goals, choice ?? goalParam(params));
  const entriesQuery = useQuery({ ...journalQueryOptions(goal?.id), enabled: goals.length > 0 });
  const entries = entriesQuery.data;

  function select(goalId: string) {
    setChoice(goalId);
    setParams(goalId ? { goal_id: goalId } : {}, { replace: true });
  }

  if (goalsQuery.isPending) {
    return (
      <PageShell title="Journal">
        <Spinner label="Loading goals…" />
      </PageShell>
    );
  }
  if (goalsQuery.isError) {
    return (
      <PageShell title="Journal">
        <Alert>
          <p>Could not load goals.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void goalsQuery.refetch()}>
            Try again
          </Button>
        </Alert>
      </PageShell>
    );
  }

  // The ring follows the entry list, so an optimistic entry moves it at once.
  const ringProgress = goal
    ? overallProgress(entries ?? goal.journal)
    : goals.length === 0
      ? 0
      : Math.round(goals.reduce((sum, g) => sum + overallProgress(g.journal), 0) / goals.length);

  return (
    <PageShell title={goal ? `${goal.title} · Journal` : "Journal"}>
      <div className="space-y-6">
        <OfflineStatus goalTitles={titlesOf(goals)} />
        {notFound ? <Alert kind="warning">That goal was not found, so your first goal is shown.</Alert> : null}
        <JournalHeader goals={goals} goal={goal} progress={ringProgress} onSelect={select} />
        {goals.length === 0 ? (
          <EmptyState title="No goals yet">
            <p>Create a goal on the dashboard, then log your check-ins here.</p>
            <Link to="/dashboard" className={`${buttonClass("primary", "sm")} mt-3`}>
              Go to dashboard
            </Link>
          </EmptyState>
        ) : (
          <JournalEntries
            goalId={goal?.id ?? null}
            goalTitles={goal ? undefined : titlesOf(goals)}
            entriesQuery={entriesQuery}
          />
        )}
      </div>
    </PageShell>
  );
}

function titlesOf(goals: readonly { id: string; title: string }[]): Map<string, string> {
  return new Map(goals.map((g) => [g.id, g.title]));
}

function PageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${title} — ProgressVault`}</title>
      {children}
    </main>
  );
}

interface EntriesProps {
  goalId: string | null;
  goalTitles: Map<string, string> | undefined;
  entriesQuery: UseQueryResult<JournalEntry[]>;
}

function JournalEntries({ goalId, goalTitles, entriesQuery }: EntriesProps) {
  const headingId = useId();
  const now = useNow();
  const deleteEntry = useDeleteEntry();
  const entries = entriesQuery.data;

  // A toast once per failed load (an effect for a side effect, not for fetching).
  const failedAt = entriesQuery.isError ? entriesQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error("Could not load entries");
  }, [failedAt]);

  return (
    <>
      <JournalEntryForm goalId={goalId} latestProgress={entries && goalId ? overallProgress(entries) : 0} />
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold">
          Entries
        </h2>
        {entriesQuery.isPending ? (
          <Spinner label="Loading entries…" />
        ) : entriesQuery.isError ? (
          <Alert>
            <p>Could not load entries</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void entriesQuery.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <JournalDayList
            entries={entries ?? []}
            now={now}
            timeZone={browserTimeZone()}
            goalTitles={goalTitles}
            onDelete={(entry) => deleteEntry.mutate(entry)}
          />
        )}
      </section>
    </>
  );
}
