// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { dropTargetAt, edgeScrollStep } from "./use-card-drag.js";

function list(...ids: string[]) {
  const ul = document.createElement("ul");
  const cards = ids.map((id) => {
    const li = document.createElement("li");
    const article = document.createElement("article");
    article.setAttribute("data-goal-card", id);
    const title = document.createElement("h3");
    article.append(title);
    li.append(article);
    ul.append(li);
    return title;
  });
  return { ul, cards };
}

describe("the drop target under the pointer", () => {
  const { ul, cards } = list("a", "b", "c");
  const scope = new Set(["a", "b", "c"]);

  it("is the card under the pointer, none over the dragged card itself", () => {
    expect(dropTargetAt([cards[1]!, ul, document.body], scope, "a", ul, null)).toBe("b");
    expect(dropTargetAt([cards[0]!, ul, document.body], scope, "a", ul, "b")).toBeNull();
  });

  it("stays the last card in a gap of the list, and is none outside it or among other goals", () => {
    expect(dropTargetAt([ul, document.body], scope, "a", ul, "c")).toBe("c");
    expect(dropTargetAt([document.body], scope, "a", ul, "c")).toBeNull();
    const other = list("x");
    expect(dropTargetAt([other.cards[0]!, other.ul, document.body], scope, "a", ul, "c")).toBeNull();
  });
});

describe("scrolling near the edges while dragging", () => {
  it("scrolls up below the header, down near the bottom, faster nearer the edge, not in between", () => {
    expect(edgeScrollStep(400, 60, 800)).toBe(0);
    expect(edgeScrollStep(100, 60, 800)).toBeLessThan(0);
    expect(edgeScrollStep(61, 60, 800)).toBeLessThan(edgeScrollStep(100, 60, 800));
    expect(edgeScrollStep(790, 60, 800)).toBeGreaterThan(edgeScrollStep(760, 60, 800));
    expect(edgeScrollStep(2000, 60, 800)).toBe(18);
  });
});
