/**
 * A webhook receiver on loopback for tests (issue 32): https with a throwaway certificate that
 * this process trusts (a child server trusts it through NODE_EXTRA_CA_CERTS=certFile). Records
 * each request's headers and raw body, checks its signature, and answers the statuses it is told
 * to, in turn (then 200).
 */
import crypto from "node:crypto";
import https from "node:https";
import tls from "node:tls";
import { throwawayCert } from "./throwaway-cert.js";

export interface Received {
  path: string;
  event: string;
  delivery: string;
  signature: string;
  body: string;
  json: { event: string; occurred_at: string; data: any };
}

export async function webhookReceiver() {
  const { key, cert, certFile } = throwawayCert("IP:127.0.0.1");
  https.globalAgent.options.ca = [...tls.rootCertificates, cert];
  const received: Received[] = [];
  /** Statuses to answer next, first first; 200 once empty. */
  const answers: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({
        path: req.url ?? "",
        event: String(req.headers["x-progressvault-event"]),
        delivery: String(req.headers["x-progressvault-delivery"]),
        signature: String(req.headers["x-progressvault-signature"]),
        body,
        json: JSON.parse(body),
      });
      res.writeHead(answers.shift() ?? 200).end();
      for (const w of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    certFile,
    received,
    answers,
    /** Resolves once `count` requests in all have arrived. */
    until: (count: number) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver computes to trust a delivery: the signature of the raw body under its secret. */
export function expectedSignature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}
