/** Reads one chat turn: the user's last message, its intent, the goal in focus. */
import type { CoachMode, CoachTurn, CoachIntent } from "./contract.js";
import type { CoachGoal } from "./coach-facts.js";
import type { CoachGroup } from "./groups.js";
import { detectIntent } from "./intent.js";

export interface CoachInput {
  messages: readonly CoachTurn[];
  goals: readonly CoachGoal[];
  /** The user's groups in their order (issue 30); absent: none. */
  groups?: readonly CoachGroup[] | undefined;
  focusGoalId?: string | null | undefined;
  mode?: CoachMode | undefined;
  /** The focused goal's earlier assistant replies (per-goal memory). */
  memory?: readonly string[] | undefined;
  now: Date;
  timeZone: string;
}

export interface Turn {
  intent: CoachIntent;
  text: string;
  /** The goal the message named, if any. */
  named: CoachGoal | undefined;
  /** The goal in focus after this turn. */
  focus: CoachGoal | undefined;
  /** The user's messages of the creation thread, oldest first (create only). */
  creationTexts: string[];
  /** Answered by the built-in coach even when an AI service is configured (selectors, no goals). */
  deterministic: boolean;
}

const MAX_CREATION_MESSAGES = 4;

const NEEDS_GOALS: readonly CoachIntent[] = ["analytics", "next", "help", "plan", "list", "switch", "stuck"];

export function planTurn(input: CoachInput): Turn {
  const userTexts = input.messages.filter((m) => m.role === "user").map((m) => m.content);
  const text = userTexts.at(-1) ?? "";
  const current = input.goals.find((g) => g.id === input.focusGoalId);
  const detected = detectIntent(text, { goals: input.goals, mode: input.mode });
  const named = input.goals.find((g) => g.id === detected.goalId);
  const focus = detected.intent === "switch" ? undefined : (named ?? current);

  const creationTexts: string[] = [];
  if (detected.intent === "create") {
    for (let i = userTexts.length - 1; i >= 0 && creationTexts.length < MAX_CREATION_MESSAGES; i--) {
      const t = userTexts[i] ?? "";
      creationTexts.unshift(t);
      if (input.mode !== "create" || detectIntent(t, { goals: [] }).intent === "create") break;
    }
  }

  const noGoals = input.goals.length === 0 && NEEDS_GOALS.includes(detected.intent) && detected.intent !== "stuck";
  // "Help me with my goal" without saying which: the user picks one (no model call needed).
  const needsPick =
    (detected.intent === "help" || detected.intent === "plan") && !focus && /\bgoals?\b|^plan\W*$|^help\W*$/i.test(text.trim());
  const deterministic = noGoals || needsPick || ["switch", "list", "greeting"].includes(detected.intent) || text.trim() === "";
  return { intent: detected.intent, text, named, focus, creationTexts, deterministic };
}
