/**
 * The built-in coach: deterministic, no network. It is the default when no AI service is
 * configured, the fallback when the service fails, and the coach of demo mode.
 */
import type { GoalDraft } from "../schemas.js";
import { COACH_TEXT, GOALS_IN_SELECTOR } from "./constants.js";
import type { CoachIntent, CoachMode, GoalChoice } from "./contract.js";
import { draftFromText } from "./draft-from-text.js";
import { goalChoice, goalsByUrgency, type Clock, type CoachGoal } from "./coach-facts.js";
import { askedGroup, groupReply, groupReport } from "./groups.js";
import { goalHelp, learnReply, planReply, stuckReply } from "./replies-goal.js";
import { analyticsReview, goalList, nextStep } from "./replies-review.js";
import { planTurn, type CoachInput, type Turn } from "./turn.js";

export interface CoachResult {
  reply: string;
  intent: CoachIntent;
  focusGoalId: string | null;
  mode: CoachMode;
  draft?: GoalDraft;
  goals?: GoalChoice[];
}

export const GREETING_TEXT =
  "Hi! I'm your goals coach. I can:\n- draft a new goal (action + quantity + timeframe + why)\n- review your analytics\n- help with a specific goal\n- suggest what to do next";

/** Up to 5 goals for the selector, the ones that need a step most first. */
export function selectorGoals(goals: readonly CoachGoal[], clock: Clock): GoalChoice[] {
  return goalsByUrgency(goals, clock)
    .slice(0, GOALS_IN_SELECTOR)
    .map((f) => goalChoice(f.goal, clock));
}

export function draftReply(draft: GoalDraft): string {
  const why = draft.motivation ? `\nWhy: ${draft.motivation}` : "";
  return `Here's a draft goal:\nTitle: ${draft.title}\nTimeframe: ${draft.timeframe} · Category: ${draft.category}${why}\nI've filled the create form: review it and press Create goal.`;
}

function result(turn: Turn, reply: string, extra: Partial<CoachResult> = {}): CoachResult {
  const focusGoalId = extra.focusGoalId !== undefined ? extra.focusGoalId : (turn.focus?.id ?? null);
  return { reply, intent: turn.intent, focusGoalId, mode: focusGoalId ? "focus" : "general", ...extra };
}

function pick(turn: Turn, goals: readonly CoachGoal[], clock: Clock, question: string, extra: Partial<CoachResult> = {}) {
  if (goals.length === 0) return result(turn, COACH_TEXT.noGoals, extra);
  return result(turn, question, { goals: selectorGoals(goals, clock), ...extra });
}

/** The memory the client sent belongs to the goal that was in focus before this turn. */
export function memoryOf(input: CoachInput, goal: CoachGoal | undefined): readonly string[] {
  return goal && goal.id === input.focusGoalId ? (input.memory ?? []) : [];
}

export function builtinCoach(input: CoachInput): CoachResult {
  const clock: Clock = { now: input.now, timeZone: input.timeZone };
  const turn = planTurn(input);
  const { goals } = input;
  const goal = turn.named ?? turn.focus;
  const group = askedGroup(turn.text, input.groups ?? []);
  if (group) return result(turn, groupReply(groupReport(group, goals, clock)));
  switch (turn.intent) {
    case "create": {
      const made = draftFromText(turn.creationTexts);
      if (made.kind === "draft") return result(turn, draftReply(made.draft), { draft: made.draft });
      const example = made.suggestion ? `\nFor example: “${made.suggestion.title}”.` : "";
      return result(turn, `${COACH_TEXT.needDetails}${example}`, { mode: "create" });
    }
    case "analytics":
      return result(turn, analyticsReview(goals, clock));
    case "next":
      return result(turn, nextStep(goals, clock, goal));
    case "stuck":
      return result(turn, stuckReply(clock, goal));
    case "plan":
      return goal ? result(turn, planReply(goal, clock)) : pick(turn, goals, clock, "Which goal should we plan?");
    case "help":
      return goal
        ? result(turn, goalHelp(goal, clock, memoryOf(input, goal)))
        : pick(turn, goals, clock, "Which goal would you like help with?");
    case "switch":
      return pick(turn, goals, clock, "Which goal should we focus on?", { focusGoalId: null, mode: "general" });
    case "list":
      return goals.length === 0 ? result(turn, COACH_TEXT.noGoals) : pick(turn, goals, clock, goalList(goals, clock));
    case "greeting":
      return goals.length === 0
        ? result(turn, `${GREETING_TEXT}\n\n${COACH_TEXT.noGoals}`)
        : result(turn, `${GREETING_TEXT}\n\nPick a goal below to focus on it, or just ask.`, { goals: selectorGoals(goals, clock) });
    case "learn":
      return result(turn, learnReply(clock, goal));
    default:
      return goal ? result(turn, goalHelp(goal, clock, memoryOf(input, goal))) : result(turn, COACH_TEXT.cannedFallback);
  }
}
