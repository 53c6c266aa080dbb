/**
 * The CPU part of a coach turn, run in the CPU pool (issue 26): reading the message against every
 * goal, the built-in reply or the AI prompt both walk the user's whole journal, and a long message
 * over years of entries held the event loop for every other user. Plain data in and out: the
 * clock crosses as milliseconds.
 */
import { builtinCoach, memoryOf, type CoachResult } from "../../core/coach/builtin.js";
import { buildProviderMessages, type ProviderMessage } from "../../core/coach/prompt.js";
import type { CoachIntent } from "../../core/coach/contract.js";
import { planTurn, type CoachInput } from "../../core/coach/turn.js";

export type PlainCoachInput = Omit<CoachInput, "now"> & { now: number };

/** What the AI service is to be asked, with what of the turn its answer is read against. */
export interface ProviderAsk {
  intent: CoachIntent;
  focusGoalId: string | null;
  creationTexts: string[];
  messages: ProviderMessage[];
}

export type CoachWork = { builtin: CoachResult } | { ask: ProviderAsk };

export const coachInput = (plain: PlainCoachInput): CoachInput => ({ ...plain, now: new Date(plain.now) });

/**
 * The built-in reply when no AI service is asked (none configured, or a turn it never answers:
 * selectors, no goals), else the messages to send it.
 */
export function coachWork(plain: PlainCoachInput, withProvider: boolean): CoachWork {
  const input = coachInput(plain);
  const turn = planTurn(input);
  if (!withProvider || turn.deterministic) return { builtin: builtinCoach(input) };
  const messages = buildProviderMessages(input.messages, {
    intent: turn.intent,
    goals: input.goals,
    groups: input.groups,
    focus: turn.focus,
    memory: memoryOf(input, turn.focus),
    clock: { now: input.now, timeZone: input.timeZone },
  });
  return { ask: { intent: turn.intent, focusGoalId: turn.focus?.id ?? null, creationTexts: turn.creationTexts, messages } };
}
