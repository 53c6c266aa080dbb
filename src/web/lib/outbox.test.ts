// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

// IndexedDB is not in happy-dom: the outbox's store is a Map here.
const kept = new Map<string, unknown>();
vi.mock("idb-keyval", () => ({
  createStore: () => ({}),
  set: async (key: string, value: unknown) => void kept.set(key, value),
  del: async (key: string) => void kept.delete(key),
  entries: async () => [...kept.entries()],
}));

vi.stubGlobal("indexedDB", {});

const { sendOrKeep } = await import("./outbox.js");

afterEach(() => {
  kept.clear();
  vi.restoreAllMocks();
});

describe("sendOrKeep offline", () => {
  it("keeps a check-in with the moment it was made, and a back-dated one with its own time", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const send = vi.fn();
    const before = Date.now();
    const now = await sendOrKeep("entry", "k1", { goal_id: "g", note: "now", progress: 10 }, send);
    const backdated = await sendOrKeep(
      "entry",
      "k2",
      { goal_id: "g", note: "yesterday", progress: 20, created_at: "2026-03-09T08:00:00.000Z" },
      send,
    );
    expect(send).not.toHaveBeenCalled();
    const timeOf = (r: typeof now) => ("kept" in r && r.kept.kind === "entry" ? r.kept.body.created_at : undefined);
    expect(Date.parse(timeOf(now) ?? "")).toBeGreaterThanOrEqual(before);
    expect(timeOf(backdated)).toBe("2026-03-09T08:00:00.000Z");
  });
});
