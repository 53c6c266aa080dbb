import { describe, expect, it } from "vitest";
import { changedPlaces, compareManual, inManualOrder, moveStep, moveTo, moveWithin, reorder, withOrder } from "./manual-order.js";

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

  it("drags a goal to another index: sends only the range it crossed, in its new order (issue 30)", () => {
    const shown = items("a", "b", "c", "d", "e");
    expect(moveWithin(shown, "b", 3)).toEqual(["c", "d", "b"]);
    expect(moveWithin(shown, "d", 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveWithin(shown, "a", 99)).toEqual(["b", "c", "d", "e", "a"]);
    expect(moveWithin(shown, "e", -3)).toEqual(["e", "a", "b", "c", "d"]);
    expect(moveWithin(shown, "c", 2)).toBeUndefined();
    expect(moveWithin(shown, "z", 1)).toBeUndefined();
    // What the server stores for that subset (reorder) is the list as dropped.
    for (const [id, to] of [
      ["b", 3],
      ["d", 0],
      ["e", 1],
      ["a", 4],
    ] as const) {
      const dropped = shown.map((g) => g.id).filter((x) => x !== id);
      dropped.splice(to, 0, id);
      expect(order(reorder(shown, moveWithin(shown, id, to)!))).toEqual(dropped);
    }
  });

  it("drags within a filtered list or one section, the goals outside it keeping their places", () => {
    const all = items("a", "x", "b", "y", "c");
    const section = [all[0]!, all[2]!, all[4]!]; // a, b, c
    expect(order(reorder(all, moveWithin(section, "c", 0)!))).toEqual(["c", "x", "a", "y", "b"]);
  });
});
