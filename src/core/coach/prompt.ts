/** What the AI model is sent: a system prompt with the user's real goals, then recent history. */
import { CATEGORIES, TIMEFRAMES } from "../constants.js";
import { dayKey } from "../dates.js";
import { AMOUNT_TARGET_MAX, CHECK_TARGET_MAX, EVERY_DAYS_MAX, EVERY_DAYS_MIN, UNIT_MAX_LENGTH } from "../habit-rules.js";
import {
  AI_DESCRIPTION_MAX,
  GOALS_IN_PROMPT,
  HISTORY_FOCUS,
  HISTORY_GENERAL,
  MAX_BULLETS,
  MAX_STEPS,
  WORDS_FOCUS,
  WORDS_GENERAL,
  WORDS_LEARNING,
  WORDS_PLAN,
} from "./constants.js";
import type { CoachIntent, CoachTurn } from "./contract.js";
import { coachFacts, goalsByUrgency, type Clock, type CoachGoal, type CoachFacts } from "./coach-facts.js";
import { groupsBlock, type CoachGroup } from "./groups.js";
import { safeSummary } from "./replies-review.js";
import { truncate } from "./text.js";
import { leftText, periodText, streakSpan } from "../habit-words.js";

export interface ProviderMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface PromptInput {
  intent: CoachIntent;
  goals: readonly CoachGoal[];
  focus?: CoachGoal | undefined;
  memory?: readonly string[] | undefined;
  clock: Clock;
  /** The user's groups in their order (issue 30): named to the model with their goals and figures. */
  groups?: readonly CoachGroup[] | undefined;
}

export function wordLimit(intent: CoachIntent, focused: boolean): number {
  if (intent === "learn") return WORDS_LEARNING;
  if (intent === "plan") return WORDS_PLAN;
  return focused ? WORDS_FOCUS : WORDS_GENERAL;
}

function goalLine(f: CoachFacts, n: number): string {
  const g = f.goal;
  const why = f.motivation ? `; why: "${truncate(f.motivation, 140)}"` : "";
  const note = f.lastNote ? `; last note: "${truncate(f.lastNote, 100)}"` : "";
  const where = f.habit
    ? `${periodText(g, f.habit)} (${leftText(g, f.habit)}), streak ${streakSpan(f.habit.streak, f.habit.streak_unit)}`
    : `${f.progress}%, streak ${f.streak} d`;
  return `${n}. "${g.title}" (${g.category}, ${g.timeframe}): ${where}, last update ${f.lastUpdate}${f.stalled ? ", STALLED" : ""}${why}${note}`;
}

function analyticsBlock(goals: readonly CoachGoal[], clock: Clock): string {
  const s = safeSummary(goals, clock);
  if (!s || goals.length === 0) return "";
  const attention = s.needAttention.map((g) => `"${g.title}" (${g.progress}%)`).join(", ") || "none";
  return [
    `Analytics: average progress ${s.avgProgress}% (${s.sparkDelta >= 0 ? "+" : ""}${s.sparkDelta} over 7 days)`,
    `completed ${s.completedCount}, nearing completion ${s.nearingCount}, stalled ${s.stalledCount}`,
    `need attention: ${attention}`,
    `forecast: ${s.etaDate ?? "n/a"}`,
    `active days (7d): ${s.activeDays7}`,
    `strongest day: ${s.strongestDay ?? "n/a"}, weakest day: ${s.weakestDay ?? "n/a"}.`,
  ].join("; ");
}

/**
 * The habit fields a draft may carry (issue 29, core/habit-fields.ts), as the built-in coach drafts
 * them (core/coach/draft-habit.ts); parseDraftJson keeps them only when they go together.
 */
