import { describe, expect, it } from "vitest";
import { DRAFT_DESCRIPTION_CAP } from "./constants.js";
import { generateDescription, toCategory, toTimeframe } from "./draft-fields.js";
import { parseDraftJson } from "./draft-json.js";

const GOOD = {
  title: "Run a 5k three times a week",
  timeframe: "weekly",
  category: "health",
  motivation: "Feel fitter",
  description: "Run 5 km on Monday, Wednesday and Saturday; log each run with time and distance.",
};

describe("parseDraftJson: messy model answers", () => {
  it("reads a clean JSON object", () => {
    expect(parseDraftJson(JSON.stringify(GOOD))).toEqual({ kind: "draft", draft: GOOD });
  });

  it("reads JSON inside a code fence with prose around it", () => {
    const reply = `Sure! Here is your goal:\n\`\`\`json\n${JSON.stringify(GOOD, null, 2)}\n\`\`\`\nGood luck with it {you can do it}!`;
    expect(parseDraftJson(reply)).toEqual({ kind: "draft", draft: GOOD });
  });

  it("reads keys and values in the wrong case and trims them", () => {
    const reply = `{"Title": "  Run a 5k three times a week ", "TIMEFRAME": "Weekly", "Category": "HEALTH", "Motivation": "Feel fitter", "Description": "${GOOD.description}"}`;
    expect(parseDraftJson(reply)).toEqual({ kind: "draft", draft: GOOD });
  });

  it("turns an unknown category into general and a known synonym into its category", () => {
    expect(parseDraftJson(JSON.stringify({ ...GOOD, category: "Adventure" }))).toMatchObject({ draft: { category: "general" } });
    expect(parseDraftJson(JSON.stringify({ ...GOOD, category: "Fitness" }))).toMatchObject({ draft: { category: "health" } });
    expect(parseDraftJson(JSON.stringify({ ...GOOD, category: 42 }))).toMatchObject({ draft: { category: "general" } });
  });

  it("accepts loose cadence words for the timeframe", () => {
    expect(parseDraftJson(JSON.stringify({ ...GOOD, timeframe: "per week" }))).toMatchObject({ draft: { timeframe: "weekly" } });
    expect(parseDraftJson(JSON.stringify({ ...GOOD, timeframe: "Every day" }))).toMatchObject({ draft: { timeframe: "daily" } });
    expect(parseDraftJson(JSON.stringify({ ...GOOD, timeframe: "annually" }))).toMatchObject({ draft: { timeframe: "yearly" } });
  });

  it("asks again when the timeframe is missing or unusable", () => {
    const { timeframe: _t, ...noTimeframe } = GOOD;
    expect(parseDraftJson(JSON.stringify(noTimeframe))).toEqual({ kind: "need-timeframe", title: GOOD.title });
    expect(parseDraftJson(JSON.stringify({ ...GOOD, timeframe: "" }))).toEqual({ kind: "need-timeframe", title: GOOD.title });
    expect(parseDraftJson(JSON.stringify({ ...GOOD, timeframe: "sometimes" }))).toEqual({ kind: "need-timeframe", title: GOOD.title });
  });

  it("replaces a description under 25 characters by a generated one of at most 158", () => {
    const result = parseDraftJson(JSON.stringify({ ...GOOD, description: "Run more." }));
    expect(result.kind).toBe("draft");
    const description = result.kind === "draft" ? result.draft.description : "";
    expect(description).toBe("Run a 5k three times a week. Check in after each session and review the week on Sunday. Why: Feel fitter.");
    expect(description.length).toBeLessThanOrEqual(DRAFT_DESCRIPTION_CAP);
  });

  it("keeps a description of exactly 25 characters", () => {
    const d = "x".repeat(25);
    expect(parseDraftJson(JSON.stringify({ ...GOOD, description: d }))).toMatchObject({ draft: { description: d } });
  });

  it("caps an over-long AI description at 160 characters", () => {
    const long = "word ".repeat(80);
    const result = parseDraftJson(JSON.stringify({ ...GOOD, description: long }));
    expect(result.kind === "draft" && result.draft.description.length).toBeLessThanOrEqual(160);
  });

  it("repairs trailing commas, smart quotes, single quotes and bare keys", () => {
    expect(parseDraftJson(`{"title": "Read daily", "timeframe": "daily",}`)).toMatchObject({
      draft: { title: "Read daily", timeframe: "daily" },
    });
    expect(parseDraftJson(`{\u201Ctitle\u201D: \u201CRead daily\u201D, \u201Ctimeframe\u201D: \u201Cdaily\u201D}`)).toMatchObject({
      draft: { title: "Read daily" },
    });
    expect(parseDraftJson(`{'title': 'Read daily', 'timeframe': 'daily', 'category': 'study'}`)).toMatchObject({
      draft: { title: "Read daily", category: "study" },
    });
    expect(parseDraftJson(`{title: "Read daily", timeframe: "daily"}`)).toMatchObject({ draft: { title: "Read daily" } });
  });

  it("unwraps {goal: {...}}, reads why as motivation, and skips reasoning blocks", () => {
    expect(parseDraftJson(JSON.stringify({ goal: { ...GOOD, motivation: undefined, why: "Energy" } }))).toMatchObject({
      draft: { motivation: "Energy" },
    });
    expect(parseDraftJson(`<think>the user wants {"title": "wrong"}</think>${JSON.stringify(GOOD)}`)).toEqual({
      kind: "draft",
      draft: GOOD,
    });
  });

  it("is invalid without JSON or without a title", () => {
    expect(parseDraftJson("I think you should run more often.")).toEqual({ kind: "invalid" });
    expect(parseDraftJson(`{"timeframe": "daily"}`)).toEqual({ kind: "invalid" });
    expect(parseDraftJson("{not json at all")).toEqual({ kind: "invalid" });
    expect(parseDraftJson("")).toEqual({ kind: "invalid" });
  });
});

describe("draft fields", () => {
  it.each([
    ["daily", "daily"],
    ["Daily", "daily"],
    [" WEEK ", "weekly"],
    ["monthly", "monthly"],
    ["per month", "monthly"],
    ["Yearly", "yearly"],
    ["fortnightly", undefined],
    [undefined, undefined],
    [7, undefined],
  ])("toTimeframe(%j) → %j", (input, expected) => {
    expect(toTimeframe(input)).toBe(expected);
  });

  it.each([
    ["Study", "study"],
    ["creative", "creative"],
    ["money", "finance"],
    ["other", "general"],
    [null, "general"],
  ])("toCategory(%j) → %j", (input, expected) => {
    expect(toCategory(input)).toBe(expected);
  });

  it("caps a generated description at 158 characters at a word boundary", () => {
    const d = generateDescription({ title: "Practise ".repeat(20).trim(), timeframe: "daily", motivation: "because ".repeat(10) });
    expect(d.length).toBeLessThanOrEqual(DRAFT_DESCRIPTION_CAP);
    expect(d.endsWith("…")).toBe(true);
  });
});
