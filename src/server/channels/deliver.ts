/**
 * Reminders to every channel of a user (issue 32), off the scheduler's path: `queueChannelSends`
 * returns at once; the sends run in the background, CHANNEL_SENDS_AT_ONCE at a time for the whole
 * process (beside the guarded client's own cap), so one slow or dead receiver holds one slot and
 * never the reminders of other users. A failed send (no answer, 429 or 5xx) is tried again after
 * each of the retry delays, then dropped: a reminder is worth nothing hours later, and nothing of
 * it is kept to survive a restart (webhooks, which must arrive, have an outbox; reminders do not).
 */
import type { AppDeps } from "../deps.js";
import { concurrencyLimit } from "../outbound/concurrency.js";
import { channelsToSendOf, type StoredChannel } from "./queries.js";
import { type ChannelMessage, sendToChannel } from "./send.js";

declare module "../deps.js" {
  interface AppDeps {
    /** Waits before each retry of a failed channel send; tests make them short. */
    channelRetryDelaysMs?: readonly number[];
  }
}

const CHANNEL_SENDS_AT_ONCE = 4;
/** About 30 s, then 5 min: two retries, so at most three attempts a reminder and channel. */
export const CHANNEL_RETRY_DELAYS_MS = [30_000, 5 * 60_000] as const;

const gate = concurrencyLimit(CHANNEL_SENDS_AT_ONCE);
const inFlight = new Set<Promise<void>>();

/** Sends `message` to each of the user's channels in the background; returns at once. */
export function queueChannelSends(deps: AppDeps, userId: string, message: ChannelMessage): void {
  track(
    channelsToSendOf(deps.db.db, userId).then(
      (channels) => channels.forEach((c) => track(attempt(deps, c, message, 0))),
      () => undefined, // the database is away: this reminder is lost, as a push one would be
    ),
  );
}

async function attempt(deps: AppDeps, channel: StoredChannel, message: ChannelMessage, retry: number): Promise<void> {
  const outcome = await gate(() => sendToChannel(deps, channel, message));
  if (outcome.delivered) return;
  const status = outcome.status_code;
  const worthRetrying = status === null || status === 429 || status >= 500;
  const delays = deps.channelRetryDelaysMs ?? CHANNEL_RETRY_DELAYS_MS;
  if (!worthRetrying || retry >= delays.length) return;
  await new Promise<void>((resolve) => setTimeout(resolve, delays[retry]).unref());
  await attempt(deps, channel, message, retry + 1);
}

function track(p: Promise<void>) {
  const done = p.catch(() => undefined).finally(() => inFlight.delete(done));
  inFlight.add(done);
}

/** Resolves once every queued send (and its retries) is over: tests, and a graceful shutdown. */
export async function channelSendsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
