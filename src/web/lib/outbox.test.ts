// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

// IndexedDB is not in happy-dom: idb-keyval keeps its stores in Maps here.
vi.mock("idb-keyval", () => import("../../../test/support/idb-keyval-memory.js"));
const { clearMemoryStores } = await import("../../../test/support/idb-keyval-memory.js");

vi.stubGlobal("indexedDB", {});

const { sendOrKeep } = await import("./outbox.js");

afterEach(() => {
  clearMemoryStores();
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

  it("keeps a check or amount goal's create with its habit fields (issue 29)", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const spec = { description: "", motivation: "", category: "health", timeframe: "daily" };
    const habit = {
      kind: "check" as const,
      target: 1,
      unit: null,
      direction: "at_least" as const,
      weekdays: [1, 2, 3, 4, 5],
      every_days: null,
    };
    const result = await sendOrKeep("goal", "g1", { ...spec, title: "Meditate on weekdays", ...habit }, vi.fn());
    expect("kept" in result && result.kept.body).toMatchObject({ title: "Meditate on weekdays", ...habit });
  });
});
