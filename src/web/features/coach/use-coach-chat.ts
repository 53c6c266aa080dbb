/**
 * The coach conversation: messages, the goal in focus, the mode, per-goal memory and the
 * pending reply. Signed in, each turn goes to the server; in demo mode, or when the server
 * cannot be reached, the built-in coach answers in the browser.
 */
import { useMutation } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { builtinCoach, selectorGoals } from "../../../core/coach/builtin.js";
import { COACH_TEXT } from "../../../core/coach/constants.js";
import type { ChatMessage, CoachAnswer, CoachChatBody, CoachMode } from "../../../core/coach/contract.js";
import type { CoachGoal } from "../../../core/coach/coach-facts.js";
import type { CoachGroup } from "../../../core/coach/groups.js";
import { recall, rememberReply, type GoalMemory } from "../../../core/coach/memory.js";
import type { GoalDraft } from "../../../core/schemas.js";
import { ApiError } from "../../lib/api.js";
import { coachApi } from "./api.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { chatMessage, toTurns } from "./chat-messages.js";

/** Demo replies wait a moment, so the typing indicator shows as it does with a server. */
export const DEMO_REPLY_DELAY_MS = 450;

const UNAVAILABLE = "The coach is unavailable right now. Try again shortly.";

export interface CoachChat {
  messages: ChatMessage[];
  pending: boolean;
  focusGoalId: string | null;
  /** false when the message was ignored (empty, or a reply is still pending). */
  send: (text: string, opts?: { focusGoalId?: string }) => boolean;
  /** Leaves goal focus and offers the goals to pick from. */
  switchGoal: () => void;
}

function greetingMessage(goals: readonly CoachGoal[]): ChatMessage {
  const choices = selectorGoals(goals, { now: new Date(), timeZone: browserTimeZone() });
  const text =
    choices.length > 0
      ? "Hi! I'm your goals coach. Pick a goal to focus on, or ask me to review your analytics, suggest a next step, or create a goal."
      : `Hi! I'm your goals coach. ${COACH_TEXT.noGoals} Describe it: action + quantity + timeframe + why it matters.`;
  return { ...chatMessage(choices.length > 0 ? "assistant-goals" : "assistant", text, choices), id: "greeting" };
}

function localAnswer(body: CoachChatBody, goals: readonly CoachGoal[], groups: readonly CoachGroup[] | undefined): CoachAnswer {
  const result = builtinCoach({ ...body, goals, groups, now: new Date(), timeZone: body.timeZone ?? browserTimeZone() });
  return { ...result, source: "builtin" };
}

export function useCoachChat(
  goals: readonly CoachGoal[],
  demo: boolean,
  onDraft: (draft: GoalDraft) => void,
  groups: readonly CoachGroup[] | undefined,
  /** Whether the panel is open: a closed panel makes no greeting. */
  open: boolean,
): CoachChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [focusGoalId, setFocusGoalId] = useState<string | null>(null);
  const [mode, setMode] = useState<CoachMode>("general");
  const [memory, setMemory] = useState<GoalMemory>({});
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const mutation = useMutation({ mutationFn: (body: CoachChatBody) => coachApi.coach(body) });

  // Until the first message, the open panel shows a greeting made from the current goals. A closed
  // panel makes none: the greeting reads every goal's facts, again on each change of the list.
  const greets = open && messages.length === 0;
  const greeting = useMemo(() => (greets ? greetingMessage(goals) : undefined), [greets, goals]);
  const shown = messages.length > 0 ? messages : greeting ? [greeting] : [];

  // A focus on a goal that was deleted meanwhile no longer counts.
  const focus = focusGoalId && goals.some((g) => g.id === focusGoalId) ? focusGoalId : null;

  function apply(answer: CoachAnswer) {
    const type = answer.goals && answer.goals.length > 0 ? "assistant-goals" : "assistant";
    setMessages((list) => [...list, chatMessage(type, answer.reply, answer.goals)]);
    setFocusGoalId(answer.focusGoalId);
    setMode(answer.mode);
    if (answer.focusGoalId && type === "assistant") {
      const id = answer.focusGoalId;
      setMemory((m) => rememberReply(m, id, answer.reply));
    }
    if (answer.draft) onDraft(answer.draft);
  }

  async function ask(body: CoachChatBody): Promise<CoachAnswer> {
    if (demo) {
      await new Promise((resolve) => setTimeout(resolve, DEMO_REPLY_DELAY_MS));
      return localAnswer(body, goals, groups);
    }
    try {
      return await mutation.mutateAsync(body);
    } catch (err) {
      // Rate limits and refusals are told as they are; an unreachable or failing server gets the built-in coach.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
        return { reply: err.serverMessage ?? UNAVAILABLE, source: "builtin", intent: "unknown", focusGoalId: focus, mode };
      }
      return localAnswer(body, goals, groups);
    }
  }

  function send(text: string, opts: { focusGoalId?: string } = {}): boolean {
    const content = text.trim();
    if (!content || pendingRef.current) return false;
    const userMessage = chatMessage("user", content);
    const history = [...shown, userMessage];
    const focusForTurn = opts.focusGoalId ?? focus;
    const body: CoachChatBody = {
      messages: toTurns(history),
      focusGoalId: focusForTurn,
      mode: opts.focusGoalId ? "focus" : mode,
      memory: recall(memory, focusForTurn),
      timeZone: browserTimeZone(),
    };
    setMessages(history);
    pendingRef.current = true;
    setPending(true);
    void ask(body)
      .then(apply)
      .finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
    return true;
  }

  function switchGoal() {
    if (pendingRef.current) return;
    setFocusGoalId(null);
    setMode("general");
    const choices = selectorGoals(goals, { now: new Date(), timeZone: browserTimeZone() });
    const text = choices.length > 0 ? "Which goal should we focus on?" : COACH_TEXT.noGoals;
    setMessages([...shown, chatMessage(choices.length > 0 ? "assistant-goals" : "assistant", text, choices)]);
  }

  return { messages: shown, pending, focusGoalId: focus, send, switchGoal };
}
