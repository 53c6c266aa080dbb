/**
 * The browser's contract with the API: every endpoint the web app calls, with the zod schemas of
 * its body, query and answer. The server's routes use these same schema objects (the drift test,
 * test/integration/api-contract.test.ts, fails when a route and its entry part ways), and the
 * web client (src/web/lib/api.ts) derives each call's arguments and answer from them at the type
 * level. The browser imports this file with `import type` only: zod is never bundled there.
 *
 * Keys are "METHOD /path" under /api, path parameters written `{name}` as in the OpenAPI document.
 */
import type { z } from "zod";
import { analyticsSummarySchema } from "./analytics-schema.js";
import { coachAnswerSchema, coachChatBody } from "./coach/contract.js";
import { exportFile, exportQuery, importBody, importResult, loopImportBody, loopImportResult } from "./export-schema.js";
import { pauseBody } from "./pause-body.js";
import { pushKeyAnswer, pushTestAnswer, subscribedAnswer, subscriptionBody, unsubscribeBody } from "./push-schema.js";
import { reminderBody } from "./reminder.js";
import {
  analyticsQuery,
  calendarUrlAnswer,
  goalHistorySchema,
  goalList,
  goalListQuery,
  historyQuery,
  journalEntryList,
  journalListQuery,
  likeAnswer,
  meAnswer,
  noContent,
  pauseList,
  pauseSchema,
  publicGoalQuery,
  publicGoalSummaryList,
  reminderAnswer,
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

/** What one endpoint takes and answers; `answer` is its success answer (200, 201, 202 or 204). */
export interface EndpointSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
}

export const apiContract = {
  "POST /auth/signup": { body: signupBody, answer: tokenAnswer },
  "POST /auth/login": { body: credentialsBody, answer: tokenAnswer },
  "POST /auth/logout": { answer: noContent },
  "GET /auth/me": { answer: meAnswer },

  "GET /goals": { query: goalListQuery, answer: goalList },
  "POST /goals": { body: createGoalBody, answer: goalSchema },
  "PATCH /goals/{id}": { body: updateGoalBody, answer: goalSchema },
  "PATCH /goals/{id}/public": { body: visibilityBody, answer: goalSchema },
  "POST /goals/{id}/restore": { answer: goalSchema },
  "DELETE /goals/{id}": { answer: noContent },
  "GET /analytics": { query: analyticsQuery, answer: analyticsSummarySchema },

  "GET /goals/{id}/history": { query: historyQuery, answer: goalHistorySchema },
  "GET /goals/public/{username}/{slug}/history": { query: historyQuery, answer: goalHistorySchema },
  "GET /goals/{id}/pauses": { answer: pauseList },
  "POST /goals/{id}/pauses": { body: pauseBody, answer: pauseSchema },
  "DELETE /goals/{id}/pauses/{pauseId}": { answer: noContent },

  "POST /journal": { body: createJournalBody, answer: journalEntrySchema },
  "GET /journal": { query: journalListQuery, answer: journalEntryList },
  "PATCH /journal/{id}": { body: updateJournalBody, answer: journalEntrySchema },
  "DELETE /journal/{id}": { answer: noContent },
  "POST /journal/{id}/restore": { answer: journalEntrySchema },

  "GET /goals/public": { query: publicListQuery, answer: publicGoalSummaryList },
  "GET /goals/public/{username}/{slug}": { query: publicGoalQuery, answer: publicGoalDetailSchema },
  "POST /likes/{username}/{slug}": { body: likeBody, answer: likeAnswer },

  "PUT /goals/{id}/reminder": { body: reminderBody, answer: reminderAnswer },
  "POST /calendar/token": { answer: calendarUrlAnswer },
  "GET /push/public-key": { answer: pushKeyAnswer },
  "POST /push/subscriptions": { body: subscriptionBody, answer: subscribedAnswer },
  "DELETE /push/subscriptions": { body: unsubscribeBody, answer: noContent },
  "POST /push/test": { answer: pushTestAnswer },

  "POST /coach/chat": { body: coachChatBody, answer: coachAnswerSchema },

  "PUT /settings/password": { body: passwordChangeBody, answer: noContent },
  "DELETE /settings": { answer: noContent },
  "GET /site": { answer: siteAnswer },

  /** Text, not JSON: read as a file by the data-transfer panel. */
  "GET /export": { query: exportQuery, answer: exportFile },
  /** The body is the file's text as read; the server parses and validates it (in a worker). */
  "POST /import": { body: importBody, answer: importResult },
  "POST /import/loop": { body: loopImportBody, answer: loopImportResult },
} as const satisfies Record<string, EndpointSchemas>;

export type ApiContract = typeof apiContract;
export type Endpoint = keyof ApiContract;

type PathOf<E extends string> = E extends `${string} ${infer P}` ? P : never;
/** `{id: string}` for "/goals/{id}"; `{}` for a path without parameters. */
type ParamsOfPath<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? Record<K, string> & ParamsOfPath<Rest> : unknown;

/** What a successful call answers (the integration suite checks each answer with this schema). */
export type AnswerOf<E extends Endpoint> = z.output<ApiContract[E]["answer"]>;
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
