import { describe, expect, it } from "vitest";
import { draftFromText } from "./draft-from-text.js";
import { habitFromText } from "./draft-habit.js";

const drafted = (text: string) => {
  const result = draftFromText(text);
  if (result.kind !== "draft") throw new Error(`no draft for ${text}: ${JSON.stringify(result)}`);
  const { title: _t, category: _c, motivation: _m, description: _d, ...rest } = result.draft;
  return rest;
};

describe("the built-in coach drafts habit kinds from the issue's sentences", () => {
  it.each([
    ["run 20 km a week", { timeframe: "weekly", kind: "amount", target: 20, unit: "km" }],
    ["gym 3 times a week", { timeframe: "weekly", kind: "check", target: 3 }],
    ["at most 2 coffees a day", { timeframe: "daily", kind: "amount", target: 2, unit: "coffees", direction: "at_most" }],
    ["meditate on weekdays", { timeframe: "daily", kind: "check", weekdays: [1, 2, 3, 4, 5] }],
    ["read 30 pages a day so I finish more books", { timeframe: "daily", kind: "amount", target: 30, unit: "pages" }],
    ["water the plants every 3 days", { timeframe: "daily", kind: "check", every_days: 3 }],
    ["swim on mondays and thursdays", { timeframe: "daily", kind: "check", weekdays: [1, 4] }],
    ["run a 5k twice a week", { timeframe: "weekly", kind: "check", target: 2 }],
  ])("%s", (text, expected) => {
    expect(drafted(text)).toEqual(expected);
  });

  it("leaves a goal without such words the spec's progress goal", () => {
    expect(drafted("finish my online course this month")).toEqual({ timeframe: "monthly" });
    expect(habitFromText("learn Spanish", "weekly")).toBeUndefined();
  });
});

describe("a model's draft JSON", () => {
  it("keeps a check or amount goal's fields when they go together, and drops them when not", async () => {
    const { parseDraftJson } = await import("./draft-json.js");
    const base = {
      title: "Run 20 km a week",
      timeframe: "weekly",
      category: "health",
      motivation: "",
      description: "Run 20 km each week.",
    };
    expect(parseDraftJson(JSON.stringify({ ...base, kind: "amount", target: 20, unit: "km" }))).toMatchObject({
      draft: { kind: "amount", target: 20, unit: "km", direction: "at_least", weekdays: null, every_days: null },
    });
    const refused = parseDraftJson(JSON.stringify({ ...base, kind: "amount", unit: "km" }));
    expect(refused.kind === "draft" && "kind" in refused.draft).toBe(false);
  });
});
