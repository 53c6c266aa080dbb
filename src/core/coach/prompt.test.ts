import { describe, expect, it } from "vitest";
import type { CoachTurn } from "./contract.js";
import type { CoachGoal } from "./coach-facts.js";
import { buildProviderMessages, buildSystemPrompt, wordLimit } from "./prompt.js";
import { rememberReply, recall } from "./memory.js";

const clock = { now: new Date("2026-03-10T12:00:00Z"), timeZone: "Europe/Paris" };
const goal = (i: number): CoachGoal => ({
  id: `g${i}`,
  title: `Goal ${String(i).padStart(2, "0")}`,
  category: "health",
  timeframe: "weekly",
  public: false,
  motivation: i === 1 ? "Feel strong" : "",
  created_at: "2026-03-01T10:00:00Z",
  journal: [{ progress: i, created_at: "2026-03-09T10:00:00Z" }],
});
const history = (n: number): CoachTurn[] =>
  Array.from({ length: n }, (_, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content: `message ${i + 1}` }));

describe("coach prompt", () => {
  it("puts the system prompt first, then the last 12 turns in general mode", () => {
    const messages = buildProviderMessages(history(20), { intent: "help", goals: [goal(1)], clock });
    expect(messages[0]?.role).toBe("system");
    expect(messages).toHaveLength(1 + 12);
    expect(messages[1]).toEqual({ role: "user", content: "message 9" });
    expect(messages.at(-1)).toEqual({ role: "assistant", content: "message 20" });
  });

  it("keeps the last 6 turns in goal focus, starting with a user turn", () => {
    const messages = buildProviderMessages(history(21), { intent: "help", goals: [goal(1)], focus: goal(1), clock });
    expect(messages.slice(1).map((m) => m.content)).toEqual(["message 17", "message 18", "message 19", "message 20", "message 21"]);
    const even = buildProviderMessages(history(20), { intent: "help", goals: [goal(1)], focus: goal(1), clock });
    expect(even).toHaveLength(1 + 6);
    expect(even[1]?.role).toBe("user");
  });

  it("is a goals-only, brief coach that lists at most 10 of the user's goals", () => {
    const goals = Array.from({ length: 14 }, (_, i) => goal(i + 1));
    const prompt = buildSystemPrompt({ intent: "help", goals, clock });
    expect(prompt).toContain("goals-only coach");
    expect(prompt).toContain("under 180 words, at most 6 bullets or 5 numbered steps, no tables");
    expect(prompt).toContain("The user's goals (10 of 14");
    expect(prompt.match(/^\d+\. "Goal \d\d"/gm)).toHaveLength(10);
    expect(prompt).toContain("Today is 2026-03-10 (Europe/Paris).");
    expect(prompt).toContain('why: "Feel strong"');
    expect(prompt).toContain("Analytics: average progress");
    expect(prompt).not.toContain("JSON");
  });

  it("sets the word limit by situation: 140 in focus, 130 for learning, 160 for a plan", () => {
    expect(wordLimit("help", false)).toBe(180);
    expect(wordLimit("help", true)).toBe(140);
    expect(wordLimit("learn", true)).toBe(130);
    expect(wordLimit("plan", true)).toBe(160);
    expect(buildSystemPrompt({ intent: "help", goals: [goal(1)], focus: goal(1), clock })).toContain("under 140 words");
  });

  it("names the focused goal and its memory of earlier replies", () => {
    const prompt = buildSystemPrompt({
      intent: "help",
      goals: [goal(1), goal(2)],
      focus: goal(2),
      memory: ["Try mornings.", "Log it."],
      clock,
    });
    expect(prompt).toContain('Focus: the user is working on "Goal 02"');
    expect(prompt).toContain("- Try mornings.\n- Log it.");
  });

  it("asks for only a JSON object on a creation request, description at most 160 characters", () => {
    const prompt = buildSystemPrompt({ intent: "create", goals: [], clock });
    expect(prompt).toContain("Answer with ONLY one JSON object");
    expect(prompt).toContain('{"title": "...", "timeframe": "...", "category": "...", "motivation": "...", "description": "..."}');
    expect(prompt).toContain("at most 160 characters");
    expect(prompt).toContain("The user has no goals yet");
  });

  it("tells the model the habit fields a draft may carry, with the API's limits (issue 29)", () => {
    const prompt = buildSystemPrompt({ intent: "create", goals: [], clock });
    for (const key of ["- kind:", "- target:", "- unit:", "- direction:", "weekdays (ISO", "every_days (2"]) expect(prompt).toContain(key);
    expect(prompt).toContain('"check"');
    expect(prompt).toContain('"amount"');
    expect(prompt).toContain('"at_most"');
    expect(prompt).toContain("1 to 100");
    expect(prompt).toContain("at most 1000000");
    expect(prompt).toContain("1 to 24 characters");
    expect(prompt).toContain("2 to 365");
    expect(buildSystemPrompt({ intent: "help", goals: [], clock })).not.toContain("every_days");
  });
});

describe("per-goal memory", () => {
  it("keeps the last 6 replies per goal", () => {
    let memory = {};
    for (let i = 1; i <= 8; i++) memory = rememberReply(memory, "a", `r${i}`);
    memory = rememberReply(memory, "b", "other");
    expect(recall(memory, "a")).toEqual(["r3", "r4", "r5", "r6", "r7", "r8"]);
    expect(recall(memory, "b")).toEqual(["other"]);
    expect(recall(memory, null)).toEqual([]);
  });
});
