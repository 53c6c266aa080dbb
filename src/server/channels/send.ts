/**
 * One notification to one channel (issue 32), through the guarded client (issue 26): the target
 * is checked again at every send and the connection goes to the checked address only.
 *
 * - ntfy: JSON publishing (`POST` to the server's root with `{topic, title, message, click}`),
 *   so a title in any script travels in the body rather than in a header; the access token, if
 *   any, as `Authorization: Bearer`.
 * - Apprise API: `POST {title, body}` to its notify URL.
 * - webhook: `POST {title, body, url}`.
 * - e-mail: through the operator's SMTP server instead (send-email.ts).
 */
import type { AppDeps } from "../deps.js";
import { guardedRequest } from "../outbound/guarded-client.js";
import { postThrough } from "../outbound/post.js";
import type { StoredChannel } from "./queries.js";
import { sendEmailNotification } from "./send-email.js";

/** A receiver that does not answer within this has failed this attempt. */
const TIMEOUT_MS = 10_000;

export interface ChannelMessage {
  title: string;
  body: string;
  /** The page the notification opens: absolute when PUBLIC_URL is set, else a path. */
  url: string;
}

export interface SendOutcome {
  delivered: boolean;
  status_code: number | null;
  error: string | null;
}

/** The topic of an ntfy topic URL (its last path segment), or undefined when it has none. */
export function ntfyTopic(target: URL): string | undefined {
  const topic = target.pathname.split("/").at(-1) ?? "";
  return /^[-_A-Za-z0-9]{1,64}$/.test(topic) ? topic : undefined;
}

function request(channel: StoredChannel, m: ChannelMessage): { url: string; headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "ProgressVault-Notifications" };
  if (channel.type === "ntfy") {
    const target = new URL(channel.target);
    if (channel.token) headers.authorization = `Bearer ${channel.token}`;
    const click = /^https?:\/\//.test(m.url) ? { click: m.url } : {};
    return {
      url: new URL(".", target).toString(),
      headers,
      body: JSON.stringify({ topic: ntfyTopic(target), title: m.title, message: m.body, ...click }),
    };
  }
  if (channel.type === "apprise") return { url: channel.target, headers, body: JSON.stringify({ title: m.title, body: m.body }) };
  return { url: channel.target, headers, body: JSON.stringify({ title: m.title, body: m.body, url: m.url }) };
}

export async function sendToChannel(deps: AppDeps, userId: string, channel: StoredChannel, message: ChannelMessage): Promise<SendOutcome> {
  if (channel.type === "email") return sendEmailNotification(deps, userId, channel, message);
  const r = request(channel, message);
  const headers = { ...r.headers, "content-length": String(Buffer.byteLength(r.body)) };
  try {
    const outcome = await guardedRequest(deps, r.url, (agent) => postThrough(r.url, agent, headers, r.body, TIMEOUT_MS));
    if ("problem" in outcome)
      return { delivered: false, status_code: null, error: outcome.problem.replace(/^endpoint/, "The channel's target") };
    const status = outcome.result;
    const delivered = status >= 200 && status < 300;
    return { delivered, status_code: status, error: delivered ? null : `The receiver answered ${status}` };
  } catch (err) {
    const timedOut = err instanceof Error && /timed out/.test(err.message);
    return {
      delivered: false,
      status_code: null,
      error: timedOut ? "The receiver did not answer in time" : "The receiver could not be reached",
    };
  }
}
