/**
 * Web Push (issue 18), over HTTP on both engines, with the test playing the push service: a
 * real P-256 subscription, an https endpoint on 127.0.0.1 let in by PUSH_ENDPOINT_ALLOWLIST,
 * the delivery checked (aes128gcm, TTL, a VAPID JWT signed by the server's public key) and its
 * payload decrypted; a 410 removes the subscription; endpoints on loopback, private,
 * link-local addresses — as literals or behind a name — and plain http are refused.
 */
import crypto from "node:crypto";
import https from "node:https";
import { createRequire } from "node:module";
import tls from "node:tls";
import { afterAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { throwawayCert } from "../support/throwaway-cert.js";
import { expectError, userIdOf, useServer } from "./helpers.js";

const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer;
};

// The push service: https on 127.0.0.1 with a throwaway certificate that this process trusts.
const { key, cert } = throwawayCert("IP:127.0.0.1");
https.globalAgent.options.ca = [...tls.rootCertificates, cert];

interface Delivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const deliveries: Delivery[] = [];
let answer = 201;
/**
 * While holding, the push service keeps each answer until more than `holdBeyond` requests are in
 * flight at once, or 2 s after the first was held: a sender that keeps to `holdBeyond` at a time
 * is seen holding exactly that many, however slow the machine, and one that sends more is caught.
 */
