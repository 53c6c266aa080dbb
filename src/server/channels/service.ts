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
import { mailConfigured } from "../mail/transport.js";
import * as q from "./queries.js";
import { confirmedAddress, EMAIL_CHANNEL_TEXT } from "./send-email.js";
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
  if (body.token && body.type !== "ntfy") throw badRequest(CHANNEL_TEXT.tokenOnlyNtfy);
  const target = body.type === "email" ? await emailTarget(deps, user, body.target) : await urlTarget(deps, body.type, body.target);
  const created = { id: deps.newId(), type: body.type, target, created_at: deps.now().toISOString() };
  await deps.db.db.transaction().execute(async (trx) => {
    // One user's adds in turn, so two at once cannot both pass the cap.
    await lockUser(trx, deps.db.engine, user.id);
    if ((await q.countChannels(trx, user.id)) >= MAX_CHANNELS_PER_USER) throw conflict(CHANNEL_TEXT.tooMany);
    await q.insertChannel(trx, { ...created, userId: user.id, token: body.token ?? null, createdAt: created.created_at });
  });
  return { ...created, has_token: Boolean(body.token) };
}

/** An e-mail channel's address: the account's own, confirmed by its link (Settings → E-mail address). */
async function emailTarget(deps: AppDeps, user: CurrentUser, address: string): Promise<string> {
  if (!mailConfigured(deps.config)) throw badRequest(CHANNEL_TEXT.noEmail);
  const confirmed = await confirmedAddress(deps, user.id, address);
  if (!confirmed) throw badRequest(EMAIL_CHANNEL_TEXT.notConfirmed);
  return confirmed;
}

/**
 * The guarded client's own check (https, public addresses, OUTBOUND_ALLOWLIST); it runs again at
 * every send, where the checked address is the one connected to.
 */
async function urlTarget(deps: AppDeps, type: string, target: string): Promise<string> {
  const checked = await checkDestination(deps, target);
  if ("problem" in checked) throw badRequest(checked.problem.replace(/^endpoint/, "target"));
  if (type === "ntfy" && !ntfyTopic(checked.url)) throw badRequest(CHANNEL_TEXT.noTopic);
  return checked.url.toString();
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
  return sendToChannel(deps, user.id, channel, {
    title: "ProgressVault test",
    body: "Reminders will reach you here.",
    url: `${origin}/settings`,
  });
}
