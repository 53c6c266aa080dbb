import { describe, expect, it } from "vitest";
import { closestTemplate, draftFromText, findTimeframe, hasQuantity } from "./draft-from-text.js";
import { findMentionedGoal } from "./goal-match.js";
import { detectIntent } from "./intent.js";
import { keywords } from "./text.js";

describe("draftFromText", () => {
  it("reads action, cadence and why from one sentence", () => {
    expect(draftFromText("run a 5k three times a week so I feel fitter")).toMatchObject({
      kind: "draft",
      draft: { title: "Run a 5k three times a week", timeframe: "weekly", category: "health", motivation: "I feel fitter" },
    });
  });

  it("lets a template supply the cadence only for a measurable action", () => {
    expect(draftFromText("Create a goal: read 20 pages")).toMatchObject({
      kind: "draft",
      draft: { timeframe: "daily", category: "study" },
    });
    expect(draftFromText("Create a goal: meditate more")).toMatchObject({ kind: "need-details", missing: ["timeframe"] });
  });

  it("merges a creation thread: the action from one message, the cadence and why from later ones", () => {
    const result = draftFromText(["Add a goal: practise piano scales", "every evening", "so that I can play for my kids"]);
    expect(result).toMatchObject({
      kind: "draft",
      draft: { title: "Practise piano scales", timeframe: "daily", category: "creative", motivation: "I can play for my kids" },
    });
  });

  it("keeps the description between 25 and 158 characters and caps the title at 80", () => {
    const result = draftFromText(
      `Create a goal: ${"practise the violin concerto slowly ".repeat(5)}every day because ${"it matters ".repeat(20)}`,
    );
    expect(result.kind).toBe("draft");
    if (result.kind !== "draft") return;
    expect(result.draft.title.length).toBeLessThanOrEqual(80);
    expect(result.draft.description.length).toBeGreaterThanOrEqual(25);
    expect(result.draft.description.length).toBeLessThanOrEqual(158);
  });

  it("names what is missing", () => {
    expect(draftFromText("Create a goal")).toEqual({ kind: "need-details", missing: ["action", "timeframe"] });
    expect(draftFromText("Create a goal: weekly")).toEqual({ kind: "need-details", missing: ["action"] });
  });
});

describe("parsing helpers", () => {
  it.each([
    ["every morning", "daily"],
    ["3 times a week", "weekly"],
    ["on weekends", "weekly"],
    ["by the end of the year", "yearly"],
    ["this month", "monthly"],
    ["sometimes", undefined],
  ])("findTimeframe(%s) → %s", (text, expected) => {
    expect(findTimeframe(text)).toBe(expected);
  });

  it.each([
    ["run 5k", true],
    ["read 20 pages", true],
    ["save $200", true],
    ["three times", true],
    ["meditate more", false],
  ])("hasQuantity(%s) → %s", (text, expected) => {
    expect(hasQuantity(text)).toBe(expected);
  });

  it("matches templates by distinctive words, not by cadence or counts", () => {
    expect(closestTemplate(keywords("Run 5k three times a week"), "health")?.id).toBe("tmpl-health-first-5k");
    expect(closestTemplate(keywords("three times a week"), "health")).toBeUndefined();
  });
});

describe("which goal a message names", () => {
  const goals = [
    { id: "run", title: "Run 5k" },
    { id: "read", title: "Read 20 pages a day" },
    { id: "read2", title: "Read the news weekly" },
  ];
  it.each([
    ["help with Read 20 pages a day", "read"],
    ["how do I get better at running?", "run"],
    ["my reading goal", undefined],
    ["the news goal", "read2"],
    ["what about weekly stuff", undefined],
  ])("%s → %s", (text, expected) => {
    expect(findMentionedGoal(text, goals)?.id).toBe(expected);
  });

  it("prefers a creation wish over a similar existing goal", () => {
    expect(detectIntent("I want to run a marathon every month", { goals }).intent).toBe("create");
    expect(detectIntent("how do I get better at running?", { goals })).toEqual({ intent: "help", goalId: "run" });
  });
});
