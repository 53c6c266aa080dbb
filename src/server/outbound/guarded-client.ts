/**
 * The one way the server makes a request to a destination a user chose (push endpoints today;
 * webhooks and notification channels later): issue 26.
 *
 * - The URL must be https on a host whose every address is public (address-policy.ts), unless
 *   its origin is in OUTBOUND_ALLOWLIST (the operator's own services; tests use loopback).
 * - The host is resolved once, and the connection goes to the addresses of that check and no
 *   others: the request's agent answers its own `lookup` from them. A second resolution at
 *   connect time would let a name answer a public address to the check and 127.0.0.1 to the
 *   connection (DNS rebinding).
 * - At most OUTBOUND_AT_ONCE requests are in flight per process, whatever the number of users.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { AppDeps } from "../deps.js";
import { isPublicAddress } from "./address-policy.js";
import { concurrencyLimit } from "./concurrency.js";

/** The addresses a host name stands for. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Knobs tests turn; main.ts sets none (system DNS, public addresses only). */
export interface OutboundOptions {
  /** A resolver that changes its answer between check and connect, in the DNS-rebinding test. */
  resolve?: Resolver;
  /** Stands a loopback address in for a public one where a test needs a reachable "public" host. */
  isPublic?: (address: string) => boolean;
}

declare module "../deps.js" {
  interface AppDeps {
    outbound?: OutboundOptions;
  }
}

const OUTBOUND_AT_ONCE = 8;
const gate = concurrencyLimit(OUTBOUND_AT_ONCE);

const systemResolver: Resolver = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** A destination that passed the check: its URL and the only addresses it may be reached at. */
export interface CheckedDestination {
  url: URL;
  addresses: string[];
}

/** Checks a destination; answers why it is refused, or where it may be reached. */
export async function checkDestination(deps: AppDeps, target: string): Promise<{ problem: string } | CheckedDestination> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { problem: "endpoint must be a URL" };
  }
  const allowed = deps.config.outbound.allowlist.includes(url.origin);
  if (!allowed && url.protocol !== "https:") return { problem: "endpoint must be an https URL" };
  if (!allowed && (url.username || url.password)) return { problem: "endpoint must not carry credentials" };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (deps.outbound?.resolve ?? systemResolver)(host);
    } catch {
      return { problem: "endpoint host does not resolve" };
    }
  }
  if (addresses.length === 0) return { problem: "endpoint host does not resolve" };
  const isPublic = deps.outbound?.isPublic ?? isPublicAddress;
  if (!allowed && !addresses.every(isPublic)) return { problem: "endpoint must be on a public address" };
  return { url, addresses };
}

/**
 * Checks `target`, then runs `request` with an https.Agent that connects only to the checked
 * addresses; answers the problem instead when the destination is refused.
 */
export async function guardedRequest<T>(
  deps: AppDeps,
  target: string,
  request: (agent: https.Agent) => Promise<T>,
): Promise<{ problem: string } | { result: T }> {
  return gate(async () => {
    const checked = await checkDestination(deps, target);
    if ("problem" in checked) return checked;
    const agent = pinnedAgent(checked);
    try {
      return { result: await request(agent) };
    } finally {
      agent.destroy();
    }
  });
}

/** An agent whose connections go to the checked addresses of the checked host, and nowhere else. */
export function pinnedAgent(dest: CheckedDestination): https.Agent {
  const hostname = dest.url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  const entries = dest.addresses.map((address) => ({ address, family: isIP(address) }));
  const lookup: LookupFunction = (host, options, callback) => {
    const fit = entries.filter((e) => !options.family || e.family === options.family);
    if (host.toLowerCase() !== hostname || fit.length === 0) {
      const err: NodeJS.ErrnoException = new Error(`outbound: ${host} is not the checked destination`);
      err.code = "ENOTFOUND";
      callback(err, "", 0);
    } else if (options.all) callback(null, fit);
    else callback(null, fit[0]!.address, fit[0]!.family);
  };
  // TLS trust as the process's default agent (NODE_EXTRA_CA_CERTS, or a CA a test added to it).
  const ca = https.globalAgent.options.ca;
  return new https.Agent(ca ? { lookup, ca } : { lookup });
}
