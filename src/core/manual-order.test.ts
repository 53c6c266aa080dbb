import { describe, expect, it } from "vitest";
import { changedPlaces, compareManual, inManualOrder, moveStep, moveTo, reorder, withOrder } from "./manual-order.js";

const items = (...ids: string[]) => ids.map((id, position) => ({ id, position }));
const order = (places: Map<string, number>) => [...places].sort((a, b) => a[1] - b[1]).map(([id]) => id);

describe("manual order", () => {
  it("sorts by position, ties by the tie-break", () => {
    const list = [
      { id: "b", position: 1, n: 2 },
      { id: "a", position: 1, n: 1 },
      { id: "c", position: 0, n: 3 },
    ];
    expect(inManualOrder(list, (x, y) => x.n - y.n).map((x) => x.id)).toEqual(["c", "a", "b"]);
  });

  it("moves one item to a place, clamped to the ends", () => {
    expect(order(moveTo(items("a", "b", "c", "d"), "d", 1))).toEqual(["a", "d", "b", "c"]);
    expect(order(moveTo(items("a", "b", "c"), "a", 99))).toEqual(["b", "c", "a"]);
    expect(order(moveTo(items("a", "b", "c"), "c", 0))).toEqual(["c", "a", "b"]);
  });

  it("reorders a subset within the places it held, the others untouched", () => {
    const places = reorder(items("a", "b", "c", "d", "e"), ["d", "b"]);
    expect(order(places)).toEqual(["a", "d", "c", "b", "e"]);
  });

  it("numbers tied places apart and reports only what changed", () => {
    const tied = [
      { id: "a", position: 0 },
      { id: "b", position: 0 },
      { id: "c", position: 5 },
    ];
    // b already holds 0.
    expect(changedPlaces(tied, reorder(tied, ["b", "a"]))).toEqual([
      ["a", 1],
      ["c", 2],
    ]);
    expect(changedPlaces(items("a", "b"), reorder(items("a", "b"), ["a", "b"]))).toEqual([]);
  });

  it("moves a goal one step in the shown list, placing every goal anew", () => {
    const goals = [
      { id: "new", created_at: "2026-03-01T00:00:00.000Z" },
      { id: "b", position: 1, created_at: "2026-01-02T00:00:00.000Z" },
      { id: "a", position: 0, created_at: "2026-01-01T00:00:00.000Z" },
    ];
    const shown = [...goals].sort(compareManual);
    expect(shown.map((g) => g.id)).toEqual(["a", "b", "new"]);
    expect(moveStep(shown, "a", -1)).toBeUndefined();
    expect(moveStep(shown, "new", 1)).toBeUndefined();
    const step = moveStep(shown, "new", -1)!;
    expect(step).toEqual(["new", "b"]);
    const moved = withOrder(goals, step);
    expect([...moved].sort(compareManual).map((g) => [g.id, g.position])).toEqual([
      ["a", 0],
      ["new", 1],
      ["b", 2],
    ]);
    expect(moveStep(shown, "b", 1)).toEqual(["new", "b"]);
  });
});
