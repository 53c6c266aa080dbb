/**
 * What a user message asks for. Rules are ordered: the first that matches wins, so
 * "switch goal" beats a goal title in the same message and "create a goal to review my
 * finances weekly" is a creation, not an analytics review.
 */
import type { CoachIntent, CoachMode } from "./contract.js";
import { findMentionedGoal } from "./goal-match.js";
import { normalise } from "./text.js";

export interface DetectedIntent {
  intent: CoachIntent;
  /** The goal the message names, if any. */
  goalId?: string;
}

const SWITCH =
  /\b(switch|change|swap|another|different|other)\b[^.?!]{0,20}\b(goal|focus)\b|^switch\b|\bunfocus\b|\bclear (the )?focus\b|\bstop focusing\b/;
const CREATE =
  /\b(create|add|make|set( up)?|start|draft|new|write|build|begin)\b[^.?!]{0,25}\b(goal|habit)\b|^new goal\b|^goal:|\bi want to (start|begin) (a|an|the)?\s?(habit|routine)\b/;
const ANALYTICS =
  /\banalytic|\banaly[sz]\w*|\breview (my|the|all)? ?(goals|progress|stats|week|month|analytics)|\bstat(s|istics)\b|\boverview\b|\bsummary\b|\bhow am i doing\b|\bhow('s| is| are) (my|all my) (goals|progress)\b|\bprogress report\b|\binsights?\b|\btrends?\b|\bforecast\b|\bstrongest\b|\bweakest\b/;
const STUCK =
  /\bstuck\b|\bunmotivated\b|\b(no|lost|lack of|losing) motivation\b|\bprocrastinat|\bcan'?t (seem to|get|stay|keep|stick|make myself)\b|\bstruggl|\b(falling|fell|fallen|i'm|im) behind\b|\boverwhelm|\bgiv(e|ing) up\b|\blazy\b|\bburn(ed|t)? ?out\b|\bkeep (failing|missing|skipping)\b|\bslipp|\bno time\b|\bhard to (start|keep|stay)\b|\bblocked\b/;
const NEXT =
  /\bwhat (should|do|can|shall) i (do|work on|focus on|tackle)\b|\bnext (step|move|action)s?\b|\bwhat'?s next\b|\bwhat now\b|\bwhere (should|do) i (start|begin)\b|\bprioriti[sz]|\bwhat first\b|\bfocus on today\b|\bplan for today\b|\bwhat to do (next|today)\b/;
const PLAN =
  /\bplan\b|\broadmap\b|\bbreak (it|this|that|[a-z ]{1,30}) down\b|\bsteps to\b|\bmilestones?\b|\bschedule\b|\bstep[- ]by[- ]step\b/;
const HELP = /\b(help|advice|advise|tips?|coach|support|guidance|improve|better at|ideas?)\b/;
const LEARN = /\b(learn|learning|study|studying|revise|revision|memori[sz]e|practi[cs]e|exam|course|language)\b/;
const LIST = /\b(list|show|see|what are)\b[^.?!]{0,12}\b(my )?goals\b|^my goals\b|^goals\??$/;
const GREETING =
  /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|yo)\b[!. ]*$|\bwhat can you do\b|\bwho are you\b|^help[!.? ]*$/;

export function detectIntent(
  text: string,
  ctx: { goals: readonly { id: string; title: string }[]; mode?: CoachMode | undefined },
): DetectedIntent {
  const t = normalise(text);
  const named = findMentionedGoal(text, ctx.goals);
  const withGoal = (intent: CoachIntent): DetectedIntent => (named ? { intent, goalId: named.id } : { intent });

  if (SWITCH.test(t)) return { intent: "switch" };
  if (CREATE.test(t)) return { intent: "create" };
  if (GREETING.test(t)) return { intent: "greeting" };
  if (ANALYTICS.test(t)) return withGoal("analytics");
  if (STUCK.test(t)) return withGoal("stuck");
  if (NEXT.test(t)) return withGoal("next");
  // While a draft waits for details, the next message supplies them, unless it asks for help with a goal.
  if (ctx.mode === "create" && !(named && HELP.test(t))) return { intent: "create" };
  if (PLAN.test(t)) return withGoal("plan");
  if (LIST.test(t)) return { intent: "list" };
  if (looksLikeGoalStatement(t)) return { intent: "create" };
  if (LEARN.test(t) && !named) return { intent: "learn" };
  if (named) return { intent: "help", goalId: named.id };
  if (HELP.test(t) && /\bgoals?\b/.test(t)) return { intent: "help" };
  if (HELP.test(t)) return { intent: "help" };
  return { intent: "unknown" };
}

/** "I want to read 20 pages a day" reads as a goal to create even without the word "goal". */
function looksLikeGoalStatement(t: string): boolean {
  const wish = /^(i want to|i'd like to|i would like to|i wanna|my goal is to|i plan to|i will|i'm going to)\b/.test(t);
  const cadence =
    /\b(daily|weekly|monthly|yearly|every (day|week|month|morning|night|evening)|a (day|week|month|year)|per (day|week|month)|each (day|week|month)|times? a)\b/.test(
      t,
    );
  return wish && cadence;
}
