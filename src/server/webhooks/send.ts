/**
 * One attempt of one delivery, through the guarded client (issue 26): the url is checked again
 * (a name may point elsewhere than when the webhook was made) and the connection goes to the
 * checked address only. Answers the receiver's status code, or null when none came.
 */
import http from "node:http";
import https from "node:https";
import type { AppDeps } from "../deps.js";
import { guardedRequest } from "../outbound/guarded-client.js";
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
    const outcome = await guardedRequest(deps, a.url, (agent) => post(a.url, agent, headers, a.payload));
    return "problem" in outcome ? null : outcome.result;
  } catch {
    return null; // refused, reset, timed out: a failed attempt
  }
}

function post(url: string, agent: https.Agent, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // Plain http only for an OUTBOUND_ALLOWLIST origin (checkDestination refuses it otherwise).
    const req =
      new URL(url).protocol === "http:"
        ? http.request(url, { method: "POST", headers, timeout: TIMEOUT_MS })
        : https.request(url, { method: "POST", headers, agent, timeout: TIMEOUT_MS });
    req.on("response", (res) => {
      res.resume(); // the answer's body is not read: its status is the outcome
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("webhook receiver timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
