/** Built-in replies about all goals: the analytics review, what to do next, the goal list. */
import { computeAnalyticsSummary, type AnalyticsGoal, type AnalyticsSummary } from "../analytics.js";
import { panelDirection } from "../analytics/direction.js";
import { COACH_TEXT, MAX_BULLETS, MAX_STEPS } from "./constants.js";
import { coachFacts, goalsByUrgency, type Clock, type CoachGoal, type CoachFacts } from "./coach-facts.js";
import { bullets, plural, steps } from "./text.js";

const quoted = (title: string) => `“${title}”`;

/** Never throws: any failure of the analytics gives the spec's "unavailable" text. */
export function safeSummary(goals: readonly CoachGoal[], clock: Clock): AnalyticsSummary | undefined {
  try {
    return computeAnalyticsSummary(goals as readonly AnalyticsGoal[], clock);
  } catch {
    return undefined;
  }
}

/** The goal to work on first: one that needs attention, else stalled, else the least advanced. */
export function mostUrgent(goals: readonly CoachGoal[], clock: Clock, summary?: AnalyticsSummary): CoachFacts | undefined {
  const attention = summary?.needAttention[0];
  const byId = attention ? goals.find((g) => g.id === attention.id) : undefined;
  if (byId) return coachFacts(byId, clock);
  const ranked = goalsByUrgency(goals, clock);
  return ranked.find((f) => f.stalled) ?? ranked[0];
}

export function analyticsReview(goals: readonly CoachGoal[], clock: Clock): string {
  if (goals.length === 0) return COACH_TEXT.noGoals;
  const s = safeSummary(goals, clock);
  if (!s) return COACH_TEXT.analyticsUnavailable;
  const facts = goals.map((g) => coachFacts(g, clock));
  const stalled = facts.filter((f) => f.stalled);
  // Read together, as the analytics panel reads them (core/analytics/direction.ts): when the
  // trend and Momentum point different ways, the review signs neither.
  const mixed = panelDirection(s) === "mixed";
  const trend = mixed ? "some goals rising, others falling" : `${s.sparkDelta >= 0 ? "+" : ""}${s.sparkDelta} points over 7 days`;
  const lines = [
    `Average progress ${s.avgProgress}% across ${plural(s.count, "goal")} (${trend}); ${s.completedCount} completed, ${s.nearingCount} nearing completion.`,
    stalled.length > 0
      ? `Stalled (no update for over 14 days): ${stalled
          .slice(0, 3)
          .map((f) => quoted(f.goal.title))
          .join(", ")}.`
      : "Nothing stalled: every unfinished goal was updated in the last 14 days.",
    s.needAttention.length > 0 ? `Needs attention: ${s.needAttention.map((g) => `${quoted(g.title)} (${g.progress}%)`).join(", ")}.` : "",
    mixed
      ? "Forecast: n/a while your goals move in different directions."
      : s.etaDate
        ? `Forecast: momentum ${s.medianPace}% a day (median); your rising goals reach 100% by ${s.etaDate} (median).`
        : s.medianPace < 0 || (s.medianPace === 0 && s.avgPace !== 0)
          ? `Forecast: n/a while momentum is not rising (${s.medianPace}% a day, median).`
          : "Forecast: n/a. Log check-ins on a few days to build a pace.",
    s.strongestDay && s.weakestDay && s.strongestDay !== s.weakestDay
      ? `Strongest day: ${s.strongestDay}; weakest: ${s.weakestDay}. Plan your hardest step for ${s.strongestDay}.`
      : "",
    `Active on ${plural(s.activeDays7, "day")} of the last 7${s.streakTotal > 0 ? `; streaks add up to ${plural(s.streakTotal, "day")}` : ""}.`,
  ];
  const target = mostUrgent(goals, clock, s);
  const next = target && target.progress < 100 ? `\n\nNext: a small step on ${quoted(target.goal.title)} today, then log it.` : "";
  return `Here is your review:\n${bullets(lines, MAX_BULLETS)}${next}`;
}

const CADENCE_HINT: Record<string, string> = {
  daily: "today",
  weekly: "this week",
  monthly: "this month",
  yearly: "this month",
};

export function nextStep(goals: readonly CoachGoal[], clock: Clock, focus?: CoachGoal): string {
  if (goals.length === 0) return COACH_TEXT.noGoals;
  const target = focus ? coachFacts(focus, clock) : mostUrgent(goals, clock, safeSummary(goals, clock));
  if (!target) return COACH_TEXT.noGoals;
  const { goal } = target;
  if (target.progress >= 100) {
    return `${quoted(goal.title)} is complete (100%). Celebrate it, then pick the next goal or raise the bar with a new one.`;
  }
  const when = CADENCE_HINT[goal.timeframe] ?? "this week";
  const why =
    target.entries === 0
      ? "it has no check-in yet"
      : target.stalled
        ? `it has not moved for ${plural(target.idleDays ?? 0, "day")}`
        : `it is at ${target.progress}%, last update ${target.lastUpdate}`;
  return [
    `Work on ${quoted(goal.title)} next: ${why}.`,
    steps(
      [
        `Pick one action you can finish in 10–20 minutes ${when}.`,
        "Put it in your calendar or tie it to something you already do.",
        "Do it before anything optional.",
        `Log it with a short note${target.progress < 90 ? " and the +10% button" : ""}.`,
      ],
      MAX_STEPS,
    ),
  ].join("\n");
}

export function goalList(goals: readonly CoachGoal[], clock: Clock): string {
  if (goals.length === 0) return COACH_TEXT.noGoals;
  const lines = goals.map((g) => {
    const f = coachFacts(g, clock);
    return `${g.title}: ${f.progress}%, ${g.timeframe}, last update ${f.lastUpdate}`;
  });
  const more = goals.length > MAX_BULLETS ? `\n…and ${goals.length - MAX_BULLETS} more.` : "";
  return `You have ${plural(goals.length, "goal")}:\n${bullets(lines, MAX_BULLETS)}${more}\nPick one below to focus on it.`;
}
