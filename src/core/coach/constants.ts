/** The coach's constants and fixed texts (signed-in-core §2 Coach, §4, §5, §8, §9). */

// ---- AI call (§7, §9) ---------------------------------------------------------
export const COACH_TIMEOUT_MS = 13_000;
export const COACH_MAX_ATTEMPTS = 3;
export const COACH_FIRST_RETRY_DELAY_MS = 400;
export const COACH_RETRY_GROWTH = 1.8;
export const COACH_MAX_TOKENS = 650;
export const COACH_TEMPERATURE = 0.6;

// ---- context (§4, §9) -----------------------------------------------------------
export const HISTORY_GENERAL = 12;
export const HISTORY_FOCUS = 6;
export const GOALS_IN_PROMPT = 10;
export const GOALS_IN_SELECTOR = 5;
/** Per-goal memory: the last assistant replies kept for each focused goal. */
export const GOAL_MEMORY_REPLIES = 6;

// ---- answer limits (§9) ---------------------------------------------------------
export const WORDS_GENERAL = 180;
export const WORDS_FOCUS = 140;
export const WORDS_LEARNING = 130;
export const WORDS_PLAN = 160;
export const MAX_BULLETS = 6;
export const MAX_STEPS = 5;

// ---- drafts (§5) ----------------------------------------------------------------
/** A drafted description shorter than this is replaced by a generated one. */
export const DRAFT_DESCRIPTION_MIN = 25;
/** Cap of a generated description. */
export const DRAFT_DESCRIPTION_CAP = 158;
/** What the AI is asked for at most. */
export const AI_DESCRIPTION_MAX = 160;
export const DRAFT_TITLE_MAX = 80;

// ---- widget (§2) ----------------------------------------------------------------
export const CLOSE_AFTER_DRAFT_MS = 1200;
export const SCROLL_TO_FORM_DELAY_MS = 100;
export const TEXTAREA_MAX_HEIGHT_PX = 120;

// ---- request limits ---------------------------------------------------------------
export const MESSAGE_MAX_CHARS = 4000;
export const MESSAGES_MAX = 40;
export const COACH_REQUESTS_PER_MINUTE = 20;

// ---- texts (§8) -----------------------------------------------------------------
export const COACH_TEXT = {
  analyticsUnavailable: "Analytics review unavailable. Try again shortly or ask about a specific goal.",
  needDetails: "Add details: action + quantity + timeframe + why it matters.",
  noGoals: "You don't have any goals yet. Would you like to create one?",
  cannedFallback: "Need a bit more detail. Tell me: the goal + current obstacle or desired next step.",
  headerGeneral: "Ask or create a goal…",
  headerFocused: (title: string) => `Focused: ${title}`,
  placeholderFocused: (title: string) => `Ask about: ${title}`,
  rateLimited: "Too many coach messages. Try again in a minute.",
} as const;
