/**
 * One coach turn for a signed-in user: their own goals from the database (never goals the
 * client sends), then the AI service when configured, else, or when it fails, the built-in coach.
 */
import { builtinCoach, draftReply, memoryOf } from "../../core/coach/builtin.js";
import { COACH_TEXT, MESSAGE_MAX_CHARS } from "../../core/coach/constants.js";
import type { CoachAnswer, CoachChatBody } from "../../core/coach/contract.js";
import { draftFromText } from "../../core/coach/draft-from-text.js";
import { parseDraftJson } from "../../core/coach/draft-json.js";
import { buildProviderMessages } from "../../core/coach/prompt.js";
import { truncate } from "../../core/coach/text.js";
import { planTurn, type CoachInput, type Turn } from "../../core/coach/turn.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { listGoalsWithJournal } from "../goals/queries.js";
import { retryOptions } from "./options.js";
import { ProviderFailure, requestCompletion, type ProviderConfig } from "./provider.js";

export interface CoachLogger {
  warn(obj: object, msg: string): void;
}

export function providerConfig(deps: AppDeps): ProviderConfig | undefined {
  const { apiUrl, apiKey, model } = deps.config.coach;
  return apiUrl ? { apiUrl, apiKey, model } : undefined;
}

function builtinAnswer(input: CoachInput): CoachAnswer {
  return { ...builtinCoach(input), source: "builtin" };
}

/** Turns the model's answer to a creation request into a draft, a timeframe question, or the built-in draft. */
function creationAnswer(turn: Turn, content: string, input: CoachInput): CoachAnswer {
  const focusGoalId = turn.focus?.id ?? null;
  const parsed = parseDraftJson(content);
  if (parsed.kind === "draft") {
    return {
      reply: draftReply(parsed.draft),
      draft: parsed.draft,
      source: "ai",
      intent: "create",
      focusGoalId,
      mode: focusGoalId ? "focus" : "general",
    };
  }
  if (parsed.kind === "need-timeframe") {
    return {
      reply: `How often will you work on “${parsed.title}”: daily, weekly, monthly or yearly?`,
      source: "ai",
      intent: "create",
      focusGoalId,
      mode: "create",
    };
  }
  // Prose instead of JSON: draft from the user's own words, or ask for the missing details.
  const own = draftFromText(turn.creationTexts);
  if (own.kind === "draft") return { ...builtinAnswer(input), reply: draftReply(own.draft), draft: own.draft };
  return { reply: COACH_TEXT.needDetails, source: "builtin", intent: "create", focusGoalId, mode: "create" };
}

export async function coachChat(deps: AppDeps, user: CurrentUser, body: CoachChatBody, log: CoachLogger): Promise<CoachAnswer> {
  const goals = await listGoalsWithJournal(deps.db.db, user.id, user.username);
  const input: CoachInput = {
    messages: body.messages,
    goals,
    focusGoalId: body.focusGoalId,
    mode: body.mode,
    memory: body.memory,
    now: deps.now(),
    timeZone: body.timeZone ?? "UTC",
  };
  const provider = providerConfig(deps);
  const turn = planTurn(input);
  if (!provider || turn.deterministic) return builtinAnswer(input);

  const messages = buildProviderMessages(body.messages, {
    intent: turn.intent,
    goals,
    focus: turn.focus,
    memory: memoryOf(input, turn.focus),
    clock: { now: input.now, timeZone: input.timeZone },
  });
  let content: string;
  try {
    content = await requestCompletion(provider, messages, retryOptions(deps.coach));
  } catch (err) {
    if (!(err instanceof ProviderFailure)) throw err;
    log.warn({ failures: err.failures }, "AI coach failed; answering with the built-in coach");
    return builtinAnswer(input);
  }
  if (turn.intent === "create") return creationAnswer(turn, content, input);
  const focusGoalId = turn.focus?.id ?? null;
  return {
    reply: truncate(content, MESSAGE_MAX_CHARS),
    source: "ai",
    intent: turn.intent,
    focusGoalId,
    mode: focusGoalId ? "focus" : "general",
  };
}
