/** The Web Push routes' schemas (issue 18), shared by src/server/push/routes.ts and the browser's contract. */
import { z } from "zod";

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be base64url text` })
    .min(min, { error: `${what} is too short` })
    .max(max, { error: `${what} is too long` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${what} must be base64url text` });

const endpoint = z.string({ error: "endpoint must be a URL" }).min(1).max(2000, { error: "endpoint is too long" });
/** The browser's PushSubscription.toJSON(): P-256 public key (65 bytes) and a 16-byte secret. */
export const subscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url("keys.p256dh", 86, 90), auth: base64url("keys.auth", 22, 24) }),
});
/** DELETE /api/push/subscriptions. */
export const unsubscribeBody = z.object({ endpoint });

/** A family's phones, tablets and browsers fit; beyond it the oldest subscription is replaced (decision 035). */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;
/** Sends to one user's subscriptions run this many at a time. */
export const SENDS_AT_ONCE = 4;
/** POST /api/push/test calls per user per minute. */
export const TESTS_PER_MINUTE = 5;

export const pushKeyAnswer = z.object({ key: z.string() });
export const subscribedAnswer = z.object({ endpoint: z.string() });
export const pushTestAnswer = z.object({ sent: z.number(), removed: z.number() });
