/** E-mail (issue 32): request and answer shapes, shared by the server's routes and the browser's contract. */
import { z } from "zod";
import { EMAIL_ADDRESS_MAX } from "./mail-limits.js";
import { timeZoneInput } from "./time-zone.js";

const ADDRESS_ERROR = "address must be an e-mail address";

/** Trimmed and lower-cased: one mailbox, one spelling (a confirmed address is one account's only). */
export const emailAddress = z
  .string({ error: ADDRESS_ERROR })
  .trim()
  .max(EMAIL_ADDRESS_MAX, { error: `address must be at most ${EMAIL_ADDRESS_MAX} characters` })
  .pipe(z.email({ error: ADDRESS_ERROR }))
  .transform((v) => v.toLowerCase());

/** GET/PUT /api/account/email and its confirmation: the address, or null when none is set. */
export const accountEmailAnswer = z.object({
  email: z
    .object({
      address: z.string(),
      /** False until the link mailed to it is used. */
      confirmed: z.boolean(),
      /** Whether a summary of the week is mailed on its first morning (off by default). */
      weekly_summary: z.boolean(),
    })
    .nullable(),
});

/** PATCH /api/account/email: the weekly summary on or off, and the time zone its morning is read in. */
export const patchEmailBody = z.strictObject({
  weekly_summary: z.boolean({ error: "weekly_summary must be true or false" }),
  time_zone: timeZoneInput("time_zone").optional(),
});

export const putEmailBody = z.strictObject({ address: emailAddress });
export const confirmEmailBody = z.strictObject({
  token: z.string({ error: "token must be text" }).min(1, { error: "token is required" }).max(200, { error: "token is too long" }),
});

/** POST /api/auth/forgot. */
export const forgotBody = z.strictObject({ email: emailAddress.describe("The account's confirmed e-mail address") });
export const forgotAnswer = z.object({ message: z.string() });

/** A weekly summary's one-click unsubscribe link: `?token=…` (issue 32, RFC 8058). */
export const unsubscribeQuery = z.object({
  token: z.string({ error: "token is required" }).min(1, { error: "token is required" }).max(200, { error: "token is too long" }),
});
export const unsubscribeAnswer = z.object({ message: z.string() });
export const unsubscribePage = z.string().describe("A small HTML page saying the weekly summary is off");
