/**
 * Request and answer schemas of the API routes that had them inline in src/server: here so the
 * server's routes and the browser's contract (api-contract.ts) share the same objects.
 */
import { z } from "zod";
import { ROLES, SIGNUP_MODES } from "./admin-schema.js";
import { JOURNAL_PAGE_MAX } from "./constants.js";
import { WEEK_STARTS } from "./habit-rules.js";
import { isoDate } from "./pause-body.js";
import { queryInt, queryObject } from "./query.js";
import { reminderAnswerSchema } from "./reminder.js";
import { goalSchema, idSchema, journalEntrySchema, publicGoalSummarySchema } from "./schemas.js";
import { timeZoneInput } from "./time-zone.js";

/** The answer of a 204. */
export const noContent = z.null().describe("No content");

/** The list answers (one object each, so route and contract share it). */
export const goalList = z.array(goalSchema);
export const journalEntryList = z.array(journalEntrySchema);
export const publicGoalSummaryList = z.array(publicGoalSummarySchema);

/** `{id}` in a path: a goal's or an entry's id. */
export const idParams = z.object({ id: idSchema });

/** POST /api/auth/signup and /login. */
export const tokenAnswer = z.object({ token: z.string(), username: z.string() });
/** GET /api/auth/sessions (issue 31): each device signed in to the account; `current` is this one. */
export const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export const sessionList = z.array(sessionSchema);
/** GET /api/auth/me. */
export const meAnswer = z.object({
  username: z.string(),
  why: z.string(),
  created_at: z.string(),
  role: z.enum(ROLES),
  week_start: z.enum(WEEK_STARTS).describe("The day weeks start on for this account (Settings → Week)"),
});

/** GET /api/goals: the facts' time zone (default UTC). */
export const goalListQuery = queryObject({ tz: timeZoneInput("tz").optional() });

/**
 * A journal write's answer (decision 044): the entry, and its goal exactly as GET /api/goals now
 * lists it in the write's `tz` (goalListQuery), so the browser needs no list after a check-in.
 */
export const entryWithGoal = journalEntrySchema.extend({
  goal: goalSchema.describe("The entry's goal as GET /api/goals now lists it (with its facts) in the time zone `tz`"),
});
/** DELETE /api/journal/{id} with `Prefer: return=representation`: the goal the delete changed. */
export const goalOfWrite = z.object({
  goal: goalSchema.describe("The goal as GET /api/goals now lists it (with its facts) in the time zone `tz`"),
});

/** GET /api/journal: a page of entries, optionally of one goal. */
export const journalListQuery = queryObject({
  goal_id: idSchema.optional(),
  limit: queryInt("limit", 1, JOURNAL_PAGE_MAX).optional(),
  cursor: z.string().max(512, { error: "cursor is invalid: start again from the first page" }).optional(),
});

/** Comma-separated goal ids: the dashboard's filtered goals. */
const goalIds = z
  .string({ error: "goals must be text" })
  .max(40_000, { error: "goals must be at most 40000 characters" })
  .transform((v) => v.split(",").filter((id) => id !== ""));
/** A group's id, or "none" for the goals in no group (issue 30 item 4). */
const analyticsGroup = z.union([idSchema, z.literal("none")], { error: 'group_id must be a group\'s id or "none"' });
/** GET /api/analytics: narrowed to `goals` and/or to one group's goals. */
const analyticsShape = {
  tz: timeZoneInput("tz").optional(),
  goals: goalIds.optional(),
  group_id: analyticsGroup.optional(),
};
export const analyticsQuery = queryObject(analyticsShape);
/** GET /api/analytics/habits: narrowed as GET /api/analytics, over from..to (habit-analytics.ts habitRange). */
export const habitAnalyticsQuery = queryObject({ ...analyticsShape, from: isoDate("from").optional(), to: isoDate("to").optional() });

/** `{username}/{slug}` of a public goal. */
export const publicGoalParams = z.object({
  username: z.string().min(1).max(120),
  slug: z.string().min(1).max(400),
});
/** GET /api/goals/public/{username}/{slug}: its latest entries, or `journal=all`. */
export const publicGoalQuery = queryObject({ journal: z.enum(["latest", "all"], { error: "journal must be latest or all" }).optional() });

/** POST /api/likes/{username}/{slug}. */
export const likeAnswer = z.object({ likes: z.number(), liked: z.boolean() });

/** GET …/history: the calendar's time zone. */
export const historyQuery = queryObject({ tz: timeZoneInput("tz") });
/** The history's answer (core/goal-history.ts GoalHistory), for validation and the OpenAPI document. */
export const goalHistorySchema = z.object({
  today: z.string(),
  from: z.string(),
  days: z.array(z.object({ date: z.string(), count: z.number(), progress: z.number(), change: z.number(), amount: z.number().optional() })),
  pace: z.number().nullable(),
  pauses: z.array(z.object({ from: z.string(), to: z.string() })),
});

/** A goal's pause as the pauses routes answer it. */
export const pauseSchema = z.object({ id: z.string(), from: z.string(), to: z.string() });
export const pauseList = z.array(pauseSchema);
export const pauseParams = z.object({ id: idSchema, pauseId: idSchema });

/** PUT /api/goals/{id}/reminder. */
export const reminderAnswer = z.object({ reminder: reminderAnswerSchema.nullable() });
/** POST /api/calendar/token. */
export const calendarUrlAnswer = z.object({ url: z.string() });

/** GET /api/site. */
export const siteAnswer = z.object({
  contactEmail: z.string(),
  signupMode: z.enum(SIGNUP_MODES),
  /** The single sign-on button's text (OIDC_LABEL) when OIDC is set up, else null (issue 31). */
  sso: z.string().nullable(),
  /** Whether an authenticating proxy may sign the browser in (AUTH_PROXY_HEADER is set). */
  authProxy: z.boolean(),
  /** Whether the server sends e-mail (SMTP_URL and MAIL_FROM are set, issue 32). */
  mail: z.boolean(),
});

/** One line of the security log (issue 31): GET /api/admin/events and GET /api/auth/sign-ins. */
export const securityEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  username: z.string().nullable(),
  actor: z.string().nullable(),
  client_ip: z.string().nullable(),
  detail: z.string().nullable(),
});
export const SECURITY_EVENTS_PAGE = 50;
/** GET /api/admin/events: a page of the log, newest first, and the `before` of the next page (null at the end). */
export const securityEventPage = z.object({ events: z.array(securityEventSchema), next_before: z.string().nullable() });
export const securityEventQuery = queryObject({
  limit: queryInt("limit", 1, SECURITY_EVENTS_PAGE).optional(),
  before: idSchema.optional(),
});
export const signInList = z.array(securityEventSchema);
/** GET /api/auth/oidc/start: an invitation the sign-on may redeem. */
export const oidcStartQuery = queryObject({ invite: z.string({ error: "invite must be text" }).max(200).optional() });
/** POST /api/auth/proxy: an invitation, when the proxy's user has no account yet and one is needed. */
export const proxySignInBody = z.strictObject({ invite: z.string({ error: "invite must be text" }).max(200).optional() });
