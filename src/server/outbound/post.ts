/**
 * One POST through an agent of the guarded client (guarded-client.ts): answers the receiver's
 * status code. The answer's body is not read. Shared by webhooks and notification channels.
 */
import http from "node:http";
import https from "node:https";

export function postThrough(
  url: string,
  agent: https.Agent,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    // Plain http only for an OUTBOUND_ALLOWLIST origin (checkDestination refuses it otherwise).
    const req =
      new URL(url).protocol === "http:"
        ? http.request(url, { method: "POST", headers, timeout: timeoutMs })
        : https.request(url, { method: "POST", headers, agent, timeout: timeoutMs });
    req.on("response", (res) => {
      res.resume(); // the answer's body is not read: its status is the outcome
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("receiver timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
