/**
 * Reminders to every channel of a user (issue 32), off the scheduler's path: `queueChannelSends`
 * returns at once; the sends run in the background, one at a time per user and
 * CHANNEL_SENDS_AT_ONCE at a time for the whole process (half the guarded client's own cap, so push
 * and webhooks keep the rest): a user whose receivers hang holds one slot, never the reminders of
 * other users (a user with ten channels that never answer waits for them in turn, alone). A failed send (no answer, 429 or 5xx) is tried again after
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

/** Each user's own one-at-a-time gate, while they have sends queued. */
const userGates = new Map<string, { run: ReturnType<typeof concurrencyLimit>; queued: number }>();

async function inTurn<T>(userId: string, task: () => Promise<T>): Promise<T> {
  const entry = userGates.get(userId) ?? { run: concurrencyLimit(1), queued: 0 };
  userGates.set(userId, entry);
  entry.queued++;
  try {
    return await entry.run(task);
  } finally {
    if (--entry.queued === 0) userGates.delete(userId);
  }
}

/** Sends `message` to each of the user's channels in the background; returns at once. */
export function queueChannelSends(deps: AppDeps, userId: string, message: ChannelMessage): void {
  track(
    channelsToSendOf(deps.db.db, userId).then(
      (channels) => channels.forEach((c) => track(attempt(deps, userId, c, message, 0))),
      () => undefined, // the database is away: this reminder is lost, as a push one would be
    ),
  );
}

async function attempt(deps: AppDeps, userId: string, channel: StoredChannel, message: ChannelMessage, retry: number): Promise<void> {
  // The user's turn first, then a process slot: a user's waiting sends hold no process slot.
  const outcome = await inTurn(userId, () => gate(() => sendToChannel(deps, userId, channel, message)));
  if (outcome.delivered) return;
  const status = outcome.status_code;
  const worthRetrying = status === null || status === 429 || status >= 500;
  const delays = deps.channelRetryDelaysMs ?? CHANNEL_RETRY_DELAYS_MS;
  if (!worthRetrying || retry >= delays.length) return;
  await new Promise<void>((resolve) => setTimeout(resolve, delays[retry]).unref());
  await attempt(deps, userId, channel, message, retry + 1);
}

function track(p: Promise<void>) {
  const done = p.catch(() => undefined).finally(() => inFlight.delete(done));
  inFlight.add(done);
}

/** Resolves once every queued send (and its retries) is over: tests, and a graceful shutdown. */
export async function channelSendsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
