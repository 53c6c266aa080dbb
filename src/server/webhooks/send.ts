/**
 * One attempt of one delivery, through the guarded client (issue 26): the url is checked again
 * (a name may point elsewhere than when the webhook was made) and the connection goes to the
 * checked address only. Answers the receiver's status code, or null when none came.
 */
import type { AppDeps } from "../deps.js";
import { guardedRequest } from "../outbound/guarded-client.js";
import { postThrough } from "../outbound/post.js";
import { webhookSignature } from "./signature.js";

/** A receiver that does not answer within this is a failed attempt (retried later). */
const TIMEOUT_MS = 10_000;

export interface Attempt {
  deliveryId: string;
  event: string;
  payload: string;
  url: string;
  secret: string;
}

export async function sendDelivery(deps: AppDeps, a: Attempt): Promise<number | null> {
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(a.payload)),
    "user-agent": "ProgressVault-Webhooks",
    "x-progressvault-event": a.event,
    "x-progressvault-delivery": a.deliveryId,
    "x-progressvault-signature": webhookSignature(a.secret, a.payload),
  };
  try {
    const outcome = await guardedRequest(deps, a.url, (agent) => postThrough(a.url, agent, headers, a.payload, TIMEOUT_MS));
    return "problem" in outcome ? null : outcome.result;
  } catch {
    return null; // refused, reset, timed out: a failed attempt
  }
}