const HABIT_INSTRUCTIONS = [
  "Only when the user says how many times or how much per timeframe, or on which days, add these keys to the same object:",
  `- kind: "check" (done or not: "gym 3 times a week", "meditate on weekdays") or "amount" (a quantity: "run 20 km a week").`,
  `- target: times per timeframe for "check" (a whole number 1 to ${CHECK_TARGET_MAX}), the amount per timeframe for "amount" (more than 0, at most ${AMOUNT_TARGET_MAX}).`,
  `- unit: for "amount" only, 1 to ${UNIT_MAX_LENGTH} characters ("km", "pages").`,
  '- direction: "at_most" for a limit ("at most 2 coffees a day": kind "amount", target 2, unit "coffees"); otherwise leave it out.',
  `- for a daily goal only, at most one of: weekdays (ISO numbers, Monday = 1: weekdays is [1, 2, 3, 4, 5]) or every_days (${EVERY_DAYS_MIN} to ${EVERY_DAYS_MAX}).`,
];

export const CREATION_INSTRUCTIONS = [
  "The user wants to create a goal. Answer with ONLY one JSON object, no code fences and no other text:",
  '{"title": "...", "timeframe": "...", "category": "...", "motivation": "...", "description": "..."}',
  `- title: a specific action with a quantity, at most 80 characters.`,
  `- timeframe: one of ${TIMEFRAMES.join(", ")}; use "" if the user has not said how often.`,
  `- category: one of ${CATEGORIES.join(", ")}.`,
  '- motivation: why it matters to the user, in their words; "" if not given.',
  `- description: at most ${AI_DESCRIPTION_MAX} characters: what to do and how progress is checked.`,
  ...HABIT_INSTRUCTIONS,
].join("\n");

export function buildSystemPrompt(input: PromptInput): string {
  const { clock, focus } = input;
  const words = wordLimit(input.intent, Boolean(focus));
  const listed = goalsByUrgency(input.goals, clock).slice(0, GOALS_IN_PROMPT);
  const parts = [
    "You are ProgressVault Coach, a goals-only coach. You help the user set, plan and keep their personal goals and habits.",
    "If asked about anything else, say in one sentence that you only help with goals, and offer a goal-related next step.",
    `Answer briefly: under ${words} words, at most ${MAX_BULLETS} bullets or ${MAX_STEPS} numbered steps, no tables, no headings.`,
    "Use the user's real goals and numbers below; never invent goals, entries or figures. Be warm, concrete and practical.",
    `Today is ${dayKey(clock.now, clock.timeZone)} (${clock.timeZone}).`,
    input.goals.length === 0
      ? "The user has no goals yet; suggest creating one."
      : `The user's goals (${listed.length} of ${input.goals.length}, most in need of a step first):\n${listed.map((f, i) => goalLine(f, i + 1)).join("\n")}`,
    analyticsBlock(input.goals, clock),
    groupsBlock(input.groups ?? [], input.goals, clock),
  ];
  if (focus) {
    parts.push(`Focus: the user is working on "${focus.title}". Answer about this goal.\n${goalLine(coachFacts(focus, clock), 1)}`);
    const memory = (input.memory ?? []).filter((m) => m.trim());
    if (memory.length > 0) {
      parts.push(
        `Your earlier advice on this goal (oldest first; build on it, don't repeat it):\n${memory.map((m) => `- ${truncate(m.replace(/\s+/g, " "), 300)}`).join("\n")}`,
      );
    }
  }
  if (input.intent === "create") parts.push(CREATION_INSTRUCTIONS);
  return parts.filter(Boolean).join("\n\n");
}

/** The system prompt, then the last 12 turns (6 in goal focus), starting with a user turn. */
export function buildProviderMessages(history: readonly CoachTurn[], input: PromptInput): ProviderMessage[] {
  const limit = input.focus ? HISTORY_FOCUS : HISTORY_GENERAL;
  const recent = history.filter((m) => m.content.trim() !== "").slice(-limit);
  while (recent.length > 1 && recent[0]?.role !== "user") recent.shift();
  return [{ role: "system", content: buildSystemPrompt(input) }, ...recent.map((m) => ({ role: m.role, content: m.content }))];
}
