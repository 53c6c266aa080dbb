import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { overallProgress } from "../../../core/progress.js";
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { AppHeader } from "../../components/layout/app-header.js";
import { OfflineStatus } from "../../components/layout/offline-status.js";
import { Button, buttonClass } from "../../components/ui/button.js";
import { Alert, EmptyState, Spinner } from "../../components/ui/feedback.js";
import { JournalDayList } from "../../features/journal/journal-day-list.js";
import { JournalEntryForm } from "../../features/journal/journal-entry-form.js";
import { JournalHeader } from "../../features/journal/journal-header.js";
import { OlderEntries } from "../../features/journal/older-entries.js";
import { hasOlderEntries, loadOlderEntriesUntil } from "../../features/journal/queries.js";
import { goalParam, resolveGoalSelection } from "../../features/journal/selection.js";
import { AmountPeriodChart } from "./amount-period-chart.js";
import { CalendarDayDialog } from "./calendar-day-dialog.js";
import { GoalHistoryPanel } from "../../features/history/goal-history-panel.js";
import { entriesOnDay, habitDayStates, reachesBefore } from "../../features/history/habit-calendar-days.js";
import { checkInTimeOf, useCalendarTap } from "./use-calendar-tap.js";
import { kindOf } from "../../features/goals/one-tap.js";
import { dayOfIsoDate } from "../../../core/pauses.js";
import { PausesEditor, PausesPanel } from "../../features/history/pauses-editor.js";
import { journalVersion, useGoalHistory } from "../../features/history/use-goal-history.js";
import { demoPath, useDemoMode } from "../../lib/demo-mode.js";
import { logout } from "../../lib/logout.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { useNow } from "../../lib/use-now.js";
import { toast } from "../../lib/toast.js";
import {
  demoPausesSource,
  type EntriesState,
  type JournalWrites,
  useJournalEntries,
  useJournalGoals,
  useJournalWrites,
} from "./use-journal-source.js";

/**
 * /journal (spec §2 Journal): one goal's check-ins, or every goal's, grouped by day. In demo
 * mode (demo=1) the same page works on the demo store's sample goals, with no server call.
 */
export function JournalPage() {
  const demo = useDemoMode();
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const goalsQuery = useJournalGoals(demo);
  const goals = goalsQuery.data;
  const { goal, notFound } = resolveGoalSelection(goals, choice ?? goalParam(params));
  const entriesQuery = useJournalEntries(demo, goal?.id, goals.length > 0);
  const writes = useJournalWrites(demo);
  const entries = entriesQuery.data;

  function select(goalId: string) {
    setChoice(goalId);
    const next: Record<string, string> = goalId ? { goal_id: goalId } : {};
    if (demo) next.demo = "1";
    setParams(next, { replace: true });
  }

  if (goalsQuery.status === "pending") {
    return (
      <PageShell title="Journal">
        <Spinner label="Loading goals…" />
      </PageShell>
    );
  }
  if (goalsQuery.status === "error") {
    return (
      <PageShell title="Journal">
        <Alert>
          <p>Could not load goals.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={goalsQuery.retry}>
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
        <JournalHeader goals={goals} goal={goal} progress={ringProgress} onSelect={select} dashboardHref={demoPath("/dashboard", demo)} />
        {goal && entries ? <JournalHistory goal={goal} entries={entries} demo={demo} writes={writes} /> : null}
        {goals.length === 0 ? (
          <EmptyState title="No goals yet">
            <p>Create a goal on the dashboard, then log your check-ins here.</p>
            <Link to={demoPath("/dashboard", demo)} className={`${buttonClass("primary", "sm")} mt-3`}>
              Go to dashboard
            </Link>
          </EmptyState>
        ) : (
          <JournalEntries
            goalId={goal?.id ?? null}
            goalTitles={goal ? undefined : titlesOf(goals)}
            entriesQuery={entriesQuery}
            writes={writes}
          />
        )}
      </div>
    </PageShell>
  );
}

/** The goal's calendar, chart and pauses, fetched again whenever its entries change. */
function JournalHistory(props: { goal: Goal; entries: readonly JournalEntry[]; demo: boolean; writes: JournalWrites }) {
  const { goal, entries, demo, writes } = props;
  const qc = useQueryClient();
  const [openDay, setOpenDay] = useState<number | undefined>(undefined);
  const tap = useCalendarTap(demo);
  const version = useMemo(() => journalVersion(entries), [entries]);
  // Demo mode computes the same history from the demo store's journal and pauses: no request.
  const { history, isError, source } = useGoalHistory(goal.id, version, browserTimeZone(), entries, goal.pauses, demo);
  if (isError) return <Alert kind="warning">Could not load the check-in calendar.</Alert>;
  if (!history) return <Spinner label="Loading the check-in calendar…" />;
  const timeZone = browserTimeZone();
  const dayState = habitDayStates(goal, history, timeZone);
  const today = dayOfIsoDate(history.today);
  // "Not done" takes back every check-in of the day, also those older than the entries loaded so far.
  const notDone = async (day: number) => {
    let held: readonly JournalEntry[] = entries;
    if (!demo) {
      try {
        held = await loadOlderEntriesUntil(qc, goal.id, (list) => reachesBefore(list, day, timeZone));
      } catch {
        // Offline or failing: the check-ins loaded so far are taken back; the rest stay, as the calendar shows.
      }
    }
    entriesOnDay(held, day, timeZone).forEach(writes.remove);
  };
  // Whether the day has check-ins: the history's count (the entry list may hold a window only).
  const checkInsOn = (day: number) => history.days.find((d) => dayOfIsoDate(d.date) === day)?.count ?? 0;
  // Check and amount goals only (progress goals keep the spec's calendar); never a future day.
  const activate = dayState
    ? (day: number) => {
        if (day > today) return;
        if (kindOf(goal) === "check" && checkInsOn(day) === 0) return tap(goal, checkInTimeOf(day, today));
        setOpenDay(day);
      }
    : undefined;
  return (
    <>
      {!demo && source !== "server" ? <OfflineHistoryNote source={source} /> : null}
      <GoalHistoryPanel
        history={history}
        goalTitle={goal.title}
        dayState={dayState}
        onDayActivate={activate}
        chart={kindOf(goal) === "amount" ? <AmountPeriodChart goal={goal} history={history} /> : undefined}
      />
      {openDay !== undefined ? (
        <CalendarDayDialog
          goal={goal}
          day={openDay}
          checkIns={checkInsOn(openDay)}
          onLog={(amount) => tap(goal, checkInTimeOf(openDay, today), amount)}
          onNotDone={() => void notDone(openDay)}
          onClose={() => setOpenDay(undefined)}
        />
      ) : null}
      {demo ? (
        <PausesPanel goalId={goal.id} today={history.today} source={demoPausesSource(goal)} />
      ) : (
        <PausesEditor goalId={goal.id} today={history.today} />
      )}
    </>
  );
}

/** Offline, what the calendar below is made of (issue 28 item 6). */
function OfflineHistoryNote({ source }: { source: "kept" | "device" }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {source === "kept"
        ? "Offline: the check-in calendar as this device last saved it. Check-ins since then appear once you are back online."
        : "Offline: the check-in calendar made from the entries saved on this device, so older check-ins may be missing. It is complete again once you are back online."}
    </p>
  );
}

