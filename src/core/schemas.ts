/**
 * Entity shapes and API payload schemas, shared by the server (validation, OpenAPI)
 * and the browser (parsing answers, form rules).
 */
import { z } from "zod";
import { amountInput, habitFieldsAnswer, habitFieldsInput } from "./habit-fields.js";
import { STREAK_UNITS } from "./habit-rules.js";
import { reminderAnswerSchema } from "./reminder.js";
import {
  CATEGORIES,
  DESCRIPTION_MAX_LENGTH,
  MOTIVATION_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PROGRESS_MAX,
  PROGRESS_MIN,
  SLUG_MAX_LENGTH,
  TIMEFRAMES,
  TITLE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from "./constants.js";
import { queryInt, queryObject } from "./query.js";
import { normaliseGoal } from "./wire-shape.js";

export const categorySchema = z.enum(CATEGORIES);
export const timeframeSchema = z.enum(TIMEFRAMES);
export const idSchema = z.uuid({ error: "must be a valid id" });
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: "must be an ISO date-time" });

/** A journal entry as the API returns it. */
export const journalEntrySchema = z.object({
  id: z.string(),
  goal_id: z.string(),
  note: z.string(),
  progress: z.number(),
  created_at: z.string(),
  /** An amount goal's check-in amount (issue 29); only on entries of amount goals. */
  amount: z.number().optional(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/**
 * A goal's facts as GET /api/goals sends them (src/core/goal-window.ts): computed by goalFacts
 * over the whole journal in `time_zone`, beside a journal that holds only its latest entries.
 */
export const goalFactsSchema = z.object({
  time_zone: z.string(),
  overall: z.number(),
  period: z.number(),
  streak: z.number(),
  entries: z.number(),
  idle_days: z.number().nullable(),
  last_entry_at: z.string().nullable(),
  streak_run: z.object({ through: z.string(), days: z.number() }).nullable(),
  /**
   * Check-in days of the last 12 weeks, oldest first (the card's strip; at most 84): the strip's
   * first local date, the progress before it, and one [days after `from`, check-ins, progress at
   * the day's end] per day (core/goal-history.ts RecentDays).
   */
  recent_days: z.object({
    from: z.string(),
    before: z.number(),
    days: z.array(z.tuple([z.number().int(), z.number().int(), z.number()])),
  }),
  /** Issue 29 (core/habit-facts.ts): done count or amount in the current period and its target; absent for progress goals. */
  period_value: z.number().nullable().optional(),
  period_target: z.number().nullable().optional(),
  /** What `streak` and `best_streak` count: the goal's period ("day" for progress goals). */
  streak_unit: z.enum(STREAK_UNITS),
  best_streak: z.number().int(),
  /** Due today and not yet met (a daily progress goal: no check-in today). */
  due_today: z.boolean(),
});
export type ApiGoalFacts = z.infer<typeof goalFactsSchema>;

/** A goal as the API returns it to its owner. */
export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  motivation: z.string(),
  category: categorySchema,
  timeframe: timeframeSchema,
  public: z.boolean(),
  slug: z.string().nullable(),
  username: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  progress: z.number(),
  likes_count: z.number(),
  /** Its kind and habit rules (issue 29, core/habit-fields.ts); a goal made in the browser may have none. */
  ...habitFieldsAnswer,
  /** Habit strength 0–100 (core/habit-strength.ts), in GET /api/goals; absent on goals made in the browser. */
  strength: z.number().int().min(0).max(100).optional(),
  /** Its pauses (issue 17), in GET /api/goals: an empty array when none. */
  pauses: z.array(z.object({ id: z.string(), from: z.string(), to: z.string() })).optional(),
  /** Its reminder (core/reminder.ts); null when none. Optional for goals made in the browser. */
  reminder: reminderAnswerSchema.nullable().optional(),
  /** Issue 30: its group (null: none), its place in the owner's manual order, whether archived. Always sent by the server; optional for goals made in the browser. */
  group_id: z.string().nullable().optional(),
  position: z.number().int().optional(),
  archived: z.boolean().optional(),
  journal: z.array(journalEntrySchema),
  /** Sent by GET /api/goals, whose journals are windows; a single goal's answer has the whole journal. */
  facts: goalFactsSchema.optional(),
});
export type Goal = z.infer<typeof goalSchema>;

/** A public goal in the explore list: no journal, but its latest update. */
export const publicGoalSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  motivation: z.string(),
  category: categorySchema,
  timeframe: timeframeSchema,
  public: z.literal(true),
  created_at: z.string(),
  updated_at: z.string(),
  progress: z.number(),
  likes_count: z.number(),
  likes: z.number(),
  updates_count: z.number(),
  latest_update: z.object({ note: z.string(), progress: z.number(), created_at: z.string() }).nullable(),
  /** Only in answers to a request with a valid token: whether that user likes the goal. */
  liked: z.boolean().optional(),
  /** true when its owner archived it (issue 30): its page stays, marked Archived; absent otherwise. */
  archived: z.boolean().optional(),
  /** A check or amount goal's kind, target, unit, direction and schedule (issue 29); absent for a progress goal. */
  ...habitFieldsAnswer,
  /** The same habit's rhythm in words ("3× a week", core/habit-cadence.ts); absent for a progress goal. */
  cadence: z.string().optional(),
});
export type PublicGoalSummary = z.infer<typeof publicGoalSummarySchema>;

