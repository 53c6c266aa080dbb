/**
 * Creates carry an Idempotency-Key, and a create that got no answer (network down, 503, its
 * twin still in flight) is repeated with the same key, so the server writes it once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api.js";
import { intentKeys } from "./idempotency-key.js";
import { addEntry, createGoal, deleteEntry } from "./goals-api.js";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function keysSent(spy: ReturnType<typeof vi.fn>): (string | undefined)[] {
  return spy.mock.calls.map(([, init]) => (init as RequestInit).headers as Record<string, string>).map((h) => h["idempotency-key"]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Idempotency-Key in the API client", () => {
  it("sends a key with every create, a new one per call", async () => {
    const spy = vi.fn(async () => json(201, { id: "g" }));
    vi.stubGlobal("fetch", spy);
    await createGoal({ title: "a", description: "", motivation: "", category: "health", timeframe: "daily" });
    await addEntry({ goal_id: "g", note: "n", progress: 10 });
    await api.like("ann", "run", true);
    const keys = keysSent(spy);
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it("repeats a create that got no answer with the same key", async () => {
    vi.useFakeTimers();
    const spy = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(503, { error: "Database unavailable" }, { "retry-after": "1" }))
      .mockResolvedValueOnce(json(409, { error: "still being processed" }, { "retry-after": "1" }))
      .mockResolvedValueOnce(json(201, { id: "e1" }));
    vi.stubGlobal("fetch", spy);
    const done = addEntry({ goal_id: "g", note: "lift", progress: 20 }, "key-1");
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ id: "e1" });
    expect(keysSent(spy)).toEqual(["key-1", "key-1", "key-1", "key-1"]);
  });

  it("does not repeat a refused create, nor a request without a key", async () => {
    const refused = vi.fn(async () => json(400, { error: "Note is too long" }));
    vi.stubGlobal("fetch", refused);
    await expect(addEntry({ goal_id: "g", note: "x", progress: 1 })).rejects.toThrow("Note is too long");
    expect(refused).toHaveBeenCalledTimes(1);
    const down = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", down);
    await expect(deleteEntry("e")).rejects.toThrow("Error connecting to server");
    expect(down).toHaveBeenCalledTimes(1);
  });
});

describe("intentKeys", () => {
  it("gives one intent one key until it is settled", () => {
    const keys = intentKeys();
    const a = keys.keyFor("create:x");
    expect(keys.keyFor("create:x")).toBe(a);
    expect(keys.keyFor("create:y")).not.toBe(a);
    keys.settle("create:x");
    expect(keys.keyFor("create:x")).not.toBe(a);
  });
});
