import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { ListCache } from "./list-cache.js";

const user = (id: string, username = id) => ({ id, username });

function counted(value: unknown) {
  const calls = { n: 0 };
  return {
    calls,
    build: async () => {
      calls.n += 1;
      return value;
    },
  };
}

describe("ListCache", () => {
  it("builds once per version, and again when the version or the username moves", async () => {
    const cache = new ListCache({ maxBytes: 1_000_000 });
    const { calls, build } = counted([{ id: "g1" }]);
    expect(JSON.parse((await cache.get(user("u"), "1", "identity", build)).toString())).toEqual([{ id: "g1" }]);
    await cache.get(user("u"), "1", "identity", build);
    expect(calls.n).toBe(1);
    await cache.get(user("u"), "2", "identity", build);
    expect(calls.n).toBe(2);
    await cache.get(user("u", "renamed"), "2", "identity", build);
    expect(calls.n).toBe(3);
  });

  it("builds once for requests that miss together", async () => {
    const cache = new ListCache({ maxBytes: 1_000_000 });
    const { calls, build } = counted(["x"]);
    await Promise.all(Array.from({ length: 10 }, () => cache.get(user("u"), "7", "br", build)));
    expect(calls.n).toBe(1);
  });

  it("keeps no failed build", async () => {
    const cache = new ListCache({ maxBytes: 1_000_000 });
    await expect(cache.get(user("u"), "1", "identity", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    const { calls, build } = counted(["ok"]);
    expect((await cache.get(user("u"), "1", "identity", build)).toString()).toBe('["ok"]');
    expect(calls.n).toBe(1);
  });

  it("encodes as asked and counts every copy against the byte limit, dropping the least recently used", async () => {
    const big = "y".repeat(4000);
    const cache = new ListCache({ maxBytes: 10_000 });
    const a = counted([big]);
    const b = counted([big]);
    const c = counted([big]);
    const br = await cache.get(user("a"), "1", "br", a.build);
    expect(JSON.parse(zlib.brotliDecompressSync(br).toString())).toEqual([big]);
    const gz = await cache.get(user("a"), "1", "gzip", a.build);
    expect(JSON.parse(zlib.gunzipSync(gz).toString())).toEqual([big]);
    await cache.get(user("b"), "1", "identity", b.build);
    await cache.get(user("a"), "1", "identity", a.build); // a is now the most recently used
    await cache.get(user("c"), "1", "identity", c.build); // over 10 kB: b goes
    expect(cache.size).toBeLessThanOrEqual(10_000);
    await cache.get(user("a"), "1", "identity", a.build);
    await cache.get(user("b"), "1", "identity", b.build);
    expect(a.calls.n).toBe(1);
    expect(b.calls.n).toBe(2);
  });
});
