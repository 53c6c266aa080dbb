/**
 * One coach turn for a signed-in user: their own goals from the database (never goals the
 * client sends), then the AI service when configured, else, or when it fails, the built-in coach.
 * The goals' read (SQLite) and the turn's CPU part run in the CPU pool (issue 26).
 */
import { draftReply } from "../../core/coach/builtin.js";
import { COACH_TEXT, MESSAGE_MAX_CHARS } from "../../core/coach/constants.js";
import type { CoachAnswer, CoachChatBody } from "../../core/coach/contract.js";
import { draftFromText } from "../../core/coach/draft-from-text.js";
import { parseDraftJson } from "../../core/coach/draft-json.js";
import { truncate } from "../../core/coach/text.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError } from "../errors.js";
import { accountFrom, type From } from "../workers/account-from.js";
import { runCpuTask } from "../workers/cpu-pool.js";
import { retryOptions } from "./options.js";
import { ProviderFailure, requestCompletion, type ProviderConfig } from "./provider.js";
import type { CoachWork, PlainCoachInput, ProviderAsk } from "./turn-work.js";

export interface CoachLogger {
  warn(obj: object, msg: string): void;
}

export function providerConfig(deps: AppDeps): ProviderConfig | undefined {
  const { apiUrl, apiKey, model } = deps.config.coach;
  return apiUrl ? { apiUrl, apiKey, model } : undefined;
}

const COACH_TOO_LARGE = new AppError("UNAVAILABLE", "The coach took too long to answer; try again in a moment.");

/** A turn as the pool reads it: where the user's goals are (read there), the request's fields. */
interface Turn {
  from: From;
  userId: string;
  username: string;
  input: Omit<PlainCoachInput, "goals">;
}

/** The turn's CPU part in the pool (turn-work.ts), and its read: both walk the user's whole journal. */
async function inPool(turn: Turn, withProvider: boolean): Promise<CoachWork> {
  const answer = await runCpuTask({ kind: "coach", ...turn, withProvider }, { tooMuchMemory: COACH_TOO_LARGE, tooLong: COACH_TOO_LARGE });
  return answer.work;
}

async function builtinAnswer(turn: Turn): Promise<CoachAnswer> {
  const work = await inPool(turn, false);
  if (!("builtin" in work)) throw new Error("the pool answered a provider request for a built-in turn");
  return { ...work.builtin, source: "builtin" };
}

/** Turns the model's answer to a creation request into a draft, a timeframe question, or the built-in draft. */
async function creationAnswer(turn: ProviderAsk, content: string, input: Turn): Promise<CoachAnswer> {
  const focusGoalId = turn.focusGoalId;
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
  if (own.kind === "draft") return { ...(await builtinAnswer(input)), reply: draftReply(own.draft), draft: own.draft };
  return { reply: COACH_TEXT.needDetails, source: "builtin", intent: "create", focusGoalId, mode: "create" };
}

export async function coachChat(deps: AppDeps, user: CurrentUser, body: CoachChatBody, log: CoachLogger): Promise<CoachAnswer> {
  const input: Turn = {
    from: accountFrom(deps),
    userId: user.id,
    username: user.username,
    input: {
      messages: body.messages,
      focusGoalId: body.focusGoalId,
      mode: body.mode,
      memory: body.memory,
      now: deps.now().getTime(),
      timeZone: body.timeZone ?? "UTC",
    },
  };
  const provider = providerConfig(deps);
  if (!provider) return builtinAnswer(input);
  const work = await inPool(input, true);
  if ("builtin" in work) return { ...work.builtin, source: "builtin" };

  const turn = work.ask;
  let content: string;
  try {
    content = await requestCompletion(provider, turn.messages, retryOptions(deps.coach));
  } catch (err) {
    if (!(err instanceof ProviderFailure)) throw err;
    log.warn({ failures: err.failures }, "AI coach failed; answering with the built-in coach");
    return builtinAnswer(input);
  }
  if (turn.intent === "create") return creationAnswer(turn, content, input);
  const focusGoalId = turn.focusGoalId;
  return {
    reply: truncate(content, MESSAGE_MAX_CHARS),
    source: "ai",
    intent: turn.intent,
    focusGoalId,
    mode: focusGoalId ? "focus" : "general",
  };
}
