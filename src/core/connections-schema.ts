/**
 * Issue 32 (first slice): personal API tokens and check-in links. Request and answer shapes,
 * shared by the server's routes and the browser's contract.
 */
import { z } from "zod";
import { LINK_NAME_MAX, TOKEN_DAYS_MAX, TOKEN_DAYS_MIN, TOKEN_NAME_MAX, TOKEN_SCOPES } from "./connections-limits.js";
import { amountInput } from "./habit-fields.js";

const nameOf = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} must be 1–${max} characters` })
    .max(max, { error: `${field} must be 1–${max} characters` });

const DAYS_ERROR = `expires_in_days must be a whole number from ${TOKEN_DAYS_MIN} to ${TOKEN_DAYS_MAX}`;

/** POST /api/tokens. */
export const createTokenBody = z.strictObject({
  name: nameOf("name", TOKEN_NAME_MAX),
  scope: z.enum(TOKEN_SCOPES, { error: "scope must be read or write" }),
  expires_in_days: z
    .number({ error: DAYS_ERROR })
    .int({ error: DAYS_ERROR })
    .min(TOKEN_DAYS_MIN, { error: DAYS_ERROR })
    .max(TOKEN_DAYS_MAX, { error: DAYS_ERROR })
    .optional(),
});

/** A token as listed: never its secret. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  created_at: z.string(),
  /** null: it does not expire. */
  expires_at: z.string().nullable(),
  /** null: never used yet. Written at most once a minute. */
  last_used_at: z.string().nullable(),
});
export const apiTokenList = z.array(apiTokenSchema);

/** POST /api/tokens: the token is shown this once (only its hash is kept). */
export const apiTokenCreated = apiTokenSchema.omit({ last_used_at: true }).extend({ token: z.string() });

/** POST /api/goals/{id}/checkin-links. */
export const createCheckinLinkBody = z.strictObject({ name: nameOf("name", LINK_NAME_MAX).optional() }).nullish();

/** POST /api/goals/{id}/checkin-links: the url holds the link's secret, shown this once. */
export const checkinLinkCreated = z.object({ id: z.string(), url: z.string() });

/** A check-in link as listed: never its secret. */
export const checkinLinkSchema = z.object({
  id: z.string(),
  goal_id: z.string(),
  name: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export const checkinLinkList = z.array(checkinLinkSchema);

/** The secret part of a check-in link's url. */
export const checkinSecretParams = z.object({ secret: z.string().min(1).max(200) });

/** POST <check-in link>: an amount goal's amount; nothing for the other kinds. */
export const checkinBody = z.object({ amount: amountInput.optional() }).nullish();

/** What a browser's form submission on a check-in link's page is answered with: a page. */
export const checkinPage = z.string().describe("A small HTML page saying the check-in was logged");
