/**
 * Notification channels (issue 32): add (checked by the guarded client), list (never a token),
 * remove, send a test now. Authorization first: a channel is its creator's alone, and anyone
 * else's id answers 404 as an unknown one does.
 */
import type { z } from "zod";
import { MAX_CHANNELS_PER_USER } from "../../core/channel-limits.js";
import type { channelSchema, createChannelBody } from "../../core/channel-schema.js";
import { lockUser } from "../db/user-lock.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { checkDestination } from "../outbound/guarded-client.js";
import * as q from "./queries.js";
import { ntfyTopic, type SendOutcome, sendToChannel } from "./send.js";

export const CHANNEL_TEXT = {
  notFound: "Channel not found",
  tooMany: `At most ${MAX_CHANNELS_PER_USER} channels per account: remove one first`,
  noEmail: "E-mail channels need e-mail set up on this server",
  tokenOnlyNtfy: "token is only for ntfy channels",
  noTopic: "target must be an ntfy topic URL such as https://ntfy.sh/my-topic",
} as const;

export async function createChannel(
  deps: AppDeps,
  user: CurrentUser,
  body: z.output<typeof createChannelBody>,
): Promise<z.output<typeof channelSchema>> {
  // Authorization: the signed-in user adds a channel of their own (sign-in hook).
  if (body.type === "email") throw badRequest(CHANNEL_TEXT.noEmail);
  if (body.token !== undefined && body.type !== "ntfy") throw badRequest(CHANNEL_TEXT.tokenOnlyNtfy);
  // The guarded client's own check (https, public addresses, OUTBOUND_ALLOWLIST); it runs again
  // at every send, where the checked address is the one connected to.
  const checked = await checkDestination(deps, body.target);
  if ("problem" in checked) throw badRequest(checked.problem.replace(/^endpoint/, "target"));
  if (body.type === "ntfy" && !ntfyTopic(checked.url)) throw badRequest(CHANNEL_TEXT.noTopic);
  const created = { id: deps.newId(), type: body.type, target: checked.url.toString(), created_at: deps.now().toISOString() };
  await deps.db.db.transaction().execute(async (trx) => {
    // One user's adds in turn, so two at once cannot both pass the cap.
    await lockUser(trx, deps.db.engine, user.id);
    if ((await q.countChannels(trx, user.id)) >= MAX_CHANNELS_PER_USER) throw conflict(CHANNEL_TEXT.tooMany);
    await q.insertChannel(trx, { ...created, userId: user.id, token: body.token ?? null, createdAt: created.created_at });
  });
  return { ...created, has_token: body.token !== undefined };
}

export async function listChannels(deps: AppDeps, user: CurrentUser) {
  return q.channelsListedOf(deps.db.db, user.id);
}

export async function deleteChannel(deps: AppDeps, user: CurrentUser, id: string) {
  if (!(await q.deleteOwnChannel(deps.db.db, user.id, id))) throw notFound(CHANNEL_TEXT.notFound);
}

/** Sends a test notification now, once (no retries: the person is watching), and answers how it went. */
export async function testChannel(deps: AppDeps, user: CurrentUser, id: string, origin: string): Promise<SendOutcome> {
  const channel = await q.findOwnChannel(deps.db.db, user.id, id);
  if (!channel) throw notFound(CHANNEL_TEXT.notFound);
  return sendToChannel(deps, channel, {
    title: "ProgressVault test",
    body: "Reminders will reach you here.",
    url: `${origin}/settings`,
  });
}
