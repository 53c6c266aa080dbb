/** Building chat messages and turning them into the turns the coach reads. */
import { MESSAGE_MAX_CHARS, MESSAGES_MAX } from "../../../core/coach/constants.js";
import type { ChatMessage, CoachTurn, GoalChoice } from "../../../core/coach/contract.js";

let seq = 0;

export function chatMessage(type: ChatMessage["type"], content: string, goals?: GoalChoice[]): ChatMessage {
  seq += 1;
  const message: ChatMessage = { id: `m${Date.now().toString(36)}-${seq}`, type, content, timestamp: new Date().toISOString() };
  return goals && goals.length > 0 ? { ...message, goals } : message;
}

/** The conversation as the API takes it: at most 40 turns of at most 4000 characters. */
export function toTurns(messages: readonly ChatMessage[]): CoachTurn[] {
  return messages
    .filter((m) => m.content.trim() !== "")
    .slice(-MESSAGES_MAX)
    .map((m) => ({ role: m.type === "user" ? "user" : "assistant", content: m.content.slice(0, MESSAGE_MAX_CHARS) }));
}
