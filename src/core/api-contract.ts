/**
 * The API's one declaration of each JSON route: its method and path (the key), the zod schemas of
 * its path parameters, body, query and success answer, its success status and error statuses, and
 * its OpenAPI text. The server registers each route from its entry (server/http/contract-route.ts),
 * so route, validation, serialisation and documentation cannot part ways; the web client
 * (src/web/lib/api.ts) derives each call's arguments and answer from the same entry at the type
 * level. The browser imports this file with `import type` only: zod is never bundled there.
 *
 * Keys are "METHOD /path" under /api, path parameters written `{name}` as in the OpenAPI document.
 * Routes whose answer is not JSON (health, metrics, the calendar feed, the goal picture, the docs)
 * are registered as they are, outside this contract.
 */
import type { z } from "zod";
import {
  adminUserList,
  adminUserPatch,
  adminUserSchema,
  inviteBody,
  inviteCreated,
  inviteList,
  inviteParams,
  resetBody,
  resetLinkAnswer,
  usernameParams,
} from "./admin-schema.js";
import { analyticsSummarySchema } from "./analytics-schema.js";
import { HABIT_RANGE_MAX_DAYS } from "./habit-analytics.js";
import { habitAnalyticsSchema } from "./habit-analytics-schema.js";
import { coachAnswerSchema, coachChatBody } from "./coach/contract.js";
import { GOAL_JOURNAL_WINDOW, JOURNAL_PAGE_MAX, PUBLIC_JOURNAL_WINDOW } from "./constants.js";
import {
  exportAnswer,
  exportCsv,
  exportQuery,
  importBody,
  importFinishing,
  importResult,
  loopImportBody,
  loopImportResult,
} from "./export-schema.js";
import { userSettingsBody, userSettingsSchema } from "./habit-fields.js";
import { createGroupBody, goalListingQuery, goalOrderBody, groupList, groupSchema, updateGroupBody } from "./group-schema.js";
import {
  CONFIRMATIONS_PER_USER_PER_HOUR,
  EMAIL_CONFIRM_HOURS,
  FORGOT_PER_ADDRESS_PER_HOUR,
  FORGOT_PER_IP_PER_HOUR,
  UNSUBSCRIBES_PER_IP_PER_HOUR,
} from "./mail-limits.js";
import {
  accountEmailAnswer,
  confirmEmailBody,
  forgotAnswer,
  forgotBody,
  patchEmailBody,
  putEmailBody,
  unsubscribeAnswer,
  unsubscribePage,
  unsubscribeQuery,
} from "./mail-schema.js";
import { mcpAnswer, mcpBody } from "./mcp-schema.js";
import { NUDGE_DEFAULT_TIME, STREAK_AT_RISK_MIN } from "./nudges.js";
import { nudgeSettingsBody, nudgeSettingsSchema } from "./nudge-schema.js";
import { pauseBody } from "./pause-body.js";
import { API_TOKEN_PREFIX, CHECKINS_PER_LINK_PER_MINUTE } from "./connections-limits.js";
import {
  apiTokenCreated,
  apiTokenList,
  checkinBody,
  checkinLinkCreated,
  checkinLinkList,
  checkinPage,
  checkinSecretParams,
  createCheckinLinkBody,
  createTokenBody,
} from "./connections-schema.js";
import {
  MAX_SUBSCRIPTIONS_PER_USER,
  SENDS_AT_ONCE,
  TESTS_PER_MINUTE,
  pushKeyAnswer,
  pushTestAnswer,
  subscribedAnswer,
  subscriptionBody,
  unsubscribeBody,
} from "./push-schema.js";
import { reminderBody } from "./reminder.js";
import { MAX_CHANNELS_PER_USER } from "./channel-limits.js";
import { channelList, channelSchema, channelTestOutcome, createChannelBody } from "./channel-schema.js";
import { DELIVERY_LOG_SIZE, MAX_PENDING_PER_WEBHOOK, MAX_WEBHOOKS_PER_USER, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from "./webhook-limits.js";
import { createWebhookBody, webhookCreated, webhookDeliveryList, webhookDeliverySchema, webhookList } from "./webhook-schema.js";
import {
  analyticsQuery,
  habitAnalyticsQuery,
  calendarUrlAnswer,
  entryWithGoal,
  goalHistorySchema,
  goalList,
  goalListQuery,
  goalOfWrite,
  historyQuery,
  idParams,
  journalEntryList,
  journalListQuery,
  likeAnswer,
  meAnswer,
  noContent,
  pauseList,
  pauseParams,
  pauseSchema,
  publicGoalParams,
  publicGoalQuery,
  publicGoalSummaryList,
  proxySignInBody,
  reminderAnswer,
  securityEventPage,
  securityEventQuery,
  sessionList,
  signInList,
  siteAnswer,
  tokenAnswer,
} from "./route-schemas.js";
import {
  createGoalBody,
  createJournalBody,
  credentialsBody,
  goalSchema,
  journalEntrySchema,
  likeBody,
  passwordChangeBody,
  publicGoalDetailSchema,
  publicListQuery,
  signupBody,
  updateGoalBody,
  updateJournalBody,
  visibilityBody,
} from "./schemas.js";

/** One endpoint: what it takes, what it answers, and how the OpenAPI document describes it. */
export interface EndpointSchemas {
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The success answer, as JSON. */
  answer: z.ZodType;
  /** Other media types the success answer may take (GET /export's CSV), beside JSON. */
  answerAlso?: Record<string, z.ZodType>;
  /** The success status; 200 when absent. */
  status?: 201 | 202 | 204;
  /**
   * What the route answers instead when the request says `Prefer: return=representation`
   * (RFC 7240), and with which status: DELETE /journal/{id} keeps its 204 for every other client.
   */
  represented?: { status: 200; answer: z.ZodType };
  /**
   * A second success the route may answer, with its status: work accepted that the server is
   * still finishing (an import whose check-ins a fault interrupted after it was decided, decision 069).
   */
  accepted?: { status: 202; answer: z.ZodType };
  /** The error statuses it documents; each answers `{"error": "..."}`. */
  errors: readonly number[];
  tag: string;
  summary: string;
  description?: string;
  /** Needs a bearer token: documented as such, and the server registers it only with a sign-in hook. */
  signedIn?: true;
}

/** The imports' 202 (decision 069). */
const IMPORT_DECIDED =
  "An error answer means nothing was imported. 202: the file was imported (every rule passed, its goals are in) but a fault " +
  "interrupted writing its check-ins. The server finishes writing them (it tries again for a few minutes, then its hourly " +
  "sweep or its next start finishes them), so do not send the file again. The answer's `import_id` names the import in the server's log.";

const IDEMPOTENT =
  "Send an `Idempotency-Key` header (a string of 1–255 visible ASCII characters, e.g. a UUID) to make a retry safe: " +
  "the same key with the same request within 24 hours answers the first result without writing again (in any server " +
  "process, across restarts); the same key with another request answers 422; while the first request with the key is " +
  "still being written, 409 with Retry-After.";

const WITH_GOAL =
  "The answer carries the entry's `goal` as GET /api/goals now lists it, with its facts computed in the time zone `tz` " +
  "(the list's parameter, default UTC): the list a client holds can take it in place of asking for the list again.";

const HABIT_KINDS =
  "`kind`: `progress` (default: a check-in carries a percentage), `check` (a check-in means done) or `amount` (a " +
  "check-in carries an amount). Its period is its `timeframe`. `target`: check, times per period (whole, 1–100, default 1); " +
  "amount, the amount per period (> 0, ≤ 1,000,000, required); with `direction` `at_most` (default `at_least`) it is a " +
  "limit and may be 0. `unit` (1–24 characters): amount goals only. Daily goals only, at most one of `weekdays` (ISO " +
  "1–7, Monday = 1: the days it is due) and `every_days` (2–365: due every N days from the day it was created). Null " +
  "clears a field; a progress goal answers `target`, `unit`, `weekdays` and `every_days` null.";

const CHECK_IN_KINDS =
  "A progress goal's check-in needs `progress`. A check goal's needs none, an amount goal's needs `amount` (≥ 0, at most " +
  "3 decimals); their `progress` is derived: the share of the period's target reached with it, or for an at-most goal " +
  "100 within the limit falling linearly to 0 at twice it (periods in `tz`, weeks starting on the user's `week_start`).";

const HISTORY =
  "The goal's days with check-ins over the last 53 weeks (Monday first, this week last) in the time zone `tz`: " +
  "each day's count, progress at its end and change over it; the goal's pace in % per day (from its first check-in " +
  "to its last, as the analytics reads it; null with fewer than two) and its pauses. Bounded by the window, not by the years.";

export const apiContract = {
  "POST /auth/signup": {
    body: signupBody,
    answer: tokenAnswer,
    status: 201,
    errors: [400, 403, 409, 429],
    tag: "auth",
    summary: "Create an account",
    description:
      "The server's first account is its admin, later ones members. SIGNUP_MODE closed: 403 once the server has an account; " +
      "invite: the body's `invite` must be a valid code (one use), else 403.",
  },
  "POST /auth/login": {
    body: credentialsBody,
    answer: tokenAnswer,
    errors: [400, 401, 403, 429],
    tag: "auth",
    summary: "Sign in and get a bearer token",
    description: "A disabled account answers 403 once its password is right.",
  },
  "POST /auth/reset": {
    body: resetBody,
    answer: noContent,
    status: 204,
    errors: [400, 403],
    tag: "auth",
    summary: "Set a new password with a one-time link's token; every session of the account ends",
  },
  "POST /auth/oidc/exchange": {
    answer: tokenAnswer,
    errors: [400, 403, 404],
    tag: "auth",
    summary: "Finish single sign-on: the one-time code the callback left in an HttpOnly cookie, for a bearer token",
    description:
      "GET /api/auth/oidc/start sends the browser to the identity provider, which sends it back to GET /api/auth/oidc/callback; " +
      "that leaves a one-time code (2 minutes) in a cookie and sends the browser to /login?sso=done, whose page calls this. " +
      "Answers as POST /auth/login does. 404 when single sign-on is not set up; 403 for a disabled account.",
  },
  "POST /auth/proxy": {
    body: proxySignInBody,
    answer: tokenAnswer,
    errors: [400, 401, 403, 404],
    tag: "auth",
    summary: "Sign in as the user the authenticating proxy names (AUTH_PROXY_HEADER), answered as a login",
    description:
      "Only from a proxy TRUST_PROXY trusts: the header from anyone else is ignored (401). The account is created when the " +
      "sign-up mode allows it (`invite` in the body for an invite-only server). 404 when AUTH_PROXY_HEADER is not set.",
  },
  "GET /auth/sign-ins": {
    answer: signInList,
    errors: [401],
    tag: "auth",
    summary: "Your own recent sign-ins and failed sign-ins (the last 20 of 90 days), newest first",
    signedIn: true,
  },
  "POST /auth/logout": { answer: noContent, status: 204, errors: [401], tag: "auth", summary: "Revoke this token", signedIn: true },
  "GET /auth/sessions": {
    answer: sessionList,
    errors: [401],
    tag: "auth",
    summary: "The devices signed in to this account (its sessions), newest use first; `current` is this one",
    description: "`last_used_at` is kept to within five minutes. `user_agent` is the browser's User-Agent at sign-in, null when unknown.",
    signedIn: true,
  },
  "DELETE /auth/sessions/{id}": {
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 404],
    tag: "auth",
    summary: "Sign a device out: end one of this account's sessions (another account's id: 404)",
    signedIn: true,
  },
  "GET /auth/me": { answer: meAnswer, errors: [401], tag: "auth", summary: "The signed-in user", signedIn: true },

  "GET /goals": {
    query: goalListingQuery,
    answer: goalList,
    errors: [400, 401, 429],
    tag: "goals",
    summary: "Your goals, each with its facts and latest journal entry",
    description:
      `Every goal with \`facts\` computed over its whole journal in the time zone \`tz\` (default UTC): ` +
      "overall and period progress, streak, entry count, idle days, latest entry time, `streak_run` " +
      "(the run of consecutive entry days ending on the latest one) and `recent_days` (the check-in days " +
      "of the last 12 weeks, for the card's strip: `from`, the strip's first local date; `before`, the progress " +
      "at the end of the last check-in day before it (0 when none); and `days`, one `[offset, count, progress]` " +
      "per day with check-ins, `offset` in days after `from`; a day's change is its progress minus the day before's). " +
      `\`journal\` holds only the latest ` +
      `${GOAL_JOURNAL_WINDOW} dated entries, oldest first (decision 020); ` +
      "page through the whole journal with GET /api/journal, or export it. " +
      "Archived goals are left out; `archived=true` answers only them. Each goal has `group_id` (null: none), " +
      "`position` (its place in your manual order, 0 first) and `archived`.",
    signedIn: true,
  },
  "POST /goals": {
    body: createGoalBody,
    answer: goalSchema,
    status: 201,
    errors: [400, 401, 409, 422],
    tag: "goals",
    summary: "Create a goal",
    description: `${HABIT_KINDS} ${IDEMPOTENT}`,
    signedIn: true,
  },
  "GET /goals/{id}": {
    params: idParams,
    answer: goalSchema,
    errors: [400, 401, 404],
    tag: "goals",
    summary: "One of your goals",
    signedIn: true,
  },
  "PATCH /goals/{id}": {
    params: idParams,
    body: updateGoalBody,
    answer: goalSchema,
    errors: [400, 401, 404, 409],
    tag: "goals",
    summary: "Update a goal (partial), including public and slug",
    description:
      `${HABIT_KINDS} A new kind drops the old kind's target and unit unless they are sent. ` +
      "`group_id` puts the goal in one of your groups (null: in none; anyone else's group is a 404, as an unknown one); " +
      "`position` moves it to that place in your manual order (0 first; beyond the last: last), the others closing up; " +
      "`archived` archives it (it leaves GET /api/goals, reminders and analytics) or restores it.",
    signedIn: true,
  },
  "PUT /goals/order": {
    body: goalOrderBody,
    answer: noContent,
    status: 204,
    errors: [400, 401, 404],
    tag: "goals",
    summary: "Set the manual order of the listed goals in one request",
    description:
      "The listed goals take, in the order listed, the places they held among all your goals; the others keep theirs, " +
      "so a filtered list can be reordered alone. Any id that is not one of your goals: 404, and nothing changes.",
    signedIn: true,
  },
  "PATCH /goals/{id}/public": {
    params: idParams,
    body: visibilityBody,
    answer: goalSchema,
    errors: [400, 401, 404, 409],
    tag: "goals",
    summary: "Change visibility; a slug sent with public:true publishes both together",
    signedIn: true,
  },
  "POST /goals/{id}/restore": {
    params: idParams,
    answer: goalSchema,
    errors: [400, 401, 404, 409],
    tag: "goals",
    summary: "Undo a goal's delete: the goal back exactly, with its journal, pauses and likes",
    description:
      "Within 10 minutes of the delete (the app offers Undo for 5 s). 404 when there is no such deleted goal of yours, " +
      "the window has passed or it was restored already; 409 when another goal of yours now has its custom URL.",
    signedIn: true,
  },
  "DELETE /goals/{id}": {
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 404],
    tag: "goals",
    summary: "Delete a goal and its journal",
    signedIn: true,
  },
  "GET /groups": {
    answer: groupList,
    errors: [401],
    tag: "groups",
    summary: "Your groups of goals, in your order",
    signedIn: true,
  },
  "POST /groups": {
    body: createGroupBody,
    answer: groupSchema,
    status: 201,
    errors: [400, 401, 409, 422],
    tag: "groups",
    summary: "Create a group (1–60 characters, unique among yours whatever the case); it goes last",
    description: IDEMPOTENT,
    signedIn: true,
  },
  "PATCH /groups/{id}": {
    params: idParams,
    body: updateGroupBody,
    answer: groupSchema,
    errors: [400, 401, 404, 409],
    tag: "groups",
    summary: "Rename a group and/or move it to a place in your order of groups (0 first)",
    signedIn: true,
  },
  "DELETE /groups/{id}": {
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 404],
    tag: "groups",
    summary: "Delete a group: its goals become ungrouped, nothing else changes",
    signedIn: true,
  },
  "GET /analytics": {
    query: analyticsQuery,
    answer: analyticsSummarySchema,
    errors: [400, 401, 404, 429, 503],
    tag: "goals",
    summary: "The analytics panel's summary of your goals",
    description:
      "Computed over every goal's whole journal by the same core function as the demo's panel, in the time zone `tz` " +
      "(default UTC). `goals` (comma-separated ids) limits it to those goals, as the dashboard's search and filter do; " +
      "unknown ids are ignored. `group_id` (one of your groups' ids, or `none` for the goals in no group) narrows it to " +
      "that group's goals; another user's group answers 404 as a missing one does.",
    signedIn: true,
  },

  "GET /analytics/habits": {
    query: habitAnalyticsQuery,
    answer: habitAnalyticsSchema,
    errors: [400, 401, 404, 429, 503],
    tag: "goals",
    summary: "The analytics panel's habits: each check or amount goal's periods over a range of days",
    description:
      "Each check or amount goal that is not archived (progress goals are left out), in the time zone `tz` (default UTC) " +
      "and the week start of your settings: its whole periods from the one holding `from` to the one holding `to` " +
      "(YYYY-MM-DD; default the last 12 weeks up to today; at most " +
      `${HABIT_RANGE_MAX_DAYS} days), never before the goal's first period nor after the current one. Each period has its ` +
      "value (done count, or amount total), target, met, paused and due (met or missed, as the goal's streak counts it); " +
      "per habit periods met and due, the total and the best streak in the range. `goals` and `group_id` narrow it as " +
      "they narrow GET /analytics.",
    signedIn: true,
  },

  "GET /goals/{id}/history": {
    params: idParams,
    query: historyQuery,
    answer: goalHistorySchema,
    errors: [400, 401, 404, 429],
    tag: "goals",
    summary: "A year of the goal's check-in days",
    description: HISTORY,
    signedIn: true,
  },
  "GET /goals/public/{username}/{slug}/history": {
    params: publicGoalParams,
    query: historyQuery,
    answer: goalHistorySchema,
    errors: [400, 404],
    tag: "public",
    summary: "A year of a public goal's check-in days",
    description: HISTORY,
  },
  "GET /goals/{id}/pauses": {
    params: idParams,
    answer: pauseList,
    errors: [400, 401, 404],
    tag: "goals",
    summary: "The goal's pauses, in date order",
    signedIn: true,
  },
  "POST /goals/{id}/pauses": {
    params: idParams,
    body: pauseBody,
    answer: pauseSchema,
    status: 201,
    errors: [400, 401, 404],
    tag: "goals",
    summary: "Pause the goal from one calendar day to another (both inclusive, at most 366 days)",
    description:
      "Paused days neither count for nor break the goal's streak, and habit strength skips them. " +
      "`from` and `to` are calendar dates (YYYY-MM-DD) read in the viewer's time zone. A goal has at most 100 pauses.",
    signedIn: true,
  },
  "DELETE /goals/{id}/pauses/{pauseId}": {
    params: pauseParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 404],
    tag: "goals",
    summary: "Remove a pause",
    signedIn: true,
  },

  "POST /journal": {
    body: createJournalBody,
    query: goalListQuery,
    answer: entryWithGoal,
    status: 201,
    errors: [400, 401, 404, 409, 422],
    tag: "journal",
    summary: "Log a check-in: a note and a progress percentage",
    description: `${CHECK_IN_KINDS} ${WITH_GOAL} ${IDEMPOTENT}`,
    signedIn: true,
  },
  "GET /journal": {
    query: journalListQuery,
    answer: journalEntryList,
    errors: [400, 401, 404],
    tag: "journal",
    summary: "Your journal entries, newest first, optionally of one goal, in pages",
    description:
      `Returns an array of at most \`limit\` entries (1 to ${JOURNAL_PAGE_MAX}, default ${JOURNAL_PAGE_MAX}), newest first. ` +
      "When more remain, the next page's cursor is in the `X-Next-Cursor` header; send it back as `cursor` (with the same `goal_id`).",
    signedIn: true,
  },
  "PATCH /journal/{id}": {
    params: idParams,
    body: updateJournalBody,
    query: goalListQuery,
    answer: entryWithGoal,
    errors: [400, 401, 404],
    tag: "journal",
    summary: "Edit a journal entry: its note, progress, amount and/or time (back-dating, at most 5 minutes ahead)",
    description: `The goal's progress, latest note and figures follow at once. ${WITH_GOAL} Anyone else's entry is a 404, as an unknown id.`,
    signedIn: true,
  },
  "DELETE /journal/{id}": {
    params: idParams,
    query: goalListQuery,
    answer: noContent,
    status: 204,
    represented: { status: 200, answer: goalOfWrite },
    errors: [400, 401, 404],
    tag: "journal",
    summary: "Delete a journal entry",
    description:
      "Answers 204 with no body; a request with `Prefer: return=representation` (RFC 7240) is answered 200 with " +
      '`{"goal": …}` instead: the entry\'s goal as GET /api/goals now lists it, with its facts in the time zone `tz` (default UTC).',
    signedIn: true,
  },
  "POST /journal/{id}/restore": {
    params: idParams,
    query: goalListQuery,
    answer: entryWithGoal,
    errors: [400, 401, 404],
    tag: "journal",
    summary: "Undo the delete of a journal entry",
    description:
      "Puts back an entry you deleted in the last 10 minutes exactly as it was (same id, goal, note, progress and time) " +
      "and answers it. 404 when there is no such deleted entry of yours, the window has passed, it was restored already, " +
      `or its goal has been deleted since. ${WITH_GOAL}`,
    signedIn: true,
  },

  "GET /goals/public": {
    query: publicListQuery,
    answer: publicGoalSummaryList,
    errors: [400],
    tag: "public",
    summary: "Public goals, newest first or by likes/progress, with cursor paging",
    description:
      "Returns an array. With a valid bearer token, each goal has `liked`: whether that user likes it (absent for anonymous requests). With `limit`, pages of that size; the next page's cursor is in the `X-Next-Cursor` header (absent on the last page). Without `limit`, at most 1000 goals.",
  },
  "GET /goals/public/{username}/{slug}": {
    params: publicGoalParams,
    query: publicGoalQuery,
    answer: publicGoalDetailSchema,
    errors: [400, 404],
    tag: "public",
    summary: "One public goal with its journal, newest first (username and slug are case-insensitive)",
    description:
      "With a valid bearer token, `liked` says whether that user likes the goal (absent for anonymous requests). " +
      `\`journal\` holds the latest ${PUBLIC_JOURNAL_WINDOW} entries (what the page shows first) and \`updates_count\` ` +
      "counts them all; `?journal=all` sends the whole journal (the page's Show all N updates). " +
      "`first_entry_at` is the oldest entry's `created_at` (null without entries): the goal started at the earlier of it and `created_at`.",
  },
  "POST /likes/{username}/{slug}": {
    params: publicGoalParams,
    body: likeBody,
    answer: likeAnswer,
    errors: [400, 401, 404, 409, 422],
    tag: "public",
    summary: "Like or unlike a public goal; answers the new like count",
    description: IDEMPOTENT,
    signedIn: true,
  },

  "PUT /goals/{id}/reminder": {
    params: idParams,
    body: reminderBody,
    answer: reminderAnswer,
    errors: [400, 401, 404],
    tag: "reminders",
    summary: "Set a goal's reminder (time, ISO weekdays 1 = Monday, time zone), or null to remove it",
    signedIn: true,
  },
  "POST /calendar/token": {
    answer: calendarUrlAnswer,
    errors: [401],
    tag: "reminders",
    summary: "A new secret calendar feed address for your reminders; the previous one stops working",
    signedIn: true,
  },
  "GET /push/public-key": {
    answer: pushKeyAnswer,
    errors: [],
    tag: "push",
    summary: "The server's VAPID public key, for PushManager.subscribe",
  },
  "POST /push/subscriptions": {
    body: subscriptionBody,
    answer: subscribedAnswer,
    status: 201,
    errors: [400, 401, 409],
    tag: "push",
    summary: "Keep this browser's push subscription (public https endpoints only)",
    description: `At most ${MAX_SUBSCRIPTIONS_PER_USER} per user: a new one beyond them replaces the user's oldest. An endpoint belongs to the user who registered it: another user posting it gets 409 and changes nothing; the same user posting it again renews its keys.`,
    signedIn: true,
  },
  "DELETE /push/subscriptions": {
    body: unsubscribeBody,
    answer: noContent,
    status: 204,
    errors: [400, 401, 404],
    tag: "push",
    summary: "Forget a push subscription of yours",
    signedIn: true,
  },
  "POST /push/test": {
    answer: pushTestAnswer,
    status: 202,
    errors: [401, 429],
    tag: "push",
    summary: "Send a test notification to each of your subscriptions",
    description: `Answers once the sends are done, ${SENDS_AT_ONCE} at a time. At most ${TESTS_PER_MINUTE} calls per user per minute: beyond, 429 with Retry-After.`,
    signedIn: true,
  },

  "POST /coach/chat": {
    body: coachChatBody,
    answer: coachAnswerSchema,
    errors: [400, 401, 429],
    tag: "coach",
    summary: "Ask the goals coach; the reply may carry a goal draft or a goal selector",
    description:
      "Uses the AI service of COACH_API_URL when set (3 attempts, 13 s each), else or after failures the built-in coach. The service key never leaves the server.",
    signedIn: true,
  },

  "PUT /settings/password": {
    body: passwordChangeBody,
    answer: noContent,
    status: 204,
    errors: [400, 401, 429],
    tag: "settings",
    summary: "Change your password (needs the current one); signs out every other session",
    signedIn: true,
  },
  "GET /settings/preferences": {
    answer: userSettingsSchema,
    errors: [401],
    tag: "settings",
    summary: "Your stored settings: week_start, the first day of a check or amount goal's week",
    signedIn: true,
  },
  "PATCH /settings/preferences": {
    body: userSettingsBody,
    answer: userSettingsSchema,
    errors: [400, 401],
    tag: "settings",
    summary: "Change your stored settings (week_start: monday or sunday)",
    description: "A new week start moves the streaks and period values of your weekly check and amount goals at once.",
    signedIn: true,
  },
  "DELETE /settings": {
    answer: noContent,
    status: 204,
    errors: [401],
    tag: "settings",
    summary: "Delete your account and all its goals and journals",
    signedIn: true,
  },
  "GET /admin/users": {
    answer: adminUserList,
    errors: [401, 403],
    tag: "admin",
    summary: "Every account of the server (admins only)",
    signedIn: true,
  },
  "PATCH /admin/users/{username}": {
    params: usernameParams,
    body: adminUserPatch,
    answer: adminUserSchema,
    errors: [400, 401, 403, 404, 409],
    tag: "admin",
    summary: "Change an account's role or disable it (admins only); the last admin cannot be demoted or disabled",
    description: "Disabling ends every session of the account at once; its public goals answer 404 until it is enabled again.",
    signedIn: true,
  },
  "DELETE /admin/users/{username}": {
    params: usernameParams,
    answer: noContent,
    status: 204,
    errors: [401, 403, 404, 409],
    tag: "admin",
    summary: "Delete an account and everything of it (admins only); the last admin cannot be deleted",
    signedIn: true,
  },
  "POST /admin/users/{username}/reset-link": {
    params: usernameParams,
    answer: resetLinkAnswer,
    status: 201,
    errors: [401, 403, 404],
    tag: "admin",
    summary: "A one-time link (24 hours) that sets the account's password (admins only)",
    signedIn: true,
  },
  "POST /admin/invites": {
    body: inviteBody,
    answer: inviteCreated,
    status: 201,
    errors: [400, 401, 403],
    tag: "admin",
    summary: "Create an invitation: one use, 1–30 days (default 7); its code is shown only now (admins only)",
    signedIn: true,
  },
  "GET /admin/invites": {
    answer: inviteList,
    errors: [401, 403],
    tag: "admin",
    summary: "The invitations not yet used or expired (admins only)",
    signedIn: true,
  },
  "DELETE /admin/invites/{code}": {
    params: inviteParams,
    answer: noContent,
    status: 204,
    errors: [401, 403, 404],
    tag: "admin",
    summary: "Revoke an invitation, named by its code or by its listed id (admins only)",
    signedIn: true,
  },
  "GET /admin/events": {
    query: securityEventQuery,
    answer: securityEventPage,
    errors: [400, 401, 403],
    tag: "admin",
    summary: "The security log, newest first, 90 days (admins only)",
    description:
      "Sign-ins, failed sign-ins, sign-ups, password resets and reset links, role and account changes, invitations; each with " +
      "its time, username, the admin who did it (`actor`) and the client address. Pages of `limit` (1–50, default 50): pass " +
      "the answer's `next_before` as `before` for the next, older page; it is null on the last.",
    signedIn: true,
  },
  "GET /site": {
    answer: siteAnswer,
    errors: [],
    tag: "site",
    summary: "Public site settings: the contact address shown on the landing and privacy pages, and the sign-up mode",
  },

  /** Read as a file by the data-transfer panel: the JSON file, or with ?format=csv the entries as CSV. */
  "GET /export": {
    query: exportQuery,
    answer: exportAnswer,
    answerAlso: { "text/csv": exportCsv },
    errors: [400, 401, 429, 503],
    tag: "data",
    summary: "All your goals, journal entries and likes as JSON (or ?format=csv: your entries as CSV)",
    description:
      "Streamed (chunked), read from one snapshot of your account. A fault while it streams cuts the connection before " +
      "the end of the chunked answer: a file whose answer did not end is incomplete. At most 2 exports per user and 4 per " +
      "server process stream at once; beyond, 429 with `Retry-After`.",
    signedIn: true,
  },
  /** The body is the file's text as read; the server parses and validates it (in a worker). */
  "POST /import": {
    body: importBody,
    answer: importResult,
    accepted: { status: 202, answer: importFinishing },
    errors: [400, 401, 409, 413, 429, 503],
    tag: "data",
    summary: "Merge an export file back in by id, all or nothing",
    description: IMPORT_DECIDED,
    signedIn: true,
  },
  "POST /import/loop": {
    body: loopImportBody,
    answer: loopImportResult,
    accepted: { status: 202, answer: importFinishing },
    errors: [400, 401, 409, 413, 429, 503],
    tag: "data",
    summary:
      "Import a Loop Habit Tracker CSV export: its ZIP as base64 (`zip`), or the text of its Habits.csv and Checkmarks.csv; habits become check and amount goals, skipped days pauses",
    description: IMPORT_DECIDED,
    signedIn: true,
  },
  // ---- issue 32: personal API tokens and check-in links ----------------------------------
  "POST /tokens": {
    body: createTokenBody,
    answer: apiTokenCreated,
    status: 201,
    errors: [400, 401, 403],
    tag: "tokens",
    summary: "Create a personal API token (read or write, 1–365 days or no expiry); the token is shown only now",
    description:
      `Send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`: it works on the API like a sign-in, except that a read ` +
      "token may only GET (403 otherwise), and no API token may manage tokens, passwords, sessions, the account, the " +
      "calendar address or administration (403). A disabled account's tokens stop at once.",
    signedIn: true,
  },
  "GET /tokens": {
    answer: apiTokenList,
    errors: [401, 403],
    tag: "tokens",
    summary: "Your personal API tokens, newest first (never their secrets); last_used_at is written at most once a minute",
    signedIn: true,
  },
  "DELETE /tokens/{id}": {
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404],
    tag: "tokens",
    summary: "Revoke a personal API token: it stops at once",
    signedIn: true,
  },
  "POST /goals/{id}/checkin-links": {
    params: idParams,
    body: createCheckinLinkBody,
    answer: checkinLinkCreated,
    status: 201,
    errors: [400, 401, 403, 404],
    tag: "checkin-links",
    summary: "Create a check-in link for a goal (for an NFC tag, Home Assistant, a Shortcut); its url is shown only now",
    description:
      "POST to the url, with no other credential, logs the goal's one-tap check-in: +10 % for a progress goal, done for a " +
      'check goal, `{"amount"}` for an amount goal. GET on it shows a page with one button and never logs by itself.',
    signedIn: true,
  },
  "GET /goals/{id}/checkin-links": {
    params: idParams,
    answer: checkinLinkList,
    errors: [400, 401, 404],
    tag: "checkin-links",
    summary: "The goal's check-in links (never their secrets)",
    signedIn: true,
  },
  "DELETE /checkin-links/{id}": {
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404],
    tag: "checkin-links",
    summary: "Revoke a check-in link: its url answers 404 from now on",
    signedIn: true,
  },
  /** The url of a check-in link; GET on it is a page, registered beside this entry. */
  "POST /checkin/{secret}": {
    params: checkinSecretParams,
    body: checkinBody,
    answer: journalEntrySchema,
    answerAlso: { "text/html": checkinPage },
    status: 201,
    errors: [400, 404, 409, 422, 429],
    tag: "checkin-links",
    summary: "Log the goal's one-tap check-in through its check-in link (the link is the credential)",
    description:
      `+10 % for a progress goal, done for a check goal; an amount goal's needs \`amount\`. At most ${CHECKINS_PER_LINK_PER_MINUTE} ` +
      `per link per minute (429 with Retry-After beyond). A revoked or unknown link answers 404. ${IDEMPOTENT}`,
  },
  /** The MCP endpoint (issue 32, decision 057): one POST carries reads and writes, so a token's scope applies per tool. */
  "POST /mcp": {
    body: mcpBody,
    answer: mcpAnswer,
    errors: [400, 401, 403, 413, 415, 429],
    tag: "mcp",
    summary: "The Model Context Protocol endpoint (streamable HTTP, stateless, JSON answers) for AI assistants",
    description:
      `Authenticated only by a personal API token (\`Authorization: Bearer ${API_TOKEN_PREFIX}…\`); a session's token answers 401. ` +
      "Tools: list_goals, get_goal, get_analytics, and, with a write token, log_checkin and create_goal (with a read token " +
      'they answer a tool error "This token can only read"). Errors of a tool come back as MCP tool errors. No sessions: ' +
      "GET and DELETE answer 405. A message of only notifications answers 202 with no body.",
    signedIn: true,
  },
  // ---- issue 32: webhooks -------------------------------------------------------------------
  "POST /webhooks": {
    body: createWebhookBody,
    answer: webhookCreated,
    status: 201,
    errors: [400, 401, 403, 409],
    tag: "webhooks",
    summary: `Add a webhook (an https url and the events it receives; at most ${MAX_WEBHOOKS_PER_USER}); its signing secret is shown only now`,
    description:
      `Events: ${WEBHOOK_EVENTS.join(", ")}. Each is POSTed as JSON \`{"event", "occurred_at", "data"}\` with the headers ` +
      "X-ProgressVault-Event, X-ProgressVault-Delivery (a unique id, the same on every retry) and X-ProgressVault-Signature: " +
      "`sha256=<hex HMAC-SHA256 of the raw body under the secret>`. A failure or non-2xx answer is retried after about 1 min, " +
      `5 min, 30 min, 2 h and 12 h, then marked failed. At most ${MAX_PENDING_PER_WEBHOOK} deliveries wait per webhook; ` +
      "events beyond are dropped. The url must be https on a public address.",
    signedIn: true,
  },
  "GET /webhooks": {
    answer: webhookList,
    errors: [401],
    tag: "webhooks",
    summary: "Your webhooks, newest first (never their secrets)",
    signedIn: true,
  },
  "DELETE /webhooks/{id}": {
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404],
    tag: "webhooks",
    summary: "Delete a webhook and its delivery log: nothing more is sent to it",
    signedIn: true,
  },
  "POST /webhooks/{id}/test": {
    params: idParams,
    answer: webhookDeliverySchema,
    status: 202,
    errors: [400, 401, 403, 404, 409],
    tag: "webhooks",
    summary: `Queue a \`${WEBHOOK_TEST_EVENT}\` delivery to the webhook, made and retried like any other; answers it as its log shows it`,
    signedIn: true,
  },
  "GET /webhooks/{id}/deliveries": {
    params: idParams,
    answer: webhookDeliveryList,
    errors: [400, 401, 404],
    tag: "webhooks",
    summary: `The webhook's last ${DELIVERY_LOG_SIZE} deliveries, newest first: event, status, status code, attempts, times`,
    signedIn: true,
  },
  // ---- issue 32: e-mail (SMTP_URL and MAIL_FROM; unset, these answer 404) --------------------
  "GET /account/email": {
    answer: accountEmailAnswer,
    errors: [401, 403, 404],
    tag: "account",
    summary: "Your e-mail address and whether it is confirmed (null when none is set)",
    description: "Session only: API tokens answer 403. 404 when e-mail is not set up on the server.",
    signedIn: true,
  },
  "PUT /account/email": {
    body: putEmailBody,
    answer: accountEmailAnswer,
    errors: [400, 401, 403, 404, 429, 503],
    tag: "account",
    summary: `Set your e-mail address: it stays unconfirmed until the link mailed to it is used (${EMAIL_CONFIRM_HOURS} hours)`,
    description:
      "Replaces any address you had. The link is `<PUBLIC_URL>/confirm-email#token=…`: the token is in the fragment, so " +
      `no server or proxy log ever sees it. At most ${CONFIRMATIONS_PER_USER_PER_HOUR} confirmation mails per hour (429). ` +
      "503 when the SMTP server cannot take the mail.",
    signedIn: true,
  },
  "PATCH /account/email": {
    body: patchEmailBody,
    answer: accountEmailAnswer,
    errors: [400, 401, 403, 404],
    tag: "account",
    summary: "Turn the weekly summary on or off: a mail on the first morning of your week (08:00 in `time_zone`, else UTC)",
    description:
      "Sent only to a confirmed address: your goals with the week's check-ins and each one's streak (with its unit), and a " +
      "link to the dashboard; turned off here, in Settings, or in one click by the mail's own unsubscribe link " +
      "(POST /api/mail/unsubscribe, List-Unsubscribe). Setting a new address turns it off. 404 without an address.",
    signedIn: true,
  },
  "DELETE /account/email": {
    answer: noContent,
    status: 204,
    errors: [401, 403, 404],
    tag: "account",
    summary: "Remove your e-mail address: nothing more is mailed to it",
    signedIn: true,
  },
  "POST /account/email/confirm": {
    body: confirmEmailBody,
    answer: accountEmailAnswer,
    errors: [400, 401, 403, 404, 409],
    tag: "account",
    summary: "Confirm your e-mail address with the token of the link mailed to it (signed in as its account)",
    description: "A wrong, used or expired token: 400. An address another account has confirmed meanwhile: 409.",
    signedIn: true,
  },
  "POST /auth/forgot": {
    body: forgotBody,
    answer: forgotAnswer,
    status: 202,
    errors: [400, 404, 429],
    tag: "auth",
    summary: "Mail a password reset link to the account with this confirmed e-mail address",
    description:
      "Always the same 202 answer, whether an account has the address or not; the mail, if any, is sent after it. " +
      `At most ${FORGOT_PER_IP_PER_HOUR} requests per client address and ${FORGOT_PER_ADDRESS_PER_HOUR} per e-mail address ` +
      "per hour (429 with Retry-After). 404 when e-mail is not set up on the server.",
  },
  /** A weekly summary's List-Unsubscribe link (RFC 8058); GET on it is a page, registered beside this entry. */
  "POST /mail/unsubscribe": {
    query: unsubscribeQuery,
    answer: unsubscribeAnswer,
    answerAlso: { "text/html": unsubscribePage },
    errors: [400, 404, 429],
    tag: "account",
    summary: "Turn the weekly summary off through the one-click unsubscribe link of a summary mail (the link is the credential)",
    description:
      "The link is `<PUBLIC_URL>/api/mail/unsubscribe?token=…`, in each summary's body and its `List-Unsubscribe` header, with " +
      "`List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a mail client POSTs it (any body, e.g. `List-Unsubscribe=One-Click`), " +
      "no sign-in needed. GET on it only shows a page with one button that POSTs; it never changes anything. The token is " +
      `kept only as its SHA-256. An unknown token: 404. At most ${UNSUBSCRIBES_PER_IP_PER_HOUR} calls (GET or POST) per client ` +
      "address per hour (429 with Retry-After). A browser (Accept: text/html) is answered a page.",
  },
  // ---- issue 32: notification channels --------------------------------------------------------
  "POST /notifications/channels": {
    body: createChannelBody,
    answer: channelSchema,
    status: 201,
    errors: [400, 401, 403, 409],
    tag: "notifications",
    summary: `Add a channel reminders are sent to (ntfy, Apprise or a webhook; at most ${MAX_CHANNELS_PER_USER})`,
    description:
      "`ntfy`: a topic URL (`https://ntfy.sh/my-topic`), with `token` an optional access token, kept on the server and never " +
      'answered back. `apprise`: an Apprise API notify URL (`https://apprise.example/notify/KEY`), sent `{"title", "body"}`. ' +
      '`webhook`: an https URL, sent POST `{"title", "body", "url"}`. `email`: your own address, confirmed by its link (PUT /api/account/email), on a server with e-mail set up (else 400). The ' +
      "target must be https on a public address (the operator's own services through OUTBOUND_ALLOWLIST).",
    signedIn: true,
  },
  "GET /notifications/channels": {
    answer: channelList,
    errors: [401],
    tag: "notifications",
    summary: "Your notification channels, oldest first (never their tokens)",
    signedIn: true,
  },
  "DELETE /notifications/channels/{id}": {
    params: idParams,
    answer: noContent,
    status: 204,
    errors: [400, 401, 403, 404],
    tag: "notifications",
    summary: "Remove a notification channel: nothing more is sent to it",
    signedIn: true,
  },
  "POST /notifications/channels/{id}/test": {
    params: idParams,
    answer: channelTestOutcome,
    errors: [400, 401, 403, 404],
    tag: "notifications",
    summary: "Send a test notification to the channel now; answers whether it was delivered, the receiver's status or why not",
    signedIn: true,
  },
  // ---- issue 32: nudges -------------------------------------------------------------------------
  "GET /notifications/nudges": {
    answer: nudgeSettingsSchema,
    errors: [401],
    tag: "notifications",
    summary: "Your nudges: streak at risk and behind pace, each on or off (off by default), the local time they fire at and its zone",
    description: `Without a choice of yours: both off, \`time\` ${NUDGE_DEFAULT_TIME}, \`time_zone\` UTC.`,
    signedIn: true,
  },
  "PATCH /notifications/nudges": {
    body: nudgeSettingsBody,
    answer: nudgeSettingsSchema,
    errors: [400, 401, 403],
    tag: "notifications",
    summary: "Turn nudges on or off, and set the local time (HH:MM) and IANA time zone they fire in; fields left out stay as they are",
    description:
      "From `time` each day (in `time_zone`), nudges go where reminders go: Web Push and every channel of yours. " +
      `\`streak_at_risk\`: a goal due today, with nothing logged today, whose run of ${STREAK_AT_RISK_MIN} or more days (or weeks, ` +
      "months, years: its period) ends tonight unless you log. `behind_pace`: an at-least amount goal behind the straight line to " +
      "this period's target, or an at-least check goal (weekly, monthly, yearly) whose days left can no longer reach it. " +
      "At most one nudge of each kind per goal per local day, however many server processes run; archived and paused goals never nudge.",
    signedIn: true,
  },
} as const satisfies Record<string, EndpointSchemas>;

