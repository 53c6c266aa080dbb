/**
 * A push subscription's endpoint is a URL a user gives us and the server then POSTs to: an
 * SSRF door unless it is held to public https hosts (issue 18). The host's addresses are
 * checked after DNS resolution — every one of them — so a name pointing at 127.0.0.1 or a cloud
 * metadata address is refused like the address itself. Origins in PUSH_ENDPOINT_ALLOWLIST are
 * taken as they are (tests use a loopback one). Checked when subscribing and again before every
 * send (a name can be re-pointed after it was checked).
 */
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["64:ff9b::", 96],
] as const) {
  blocked.addSubnet(net, bits, "ipv6");
}

/** True for an address on the public internet. IPv4-mapped IPv6 is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why the endpoint is refused, or undefined when it may be used. */
export async function endpointProblem(endpoint: string, allowlist: readonly string[]): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "endpoint must be a URL";
  }
  if (allowlist.includes(url.origin)) return undefined;
  if (url.protocol !== "https:") return "endpoint must be an https URL";
  if (url.username || url.password) return "endpoint must not carry credentials";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return "endpoint host does not resolve";
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return "endpoint must be on a public address";
  return undefined;
}
