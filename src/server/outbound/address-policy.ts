/**
 * Which addresses the server may connect to when a user chose the destination (a push endpoint
 * today; webhooks later): public unicast only (issue 18, issue 26). IPv6 is parsed into its eight
 * groups, never matched as text, because one address has many spellings (`::7f00:1`,
 * `::ffff:127.0.0.1`, `0:0:0:0:0:ffff:7f00:1`). An IPv6 address must be global unicast
 * (2000::/3, minus its special blocks); the three forms that carry an IPv4 address a network
 * may really route to — IPv4-mapped (::ffff:0:0/96), well-known NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16) — are judged by that IPv4 address. Everything else that embeds an IPv4 address
 * (IPv4-compatible ::/96, SIIT ::ffff:0:0:0/96, local NAT64 64:ff9b:1::/48, Teredo) is outside
 * 2000::/3 or blocked, so it is refused whatever it embeds.
 */
import { BlockList, isIPv4, isIPv6 } from "node:net";

const blockedV4 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24],
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(net, bits, "ipv4");
}

/** Blocks inside global unicast 2000::/3 that are not public destinations. */
const blockedV6 = new BlockList();
for (const [net, bits] of [
  ["2001::", 23], // IETF protocol assignments: Teredo (embeds an obfuscated IPv4), benchmarking, ORCHID
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation
] as const) {
  blockedV6.addSubnet(net, bits, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one (zone ids included). */
export function ipv6Groups(text: string): number[] | undefined {
  if (!isIPv6(text) || text.includes("%")) return undefined;
  let head = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[2]!.split(".").map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    head = dotted[1]!.endsWith("::") ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const gap = head.indexOf("::");
  let groups: number[];
  if (gap === -1) groups = [...parse(head), ...tail];
  else {
    const left = parse(head.slice(0, gap));
    const right = [...parse(head.slice(gap + 2)), ...tail];
    groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  }
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
const zero = (groups: number[], from: number, to: number) => groups.slice(from, to).every((g) => g === 0);

/** The IPv4 address an IPv6 address stands for on a network that routes it, if any. */
function embeddedIPv4(g: number[]): string | undefined {
  if (zero(g, 0, 5) && g[5] === 0xffff) return v4(g[6]!, g[7]!); // ::ffff:0:0/96, IPv4-mapped
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(g, 2, 6)) return v4(g[6]!, g[7]!); // 64:ff9b::/96, NAT64
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!); // 2002::/16, 6to4
  return undefined;
}

/** True for an address on the public internet; false for anything else, including non-addresses. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !blockedV4.check(address, "ipv4");
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const embedded = embeddedIPv4(groups);
  if (embedded) return !blockedV4.check(embedded, "ipv4");
  if ((groups[0]! & 0xe000) !== 0x2000) return false; // not global unicast 2000::/3
  return !blockedV6.check(groups.map((g) => g.toString(16)).join(":"), "ipv6");
}
