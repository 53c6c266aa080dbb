/**
 * The address policy of every outgoing request (issue 26): each IPv6 form that embeds a
 * non-public IPv4 address or is not global unicast is refused, however it is spelled.
 */
import { describe, expect, it } from "vitest";
import { ipv6Groups, isPublicAddress } from "./address-policy.js";

describe("isPublicAddress", () => {
  it.each([
    ["IPv4-compatible loopback", "::7f00:1"],
    ["IPv4-compatible loopback, dotted", "::127.0.0.1"],
    ["IPv4-compatible private", "::a01:203"],
    ["IPv4-compatible public (deprecated form, not global unicast)", "::808:808"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped loopback, hex", "::ffff:7f00:1"],
    ["IPv4-mapped metadata, written out", "0:0:0:0:0:ffff:a9fe:a9fe"],
    ["SIIT loopback", "::ffff:0:7f00:1"],
    ["SIIT public (not global unicast)", "::ffff:0:808:808"],
    ["6to4 of loopback", "2002:7f00:1::"],
    ["6to4 of a private address", "2002:a00:1::1"],
    ["6to4 of the metadata address", "2002:a9fe:a9fe::1"],
    ["NAT64 of loopback", "64:ff9b::7f00:1"],
    ["NAT64 of a private address, dotted", "64:ff9b::192.168.1.1"],
    ["local NAT64 of loopback", "64:ff9b:1::7f00:1"],
    ["local NAT64 of a public address", "64:ff9b:1::808:808"],
    ["site-local", "fec0::1"],
    ["unique local", "fd00::1"],
    ["link-local", "fe80::1"],
    ["link-local with a zone", "fe80::1%eth0"],
    ["multicast", "ff02::1"],
    ["unspecified", "::"],
    ["loopback", "::1"],
    ["discard-only", "100::1"],
    ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
    ["documentation", "2001:db8::1"],
    ["IPv4 loopback", "127.0.0.1"],
    ["IPv4 private", "10.1.2.3"],
    ["IPv4 metadata", "169.254.169.254"],
    ["IPv4 CGNAT", "100.64.0.1"],
    ["not an address", "localhost"],
  ])("refuses %s (%s)", (_label, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["public IPv4", "93.184.215.14"],
    ["global unicast IPv6", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    ["IPv4-mapped public", "::ffff:8.8.8.8"],
    ["NAT64 of a public address", "64:ff9b::808:808"],
    ["6to4 of a public address", "2002:808:808::1"],
  ])("allows %s (%s)", (_label, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("ipv6Groups", () => {
  it.each([
    ["::", [0, 0, 0, 0, 0, 0, 0, 0]],
    ["::7f00:1", [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ["::127.0.0.1", [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ["::ffff:0:10.0.0.1", [0, 0, 0, 0, 0xffff, 0, 0x0a00, 1]],
    ["1:2:3:4:5:6:1.2.3.4", [1, 2, 3, 4, 5, 6, 0x0102, 0x0304]],
    ["2002:7f00:1::", [0x2002, 0x7f00, 1, 0, 0, 0, 0, 0]],
    ["fe80::1:2", [0xfe80, 0, 0, 0, 0, 0, 1, 2]],
  ])("expands %s", (text, groups) => {
    expect(ipv6Groups(text)).toEqual(groups);
  });

  it("answers undefined for what is not an IPv6 address", () => {
    expect(ipv6Groups("1.2.3.4")).toBeUndefined();
    expect(ipv6Groups("1::2::3")).toBeUndefined();
    expect(ipv6Groups("fe80::1%eth0")).toBeUndefined();
  });
});
