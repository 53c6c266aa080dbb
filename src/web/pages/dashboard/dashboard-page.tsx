/**
 * The signed-in dashboard (signed-in-core §2), also the demo (demo=1 or demo=true: sample goals,
 * local actions, no server call at all).
 */
import { useQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { DASHBOARD_TICK_MS } from "../../../core/constants.js";
import type { Goal, GoalDraft } from "../../../core/schemas.js";
import { AppHeader } from "../../components/layout/app-header.js";
import { OfflineStatus } from "../../components/layout/offline-status.js";
import { isDemoSearch } from "../../components/layout/require-auth.js";
import { Spinner } from "../../components/ui/feedback.js";
import { DemoNudge } from "../../features/demo/demo-nudge.js";
import { useDemoGoals } from "../../features/demo/demo-store.js";
import { CreateGoalForm } from "../../features/goals/create-goal-form.js";
import { dashboardStats } from "../../features/goals/goal-display.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { useGoalForm } from "../../features/goals/goal-form.js";
import { copyText } from "../../lib/copy-text.js";
import { usePendingRemovals, withoutPendingRemovals } from "../../features/goals/pending-removals.js";
import { goalsQueryOptions } from "../../features/goals/queries.js";
import { QuickAddForm } from "../../features/goals/quick-add-form.js";
import { StatsRow, StatsRowPlaceholder } from "../../features/goals/stats-row.js";
import { useGoalList } from "../../features/goals/use-goal-list.js";
import { request } from "../../lib/api.js";
import { logout } from "../../lib/logout.js";
import { useSession } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { celebrate } from "./confetti.js";
import { GoalsSection } from "./goals-section.js";
import { LazyAnalyticsPanel } from "./lazy-widgets.js";
import { useGroupsList } from "./use-groups-list.js";
import { NextSteps, showNextSteps } from "./next-steps.js";
import { SCROLL_RESTORE_DELAY_MS, forgetSavedScroll, peekSavedScroll, rememberScroll } from "./scroll-memory.js";
import { SidePanel } from "./side-panel.js";
import { summaryText } from "./summary.js";
import { ShortcutsDialog } from "./shortcuts-dialog.js";
import { useDashboardActions } from "./use-dashboard-actions.js";
import { useDashboardShortcuts } from "./use-dashboard-shortcuts.js";
import { AfterPaintCoach } from "./after-paint-coach.js";
import { useFirstReveal } from "./use-first-reveal.js";
import { useNow } from "../../lib/use-now.js";
import { opensOnToday } from "../../lib/start-page.js";
import { useCheckinParam } from "./use-checkin-param.js";
import { useTemplatePrefill } from "./use-template-prefill.js";

const NO_GOALS: Goal[] = [];
/** The coach closes itself 1.2 s after a draft; the form scrolls into view 100 ms after the draft. */
const DRAFT_SCROLL_DELAY_MS = 100;

export function DashboardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const demo = isDemoSearch(location.search);
  const session = useSession();
  const username = demo ? null : session.username;

  const now = useNow(DASHBOARD_TICK_MS);
  const [timeZone] = useState(browserTimeZone);

  const goalsQuery = useQuery({ ...goalsQueryOptions(), enabled: !demo });
  const allDemoGoals = useDemoGoals();
  // Archived goals leave the list for "Archived (N)" (issue 30); the server's list never holds them.
  const demoGoals = useMemo(() => allDemoGoals.filter((g) => !g.archived), [allDemoGoals]);
  const demoArchived = useMemo(() => (demo ? allDemoGoals.filter((g) => g.archived) : null), [demo, allDemoGoals]);
  // A goal deleted here stays out of the list until the server confirms it (pending-removals.ts).
  const removals = usePendingRemovals();
  const serverGoals = goalsQuery.data ?? NO_GOALS;
  const goals = useMemo(() => (demo ? demoGoals : withoutPendingRemovals(serverGoals, removals)), [demo, demoGoals, serverGoals, removals]);
  const loadedStatus = demo ? "success" : goalsQuery.status;
  // The goals' first arrival is drawn in a background render (use-first-reveal.ts); until then the
  // page shows them as loading.
  const waiting = !useFirstReveal(loadedStatus === "success");
  const status = waiting && loadedStatus === "success" ? "pending" : loadedStatus;
  const list = useGoalList(status === "pending" ? NO_GOALS : goals, now, timeZone);
  const stats = dashboardStats(list.all.map((i) => i.facts));
  const actions = useDashboardActions(demo, username ?? "", celebrate);

  useCheckinParam(goals, !demo && status === "success", actions.quickIncrement);

  const loadErrorAt = goalsQuery.errorUpdatedAt;
  useEffect(() => {
    if (loadErrorAt) toast.error("Could not load goals");
  }, [loadErrorAt]);

  // Opened (not navigated to) at the start URL on a device whose start page is Today (Settings).
  const openToday = !demo && opensOnToday(location);
  useEffect(() => {
    if (openToday) void navigate("/today", { replace: true });
  }, [openToday, navigate]);

  const quickAddInput = useRef<HTMLInputElement>(null);
  // The installed app's "Quick add" shortcut opens /dashboard#quick-add (pwa-manifest.ts).
  const quickAddShortcut = location.hash === "#quick-add";
  useEffect(() => {
    if (quickAddShortcut) quickAddInput.current?.focus();
  }, [quickAddShortcut]);
  const shortcuts = useDashboardShortcuts({ quickAdd: quickAddInput, visible: list.visible, actions });
  const analyticsSlot = useRef<HTMLDivElement>(null);
  const createSection = useRef<HTMLElement>(null);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  // The demo's groups always; the server's once the analytics panel opens (the server's coach reads its own).
  const readGroups = useGroupsList(demo, analyticsOpen).groups;
  const [coachSignal, setCoachSignal] = useState(0);
  const form = useGoalForm();
  const fillForm = form.fill;

  const scrollToForm = useCallback(() => {
    window.setTimeout(() => createSection.current?.scrollIntoView({ behavior: "smooth", block: "start" }), DRAFT_SCROLL_DELAY_MS);
  }, []);

  // Back from /templates: restore where the person was; a template link opened directly shows the form.
  // Restored once the cards are in: earlier, the page is shorter and the cards arriving above
  // would push the view away from where it was.
  const [savedScroll] = useState(peekSavedScroll);
  useEffect(forgetSavedScroll, []);
  const listReady = status !== "pending";
  useEffect(() => {
    if (savedScroll === null || !listReady) return;
    const id = window.setTimeout(() => window.scrollTo({ top: savedScroll, behavior: "instant" }), SCROLL_RESTORE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [savedScroll, listReady]);
  const onTemplateFilled = useCallback(() => {
    if (savedScroll === null) scrollToForm();
  }, [savedScroll, scrollToForm]);
  useTemplatePrefill(fillForm, onTemplateFilled);

  const onDraft = useCallback(
    (draft: GoalDraft) => {
      fillForm(draft);
      scrollToForm();
    },
    [fillForm, scrollToForm],
  );

  const openAnalytics = () => {
    setAnalyticsOpen(true);
    window.setTimeout(() => analyticsSlot.current?.scrollIntoView({ behavior: "smooth", block: "start" }), 0);
  };
  const copySummary = () =>
    copyText(summaryText(username || "You", list.all)).then(
      () => toast.success("Summary copied"),
      () => toast.error("Unable to copy"),
    );

  return (
    <div className="min-h-screen">
      <AppHeader
        demo={demo}
        onQuickAdd={() => quickAddInput.current?.focus()}
        onAnalytics={openAnalytics}
        onLogout={() => void logout((to) => void navigate(to))}
      />
      <main id="main" className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">Dashboard</h1>
          {demo ? <DemoNudge /> : <OfflineStatus goalTitles={new Map(goals.map((g) => [g.id, g.title]))} />}
          {status === "success" ? <StatsRow {...stats} /> : status === "pending" ? <StatsRowPlaceholder /> : null}
          <section
            aria-labelledby="quick-add-heading"
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 id="quick-add-heading" className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
              Quick add
            </h2>
            <QuickAddForm actions={actions} titleRef={quickAddInput} />
          </section>
          <div ref={analyticsSlot} className="scroll-mt-20">
            {analyticsOpen ? (
              <Suspense fallback={<Spinner label="Loading analytics…" />}>
                <LazyAnalyticsPanel
                  goals={list.filtered.map((i) => i.goal)}
                  onClose={() => setAnalyticsOpen(false)}
                  demo={demo}
                  loadSummary={demo ? undefined : loadSummary}
                  loadHabits={demo ? undefined : loadHabits}
                  groups={readGroups}
                />
              </Suspense>
            ) : null}
          </div>
          <GoalsSection
            list={list}
            status={status}
            errorMessage={goalsQuery.error?.message}
            onRetry={() => void goalsQuery.refetch()}
            actions={actions}
            removals={removals}
            now={now}
            timeZone={timeZone}
            username={username ?? ""}
            demoArchived={demoArchived}
            demo={demo}
          />
          {showNextSteps(list.all.length) ? (
            <NextSteps onTalkToCoach={() => setCoachSignal((n) => n + 1)} onBrowseTemplates={rememberScroll} />
          ) : null}
          <CreateGoalForm form={form} actions={actions} onBrowseTemplates={rememberScroll} sectionRef={createSection} />
        </div>
        <SidePanel
          username={username}
          onOpenAnalytics={openAnalytics}
          onCopySummary={() => void copySummary()}
          onShortcuts={shortcuts.openList}
        />
      </main>
      <ShortcutsDialog open={shortcuts.listOpen} onClose={shortcuts.closeList} />
      <AfterPaintCoach
        listReady={listReady}
        goals={goals}
        groups={demo ? readGroups : undefined}
        demo={demo}
        onDraft={onDraft}
        initiallyOpen={params.get("coach") === "1"}
        openSignal={coachSignal}
      />
    </div>
  );
}

/**
 * The analytics panel's summary over whole journals, in the browser's zone (GET /api/analytics).
 * Here rather than in lib/api.ts's `api`, which every first load carries.
 */
async function loadSummary(goalIds: readonly string[], signal?: AbortSignal, groupId?: string) {
  const query = { tz: browserTimeZone(), goals: goalIds.join(","), group_id: groupId };
  return (await request("GET /analytics", { query, signal })).data;
}

/** The panel's Habits section, as loadSummary narrowed, over a From/To range (issue 29). */
async function loadHabits(goalIds: readonly string[], range: { from: string; to: string }, signal?: AbortSignal, groupId?: string) {
  const query = { tz: browserTimeZone(), goals: goalIds.join(","), group_id: groupId, ...range };
  return (await request("GET /analytics/habits", { query, signal })).data;
}