export const publicJournalEntrySchema = journalEntrySchema.omit({ goal_id: true });
export const publicGoalDetailSchema = publicGoalSummarySchema.extend({
  journal: z.array(publicJournalEntrySchema),
  /**
   * The oldest entry's created_at (null without entries), so the page's "Started" (core/goal-started.ts)
   * is exact when `journal` holds only the latest entries. Optional: the list fallback has none.
   */
  first_entry_at: z.string().nullable().optional(),
});
export type PublicGoalDetail = z.infer<typeof publicGoalDetailSchema>;

// ---- request payloads -------------------------------------------------------

const trimmed = (max: number, field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

export const titleInput = trimmed(TITLE_MAX_LENGTH, "title");
export const slugInput = z
  .string({ error: "slug must be text" })
  .max(SLUG_MAX_LENGTH * 4, { error: `slug must be at most ${SLUG_MAX_LENGTH} characters` });

/** The highest place a position may name (beyond the last, a goal or group goes last). */
export const POSITION_MAX = 100_000;
/** A place in the manual order of goals or of groups (issue 30): 0 is the first. */
export const positionInput = z
  .number({ error: "position must be a whole number from 0" })
  .int({ error: "position must be a whole number from 0" })
  .min(0, { error: "position must be a whole number from 0" })
  .max(POSITION_MAX, { error: `position must be at most ${POSITION_MAX}` });

export const createGoalBody = z.object({
  title: titleInput.optional(),
  description: trimmed(DESCRIPTION_MAX_LENGTH, "description").optional(),
  motivation: trimmed(MOTIVATION_MAX_LENGTH, "motivation").optional(),
  category: z.string({ error: "category must be text" }).optional(),
  timeframe: z.string({ error: "timeframe must be text" }).optional(),
  ...habitFieldsInput,
});
export type CreateGoalBody = z.input<typeof createGoalBody>;

export const updateGoalBody = z.object({
  title: titleInput.optional(),
  description: trimmed(DESCRIPTION_MAX_LENGTH, "description").optional(),
  motivation: trimmed(MOTIVATION_MAX_LENGTH, "motivation").optional(),
  category: categorySchema.optional(),
  timeframe: timeframeSchema.optional(),
  public: z.boolean({ error: "public must be true or false" }).optional(),
  slug: slugInput.nullable().optional(),
  ...habitFieldsInput,
  /** Issue 30: a group of the user's or null; a place in the manual order (0 first); archived or not. */
  group_id: idSchema.nullable().optional(),
  position: positionInput.optional(),
  archived: z.boolean({ error: "archived must be true or false" }).optional(),
});
export type UpdateGoalBody = z.input<typeof updateGoalBody>;

export const visibilityBody = z.object({
  public: z.boolean({ error: "public must be true or false" }),
  slug: slugInput.nullable().optional(),
});
export type VisibilityBody = z.input<typeof visibilityBody>;

export const progressInput = z
  .number({ error: "progress must be a number from 0 to 100" })
  .min(PROGRESS_MIN, { error: "progress must be a number from 0 to 100" })
  .max(PROGRESS_MAX, { error: "progress must be a number from 0 to 100" });

export const createJournalBody = z.object({
  goal_id: idSchema,
  note: z
    .string({ error: "note must be text" })
    .trim()
    .min(1, { error: "Note cannot be empty" })
    .max(NOTE_MAX_LENGTH, { error: `note must be at most ${NOTE_MAX_LENGTH} characters` }),
  /** Required for a progress goal; a check or amount goal's check-in derives it (issue 29). */
  progress: progressInput.optional(),
  /** Required for an amount goal's check-in, and only there. */
  amount: amountInput.optional(),
  /** Optional back-dating of a check-in ("I forgot to log yesterday"); never in the future. */
  created_at: isoDateTimeSchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
});
export type CreateJournalBody = z.input<typeof createJournalBody>;

/** `PATCH /api/journal/{id}` (issue 17): any of note, progress and time (the service wants one). */
export const updateJournalBody = z.strictObject({
  note: createJournalBody.shape.note.optional(),
  progress: progressInput.optional(),
  amount: amountInput.optional(),
  created_at: isoDateTimeSchema.optional(),
});
export type UpdateJournalBody = z.output<typeof updateJournalBody>;

export const credentialsBody = z.object({
  username: z
    .string({ error: "username must be text" })
    .max(USERNAME_MAX_LENGTH * 4)
    .optional(),
  password: z
    .string({ error: "password must be text" })
    .max(PASSWORD_MAX_LENGTH * 4)
    .optional(),
});

export const signupBody = credentialsBody.extend({
  why: trimmed(MOTIVATION_MAX_LENGTH, "why").optional(),
  /** The invitation code, needed when the server's SIGNUP_MODE is invite (issue 31). */
  invite: z.string({ error: "invite must be text" }).max(200).optional(),
});
export type SignupBody = z.input<typeof signupBody>;

export const passwordChangeBody = z.object({
  currentPassword: z
    .string({ error: "currentPassword must be text" })
    .max(PASSWORD_MAX_LENGTH * 4)
    .optional(),
  newPassword: z
    .string({ error: "newPassword must be text" })
    .max(PASSWORD_MAX_LENGTH * 4)
    .optional(),
});

export const likeBody = z.object({ like: z.boolean({ error: "like must be true or false" }) });

export const PUBLIC_SORTS = ["likes", "recent", "new", "progress"] as const;
export const publicListQuery = queryObject({
  sort: z.enum(PUBLIC_SORTS, { error: "sort must be one of likes, recent, new, progress" }).optional(),
  limit: queryInt("limit", 1, 100).optional(),
  cursor: z.string().max(500).optional(),
  q: z.string().max(200).optional(),
  timeframe: z.enum(["all", ...TIMEFRAMES], { error: "timeframe must be all, daily, weekly, monthly or yearly" }).optional(),
  category: z.enum(["all", ...CATEGORIES], { error: "unknown category" }).optional(),
});
export type PublicListQuery = z.infer<typeof publicListQuery>;

export const errorBody = z.object({ error: z.string() });

/** A goal the coach drafted, to fill the create form with (signed-in-core §2, Coach). */
export const goalDraftSchema = z.object({
  title: z.string(),
  timeframe: timeframeSchema,
  category: categorySchema,
  motivation: z.string(),
  description: z.string(),
  /** A check or amount goal's fields when the words name one (issue 29); absent for a progress goal. */
  ...habitFieldsAnswer,
});
export type GoalDraft = z.infer<typeof goalDraftSchema>;

/** A goal template of the library (signed-in-core §3). */
export const templateSchema = z.object({
  id: z.string().regex(/^tmpl-[a-z]+-/),
  category: categorySchema,
  timeframe: timeframeSchema,
  title: z.string(),
  description: z.string(),
  milestones: z.tuple([z.string(), z.string(), z.string(), z.string()]),
});

/** A coach chat message; a goal-selector message carries up to 5 goals to pick from. */
export const chatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(["user", "assistant", "assistant-goals"]),
  content: z.string(),
  timestamp: z.string(),
  goals: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        category: z.string(),
        timeframe: z.string(),
        progress: z.number(),
      }),
    )
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * Reads a goal from any source that spells its dates either way (created_at / createdAt,
 * updated_at / updatedAt; respelled by wire-shape.ts) and may omit its journal; answers the
 * one shape the app uses.
 */
export const looseGoalSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== "object") return raw;
  const g: Record<string, unknown> = normaliseGoal(raw);
  return {
    ...g,
    updated_at: g.updated_at ?? g.created_at,
    motivation: g.motivation ?? "",
    description: g.description ?? "",
    category: g.category ?? "general",
    slug: g.slug ?? null,
    public: g.public ?? false,
    likes_count: g.likes_count ?? g.likes ?? 0,
    journal: Array.isArray(g.journal) ? g.journal : [],
  };
}, goalSchema);
