/** Notification channels (issue 32): request and answer shapes, shared by the server's routes and the browser's contract. */
import { z } from "zod";
import { CHANNEL_TARGET_MAX, CHANNEL_TOKEN_MAX, CHANNEL_TYPES } from "./channel-limits.js";

const TYPE_ERROR = `type must be one of ${CHANNEL_TYPES.join(", ")}`;

/** POST /api/notifications/channels. */
export const createChannelBody = z.strictObject({
  type: z.enum(CHANNEL_TYPES, { error: TYPE_ERROR }),
  target: z
    .string({ error: "target must be text" })
    .trim()
    .min(1, { error: "target must be a URL" })
    .max(CHANNEL_TARGET_MAX, { error: `target must be at most ${CHANNEL_TARGET_MAX} characters` }),
  /** An ntfy access token, sent as `Authorization: Bearer …`; kept server-side, never answered. */
  token: z
    .string({ error: "token must be text" })
    .trim()
    .min(1, { error: "token must not be empty" })
    .max(CHANNEL_TOKEN_MAX, { error: `token must be at most ${CHANNEL_TOKEN_MAX} characters` })
    .regex(/^[\x21-\x7e]+$/, { error: "token must be printable ASCII without spaces" })
    .optional(),
});

/** A channel as listed: never its token, only whether it has one. */
export const channelSchema = z.object({
  id: z.string(),
  type: z.enum(CHANNEL_TYPES),
  target: z.string(),
  has_token: z.boolean(),
  created_at: z.string(),
});
export const channelList = z.array(channelSchema);

/** POST /api/notifications/channels/{id}/test: what the receiver made of the test notification. */
export const channelTestOutcome = z.object({
  delivered: z.boolean(),
  /** The receiver's status code; null when none came (refused, unreachable, timed out). */
  status_code: z.number().int().nullable(),
  /** Why it was not delivered, in words; null when it was. */
  error: z.string().nullable(),
});
