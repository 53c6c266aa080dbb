/**
 * Notification channels (issue 32): the types and limits, without zod, so the browser (Settings →
 * Notifications) reads them as the server's schemas do (channel-schema.ts).
 */
export const CHANNEL_TYPES = ["ntfy", "apprise", "webhook", "email"] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Channels one account may keep. */
export const MAX_CHANNELS_PER_USER = 10;
export const CHANNEL_TARGET_MAX = 2000;
export const CHANNEL_TOKEN_MAX = 200;