export type ApiContract = typeof apiContract;
export type Endpoint = keyof ApiContract;

type PathOf<E extends string> = E extends `${string} ${infer P}` ? P : never;
/** `{id: string}` for "/goals/{id}"; `{}` for a path without parameters. */
type ParamsOfPath<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? Record<K, string> & ParamsOfPath<Rest> : unknown;

/** What a successful call answers (the integration suite checks each answer with this schema). */
export type AnswerOf<E extends Endpoint> = z.output<ApiContract[E]["answer"]>;
/** What a call answers when it sends `Prefer: return=representation` (its entry's `represented`). */
export type RepresentedOf<E extends Endpoint> = ApiContract[E] extends { represented: { answer: infer A extends z.ZodType } }
  ? z.output<A>
  : never;
/** What a call sends as its JSON body. */
export type BodyOf<E extends Endpoint> = ApiContract[E] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** Its query parameters, as the server reads them from the query string. */
export type QueryOf<E extends Endpoint> = ApiContract[E] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;

/** A call's arguments: `params` when the path has any, `body` when it takes one, `query` when it reads one. */
export type RequestOf<E extends Endpoint> = (PathOf<E> extends `${string}{${string}`
  ? { params: ParamsOfPath<PathOf<E>> }
  : { params?: never }) &
  (ApiContract[E] extends { body: z.ZodType } ? { body: BodyOf<E> } : { body?: never }) &
  (ApiContract[E] extends { query: z.ZodType } ? { query?: QueryOf<E> } : { query?: never });
