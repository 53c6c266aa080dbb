/**
 * TRUST_PROXY → Fastify's trustProxy. Rate limits key on the client address, so which
 * X-Forwarded-For entries are believed decides whether a client can pick its own address:
 * trusting the whole chain (`true`) lets anyone rotate the left-most value and escape every
 * per-address limit. Only the hops the operator names are trusted:
 *   - a number n: the n proxies nearest the server; the client is the entry just beyond them
 *     (only safe when the server can be reached through those proxies alone);
 *   - a comma-separated list of proxy addresses or CIDRs (or proxy-addr's names loopback,
 *     linklocal, uniquelocal): entries from those addresses are skipped, right to left.
 */
import net from "node:net";

/**
 * What Fastify's trustProxy gets. A hop count is given as a function: Fastify 5 reads a bare
 * number as "trust nothing" (it cannot check the immediate peer), and proxy-addr asks the
 * function about each address from the socket outwards (hop 0 is the socket's peer).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

function trustHops(hops: number): TrustProxy {
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 32;

const TRUE_WARNING =
  "TRUST_PROXY=true is read as TRUST_PROXY=1 (one proxy in front): trusting the whole X-Forwarded-For " +
  "chain would let any client choose its address and escape the rate limits. Set TRUST_PROXY to the " +
  "number of proxies in front of the server, or to their addresses (e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24).";

function isAddressOrCidr(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [addr = "", prefix, extra] = entry.split("/");
  const family = net.isIP(addr);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string): { value: TrustProxy; warning?: string } | { error: string } {
  const v = raw.trim();
  if (v === "" || v === "false" || v === "0") return { value: false };
  if (v === "true") return { value: trustHops(1), warning: TRUE_WARNING };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_HOPS) return { error: `must be at most ${MAX_HOPS} proxy hops` };
    return { value: trustHops(hops) };
  }
  const entries = v.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    return {
      error: `must be a number of proxy hops or a comma-separated list of proxy addresses/CIDRs (not understood: ${bad.map((b) => JSON.stringify(b)).join(", ")})`,
    };
  }
  return { value: entries };
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Whether the request's immediate peer (the socket's address) is a proxy TRUST_PROXY trusts:
 * an authenticating proxy's user header is believed from it alone (auth/proxy.ts). Hops: the
 * nearest hop is trusted when at least one is; a list: the peer is one of its addresses/CIDRs.
 */
export function trustsPeer(trust: TrustProxy, address: string | undefined): boolean {
  if (!trust || !address) return false;
  const peer = address.startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (typeof trust === "function") return trust(peer, 0);
  const list = new net.BlockList();
  for (const entry of trust.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [addr = "", prefix] = entry.split("/");
    const type = net.isIPv4(addr) ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(prefix), type);
  }
  return list.check(peer, net.isIPv4(peer) ? "ipv4" : "ipv6");
}
