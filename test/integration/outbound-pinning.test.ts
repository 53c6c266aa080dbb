/**
 * The address that passed the check is the one connected to (issue 26): a push endpoint on a
 * name whose DNS answers a "public" address to the check and another address to a second
 * lookup is delivered to the checked address, and nothing reaches the other one.
 *
 * The test plays DNS (an injected resolver) and the address policy: 127.0.0.1 stands in for a
 * public push service, 127.0.0.2 for an internal one (a metadata service, say), which the policy
 * refuses. Both listen on the same port, so only the address decides where a request lands.
 */
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { OutboundOptions } from "../../src/server/outbound/guarded-client.js";
import { ENGINES } from "../support/server.js";
import { pushKeys } from "../support/push-receiver.js";
import { throwawayCert } from "../support/throwaway-cert.js";
import { expectError, useServer } from "./helpers.js";

const HOST = "push.test";
const PUBLIC = "127.0.0.1";
const INTERNAL = "127.0.0.2";

const { key, cert } = throwawayCert(`DNS:${HOST}`);
https.globalAgent.options.ca = [...tls.rootCertificates, cert];

const delivered: string[] = [];
const receiver = https.createServer({ key, cert }, (req, res) => {
  req.resume();
  req.on("end", () => {
    delivered.push(req.url ?? "");
    res.writeHead(201).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, PUBLIC, resolve));
const port = (receiver.address() as { port: number }).port;
// Anything at all that reaches the internal address is counted, TLS or not.
let internalConnections = 0;
const internal = net.createServer((socket) => {
  internalConnections++;
  socket.destroy();
});
await new Promise<void>((resolve) => internal.listen(port, INTERNAL, resolve));
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await new Promise<void>((resolve) => internal.close(() => resolve()));
});

/** DNS for push.test: `steady` answers PUBLIC always; `rebind` answers PUBLIC once, then INTERNAL. */
let mode: "steady" | "rebind" | "internal" = "steady";
let lookups = 0;
const outbound: OutboundOptions = {
  resolve: async (hostname) => {
    if (hostname !== HOST) throw new Error(`unknown host ${hostname}`);
    lookups++;
    if (mode === "internal") return [INTERNAL];
    if (mode === "rebind") {
      const answer = lookups === 1 ? PUBLIC : INTERNAL;
      return [answer];
    }
    return [PUBLIC];
  },
  isPublic: (address) => address === PUBLIC,
};

function subscription(name: string) {
  return { endpoint: `https://${HOST}:${port}/push/${name}`, keys: pushKeys() };
}

describe.each(ENGINES)("outgoing requests are pinned to the checked address (%s)", (engine) => {
  const h = useServer(engine, { overrides: { outbound } });

  beforeEach(() => {
    mode = "steady";
    delivered.length = 0;
    internalConnections = 0;
  });

  it("delivers to the address the check saw when DNS answers another one at connect time", async () => {
    const user = await h.api.newUser("pin");
    const sub = subscription(`rebind-${engine}`);
    expect((await h.api.call("POST", "/api/push/subscriptions", { token: user.token, body: sub })).status).toBe(201);

    mode = "rebind";
    lookups = 0;
    const res = await h.api.call("POST", "/api/push/test", { token: user.token });
    expect(internalConnections).toBe(0);
    expect(lookups).toBe(1); // the check's answer was the only one used
    expect(res.body).toEqual({ sent: 1, removed: 0 });
    expect(delivered).toEqual([`/push/rebind-${engine}`]);
  });

  it("sends nothing when the name answers an internal address at send time", async () => {
    const user = await h.api.newUser("pinint");
    const sub = subscription(`internal-${engine}`);
    expect((await h.api.call("POST", "/api/push/subscriptions", { token: user.token, body: sub })).status).toBe(201);
    mode = "internal";
    expect((await h.api.call("POST", "/api/push/test", { token: user.token })).body).toEqual({ sent: 0, removed: 0 });
    expect(delivered).toEqual([]);
    expect(internalConnections).toBe(0);
    expectError(await h.api.call("POST", "/api/push/subscriptions", { token: user.token, body: subscription("x") }), 400);
  });
});