function titlesOf(goals: readonly { id: string; title: string }[]): Map<string, string> {
  return new Map(goals.map((g) => [g.id, g.title]));
}

/** The dashboard's header over the journal, so the two signed-in pages look and move alike. */
function PageShell({ title, children }: { title: string; children: ReactNode }) {
  const demo = useDemoMode();
  const navigate = useNavigate();
  return (
    <div className="min-h-screen">
      <AppHeader demo={demo} onLogout={() => void logout((to) => void navigate(to))} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{`${title} — ProgressVault`}</title>
        {children}
      </main>
    </div>
  );
}

interface EntriesProps {
  goalId: string | null;
  goalTitles: Map<string, string> | undefined;
  entriesQuery: EntriesState;
  writes: JournalWrites;
}

function JournalEntries({ goalId, goalTitles, entriesQuery, writes }: EntriesProps) {
  const headingId = useId();
  const now = useNow();
  const qc = useQueryClient();
  // The demo store holds every sample entry: there are no older pages to ask the server for.
  const demo = useDemoMode();
  const entries = entriesQuery.data;

  // A toast once per failed load (an effect for a side effect, not for fetching).
  const failedAt = entriesQuery.failedAt;
  useEffect(() => {
    if (failedAt) toast.error("Could not load entries");
  }, [failedAt]);

  return (
    <>
      <JournalEntryForm
        goalId={goalId}
        latestProgress={entries && goalId ? overallProgress(entries) : 0}
        add={writes.add}
        saving={writes.saving}
      />
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold">
          Entries
        </h2>
        {entriesQuery.status === "pending" ? (
          <Spinner label="Loading entries…" />
        ) : entriesQuery.status === "error" ? (
          <Alert>
            <p>Could not load entries</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={entriesQuery.retry}>
              Try again
            </Button>
          </Alert>
        ) : (
          <JournalDayList
            entries={entries ?? []}
            now={now}
            timeZone={browserTimeZone()}
            goalTitles={goalTitles}
            onDelete={writes.remove}
            onEdit={writes.edit}
            olderRemain={!demo && hasOlderEntries(qc, goalId ?? undefined)}
          />
        )}
        {entriesQuery.status === "success" && !demo ? <OlderEntries goalId={goalId ?? undefined} /> : null}
      </section>
    </>
  );
}
