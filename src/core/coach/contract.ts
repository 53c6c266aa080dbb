/** The coach's HTTP contract (POST /api/coach/chat), shared by the server and the browser. */
import { z } from "zod";
import { categorySchema, goalDraftSchema, idSchema, timeframeSchema } from "../schemas.js";
import { GOAL_MEMORY_REPLIES, MESSAGE_MAX_CHARS, MESSAGES_MAX } from "./constants.js";
import { timeZoneInput } from "../time-zone.js";

export const COACH_MODES = ["general", "focus", "create"] as const;
export type CoachMode = (typeof COACH_MODES)[number];

export const coachTurnSchema = z.object({
  role: z.enum(["user", "assistant"], { error: "role must be user or assistant" }),
  content: z
    .string({ error: "content must be text" })
    .max(MESSAGE_MAX_CHARS, { error: `content must be at most ${MESSAGE_MAX_CHARS} characters` }),
});
export type CoachTurn = z.infer<typeof coachTurnSchema>;

export const coachChatBody = z.object({
  messages: z
    .array(coachTurnSchema, { error: "messages must be a list" })
    .min(1, { error: "messages must hold at least one message" })
    .max(MESSAGES_MAX, { error: `messages must hold at most ${MESSAGES_MAX} messages` }),
  focusGoalId: idSchema.nullable().optional(),
  mode: z.enum(COACH_MODES, { error: "mode must be general, focus or create" }).optional(),
  /** The focused goal's earlier assistant replies, oldest first (per-goal memory). */
  memory: z
    .array(z.string().max(MESSAGE_MAX_CHARS, { error: `memory items must be at most ${MESSAGE_MAX_CHARS} characters` }))
    .max(GOAL_MEMORY_REPLIES, { error: `memory must hold at most ${GOAL_MEMORY_REPLIES} replies` })
    .optional(),
  timeZone: timeZoneInput("timeZone").optional(),
});
export type CoachChatBody = z.input<typeof coachChatBody>;

/** A goal offered in an assistant-goals message (the goal selector). */
export const goalChoiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: categorySchema,
  timeframe: timeframeSchema,
  progress: z.number(),
});
export type GoalChoice = z.infer<typeof goalChoiceSchema>;

export const COACH_INTENTS = [
  "create",
  "analytics",
  "help",
  "next",
  "stuck",
  "switch",
  "plan",
  "learn",
  "list",
  "greeting",
  "unknown",
] as const;
export type CoachIntent = (typeof COACH_INTENTS)[number];

export const coachAnswerSchema = z.object({
  reply: z.string(),
  source: z.enum(["ai", "builtin"]),
  intent: z.enum(COACH_INTENTS),
  /** The goal in focus after this turn; null when none. */
  focusGoalId: z.string().nullable(),
  /** The mode the next message continues in ("create" while a draft still needs details). */
  mode: z.enum(COACH_MODES),
  draft: goalDraftSchema.optional(),
  /** Present when the reply asks the user to pick a goal. */
  goals: z.array(goalChoiceSchema).optional(),
});
export type CoachAnswer = z.infer<typeof coachAnswerSchema>;

/** A message of the chat panel (spec §3 Chat message). */
export interface ChatMessage {
  id: string;
  type: "user" | "assistant" | "assistant-goals";
  content: string;
  timestamp: string;
  goals?: GoalChoice[];
}