let holdBeyond = 0;
let inFlight = 0;
let mostInFlight = 0;
let held: (() => void)[] = [];
let deadline: NodeJS.Timeout | undefined;
function releaseHeld() {
  clearTimeout(deadline);
  deadline = undefined;
  const now = held;
  held = [];
  now.forEach((release) => release());
}
const receiver = https.createServer({ key, cert }, (req, res) => {
  const chunks: Buffer[] = [];
  inFlight++;
  mostInFlight = Math.max(mostInFlight, inFlight);
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    deliveries.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
    const release = () => {
      inFlight--;
      res.writeHead(answer).end();
    };
    if (holdBeyond === 0) return release();
    held.push(release);
    deadline ??= setTimeout(releaseHeld, 2_000);
    if (inFlight > holdBeyond) releaseHeld();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const origin = `https://127.0.0.1:${(receiver.address() as { port: number }).port}`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

function browserSubscription(name: string) {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${origin}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

describe.each(ENGINES)("web push (%s)", (engine) => {
  const h = useServer(engine, { env: { PUSH_ENDPOINT_ALLOWLIST: origin, VAPID_SUBJECT: "mailto:ops@example.org" } });
  const subscribe = (token: string, body: unknown) => h.api.call("POST", "/api/push/subscriptions", { token, body });

  it("delivers an encrypted, VAPID-signed test notification the browser can decrypt", async () => {
    const user = await h.api.newUser("push");
    const key = (await h.api.call("GET", "/api/push/public-key")).body.key as string;
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    expect((await h.api.call("GET", "/api/push/public-key")).body.key).toBe(key); // kept, not remade

    const sub = browserSubscription(`ok-${engine}`);
    expect((await subscribe(user.token, sub.json)).status).toBe(201);
    answer = 201;
    deliveries.length = 0;
    const res = await h.api.call("POST", "/api/push/test", { token: user.token });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: 1, removed: 0 });

    expect(deliveries).toHaveLength(1);
    const d = deliveries[0]!;
    expect(d.path).toBe(`/push/ok-${engine}`);
    expect(d.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(d.headers.ttl)).toBeGreaterThan(0);
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(d.headers.authorization));
    expect(vapid?.[2]).toBe(key);
    const [head, claims, signature] = vapid![1]!.split(".");
    const raw = Buffer.from(key, "base64url");
    const publicKey = crypto.createPublicKey({
      key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
      format: "jwk",
    });
    expect(
      crypto.verify(
        "sha256",
        Buffer.from(`${head}.${claims}`),
        { key: publicKey, dsaEncoding: "ieee-p1363" },
        Buffer.from(signature!, "base64url"),
      ),
    ).toBe(true);
    const jwt = JSON.parse(Buffer.from(claims!, "base64url").toString()) as { aud: string; exp: number; sub: string };
    expect(jwt.aud).toBe(origin);
    expect(jwt.sub).toBe("mailto:ops@example.org");
    expect(jwt.exp * 1000).toBeGreaterThan(Date.now());

    const payload = JSON.parse(ece.decrypt(d.body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth }).toString("utf8"));
    expect(payload).toMatchObject({ title: "ProgressVault", url: "/dashboard" });
  });

  it("removes a subscription the push service answers 410 for, and deletes one on request", async () => {
    const user = await h.api.newUser("push410");
    const gone = browserSubscription(`gone-${engine}`);
    expect((await subscribe(user.token, gone.json)).status).toBe(201);
    answer = 410;
    expect((await h.api.call("POST", "/api/push/test", { token: user.token })).body).toEqual({ sent: 0, removed: 1 });
    answer = 201;
    deliveries.length = 0;
    expect((await h.api.call("POST", "/api/push/test", { token: user.token })).body).toEqual({ sent: 0, removed: 0 });
    expect(deliveries).toHaveLength(0);

    const kept = browserSubscription(`kept-${engine}`);
    await subscribe(user.token, kept.json);
    const other = await h.api.newUser("pushother");
    expectError(await h.api.call("DELETE", "/api/push/subscriptions", { token: other.token, body: { endpoint: kept.json.endpoint } }), 404);
    expect(
      (await h.api.call("DELETE", "/api/push/subscriptions", { token: user.token, body: { endpoint: kept.json.endpoint } })).status,
    ).toBe(204);
    expect((await h.api.call("POST", "/api/push/test", { token: user.token })).body).toEqual({ sent: 0, removed: 0 });
  });

  it.each([
    ["loopback", "https://127.0.0.1/push/x"],
    ["loopback on another port than the allowed origin", "https://127.0.0.1:1/push/x"],
    ["a private address", "https://10.1.2.3/push/x"],
    ["a link-local (metadata) address", "https://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback", "https://[::1]/push/x"],
    ["IPv4-mapped IPv6 loopback", "https://[::ffff:127.0.0.1]/push/x"],
    ["IPv4-compatible IPv6 loopback", "https://[::7f00:1]/push/x"],
    ["SIIT IPv6 loopback", "https://[::ffff:0:7f00:1]/push/x"],
    ["6to4 of loopback", "https://[2002:7f00:1::]/push/x"],
    ["NAT64 of a private address", "https://[64:ff9b::a00:1]/push/x"],
    ["site-local IPv6", "https://[fec0::1]/push/x"],
    ["a name resolving to loopback", "https://localhost/push/x"],
    ["plain http", "http://push.example.com/x"],
    ["not a URL", "push-service"],
  ])("refuses an endpoint on %s (400) and stores nothing", async (_label, endpoint) => {
    const user = await h.api.newUser("pushssrf");
    const sub = browserSubscription("ssrf");
    expectError(await subscribe(user.token, { ...sub.json, endpoint }), 400);
    deliveries.length = 0;
    expect((await h.api.call("POST", "/api/push/test", { token: user.token })).body).toEqual({ sent: 0, removed: 0 });
  });

  it("keeps at most 10 subscriptions per user: the 11th replaces the oldest", async () => {
    const user = await h.api.newUser("push11");
    // Names sort in subscription order, so a tie in created_at still drops the first one.
    const names = Array.from({ length: 11 }, (_, i) => `cap-${engine}-${String(i).padStart(2, "0")}`);
    for (const name of names) expect((await subscribe(user.token, browserSubscription(name).json)).status).toBe(201);
    answer = 201;
    deliveries.length = 0;
    expect((await h.api.call("POST", "/api/push/test", { token: user.token })).body).toEqual({ sent: 10, removed: 0 });
    expect(deliveries.map((d) => d.path).sort()).toEqual(names.slice(1).map((n) => `/push/${n}`));
    const userId = await userIdOf(h.server, user.username);
    const rows = await h.server.deps.db.db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", userId!).execute();
    expect(rows).toHaveLength(10);
    // The oldest is gone: deleting it is a 404.
    expectError(
      await h.api.call("DELETE", "/api/push/subscriptions", { token: user.token, body: { endpoint: `${origin}/push/${names[0]}` } }),
      404,
    );
  });

  it("sends to one user's subscriptions a few at a time", async () => {
    const user = await h.api.newUser("pushfew");
    for (let i = 0; i < 10; i++) await subscribe(user.token, browserSubscription(`few-${engine}-${i}`).json);
    answer = 201;
    holdBeyond = 4;
    mostInFlight = 0;
    try {
      expect((await h.api.call("POST", "/api/push/test", { token: user.token })).body).toEqual({ sent: 10, removed: 0 });
    } finally {
      holdBeyond = 0;
    }
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(4);
  });

  it("limits test notifications to 5 a minute per user (429 with Retry-After); other users are not held", async () => {
    const user = await h.api.newUser("pushburst");
    await subscribe(user.token, browserSubscription(`burst-${engine}`).json);
    answer = 201;
    deliveries.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.api.call("POST", "/api/push/test", { token: user.token })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 202);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expectError(r, 429, "Too many test notifications. Try again in a minute.");
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    }
    expect(deliveries).toHaveLength(5);
    const other = await h.api.newUser("pushcalm");
    expect((await h.api.call("POST", "/api/push/test", { token: other.token })).status).toBe(202);
  });

  it("keeps an endpoint with the user who registered it: another user posting it gets 409 and takes nothing", async () => {
    const owner = await h.api.newUser("pushowner");
    const intruder = await h.api.newUser("pushintruder");
    const sub = browserSubscription(`owned-${engine}`);
    expect((await subscribe(owner.token, sub.json)).status).toBe(201);
    const other = browserSubscription("intruder-keys");
    expectError(
      await subscribe(intruder.token, { ...other.json, endpoint: sub.json.endpoint }),
      409,
      "This device already receives notifications for another account.",
    );
    answer = 201;
    deliveries.length = 0;
    expect((await h.api.call("POST", "/api/push/test", { token: intruder.token })).body).toEqual({ sent: 0, removed: 0 });
    expect((await h.api.call("POST", "/api/push/test", { token: owner.token })).body).toEqual({ sent: 1, removed: 0 });
    // Still the owner's keys: the owner's browser can decrypt it.
    const d = deliveries[0]!;
    expect(
      JSON.parse(ece.decrypt(d.body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth }).toString("utf8")),
    ).toMatchObject({
      title: "ProgressVault",
    });
    expectError(
      await h.api.call("DELETE", "/api/push/subscriptions", { token: intruder.token, body: { endpoint: sub.json.endpoint } }),
      404,
    );
    // The owner posting it again (new keys) renews it.
    expect((await subscribe(owner.token, { ...other.json, endpoint: sub.json.endpoint })).status).toBe(201);
  });

  it("refuses malformed keys with a 400", async () => {
    const user = await h.api.newUser("pushbad");
    const sub = browserSubscription("bad");
    expectError(await subscribe(user.token, { ...sub.json, keys: { p256dh: "short", auth: sub.json.keys.auth } }), 400);
    expectError(await subscribe(user.token, { endpoint: sub.json.endpoint }), 400);
    expectError(await subscribe("", sub.json), 401);
  });
});
