/**
 * A push service on loopback for tests of what the server sends (reminders, push tests): an https
 * receiver with a throwaway certificate that the test process trusts, recording each request's
 * path, and browser-like subscriptions pointing at it.
 */
import crypto from "node:crypto";
import https from "node:https";
import tls from "node:tls";
import { afterAll } from "vitest";
import { throwawayCert } from "./throwaway-cert.js";

/** A browser's subscription keys: a fresh P-256 public key and 16 bytes of auth secret. */
export function pushKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
}

/** Starts the receiver (closed after the file's tests); `received` holds each request's path. */
export async function countingPushReceiver() {
  const { key, cert, certFile } = throwawayCert("IP:127.0.0.1");
  https.globalAgent.options.ca = [...tls.rootCertificates, cert];
  const received: string[] = [];
  const receiver = https.createServer({ key, cert }, (req, res) => {
    req.resume();
    req.on("end", () => {
      received.push(req.url ?? "");
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  const origin = `https://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  return {
    origin,
    certFile,
    received,
    /** A subscription whose pushes arrive at `/<name>`. */
    subscription: (name: string) => ({ endpoint: `${origin}/${name}`, keys: pushKeys() }),
  };
}
