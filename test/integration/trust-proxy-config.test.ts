/**
 * Issue 19 §3 — TRUST_PROXY at start: the old `true` still starts the server, read as one hop,
 * with a warning saying what to set; a value that is neither hops nor addresses stops the
 * start with a message naming it. (What the setting does to client addresses:
 * test/reliability/client-address-limits.test.ts.)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, freePort, spawnServer, waitHealthy } from "../support/process.js";

describe("TRUST_PROXY at start", () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0)) await f();
  });
  async function start(trustProxy: string): Promise<ServerProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-trustproxy-"));
    const server = spawnServer({ DATA_DIR: dataDir, TRUST_PROXY: trustProxy }, await freePort());
    cleanup.push(async () => {
      server.child.kill("SIGTERM");
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return server;
  }

  it("reads true as one hop and warns once, naming what to set", async () => {
    const server = await start("true");
    await waitHealthy(server, 30_000);
    const warnings = server
      .output()
      .split("\n")
      .filter((l) => l.includes("TRUST_PROXY=true"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: expect.stringContaining("read as TRUST_PROXY=1") });
    expect(warnings[0]).toContain("Set TRUST_PROXY to the number of proxies");
  });

  it("refuses to start on a value that is neither hops nor addresses", async () => {
    const server = await start("yes-please");
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("TRUST_PROXY: must be a number of proxy hops or a comma-separated list of proxy addresses/CIDRs");
  });

  it("starts with a list of proxy addresses and CIDRs", async () => {
    const server = await start("10.0.0.5, 10.1.0.0/16, ::1, loopback");
    await waitHealthy(server, 30_000);
    expect(server.output()).not.toContain("TRUST_PROXY");
  });
});
