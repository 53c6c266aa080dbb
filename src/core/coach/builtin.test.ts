import { describe, expect, it } from "vitest";
import { type AnalyticsGoal, computeAnalyticsSummary } from "../analytics.js";
import { panelDirection } from "../analytics/direction.js";
import { builtinCoach, type CoachResult } from "./builtin.js";
import { COACH_TEXT } from "./constants.js";
import type { CoachMode, CoachTurn } from "./contract.js";
import type { CoachGoal } from "./coach-facts.js";
import { wordLimit } from "./prompt.js";

const now = new Date("2026-03-10T12:00:00Z");
const timeZone = "UTC";

const GOALS: CoachGoal[] = [
  {
    id: "g-read",
    title: "Read 20 pages a day",
    category: "study",
    timeframe: "daily",
    public: false,
    motivation: "Be smarter",
    created_at: "2026-01-01T10:00:00Z",
    journal: [{ progress: 30, created_at: "2026-02-01T10:00:00Z" }],
  },
  {
    id: "g-run",
    title: "Run 5k",
    category: "health",
    timeframe: "weekly",
    public: false,
    motivation: "",
    created_at: "2026-03-01T10:00:00Z",
    journal: [
      { progress: 40, created_at: "2026-03-09T10:00:00Z" },
      { progress: 50, created_at: "2026-03-10T10:00:00Z" },
    ],
  },
  {
    id: "g-save",
    title: "Save 200 dollars a month",
    category: "finance",
    timeframe: "monthly",
    public: false,
    created_at: "2026-03-05T10:00:00Z",
    journal: [],
  },
];

interface Row {
  prompt: string | CoachTurn[];
  intent: CoachResult["intent"];
  goals?: CoachGoal[];
  focus?: string;
  mode?: CoachMode;
  /** Expected fields of the result (partial match). */
  expected?: Partial<CoachResult>;
  /** Fields the result must not have. */
  absent?: (keyof CoachResult)[];
  /** Texts the reply must contain. */
  says?: string[];
}

const needDetails = { reply: expect.stringMatching(/^Add details: action \+ quantity \+ timeframe \+ why it matters\./) };

const ROWS: Row[] = [
  {
    prompt: "Create a goal: run a 5k three times a week so I feel fitter",
    intent: "create",
    expected: {
      draft: {
        title: "Run a 5k three times a week",
        timeframe: "weekly",
        category: "health",
        motivation: "I feel fitter",
        description: expect.stringMatching(/^Run a 5k three times a week\. .*Why: I feel fitter\./),
      },
      mode: "general",
    },
    says: ["Title: Run a 5k three times a week"],
  },
  {
    prompt: "Add a new goal to meditate 10 minutes every morning because I want less stress",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Meditate 10 minutes every morning",
        timeframe: "daily",
        category: "personal",
        motivation: "I want less stress",
      }),
    },
  },
  {
    prompt: "new goal: practise guitar 20 minutes a day so that I can play at my sister's wedding",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Practise guitar 20 minutes a day",
        timeframe: "daily",
        category: "creative",
        motivation: "I can play at my sister's wedding",
      }),
    },
  },
  {
    prompt: "Set a goal to save $200 each month for an emergency fund",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Save $200 each month for an emergency fund",
        timeframe: "monthly",
        category: "finance",
        motivation: "",
      }),
    },
  },
  {
    prompt: "Create a goal to read 2 books per month because reading calms me",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Read 2 books per month",
        timeframe: "monthly",
        category: "study",
        motivation: "Reading calms me",
      }),
    },
  },
  {
    prompt: "make a habit of drinking 2 litres of water daily",
    intent: "create",
    expected: { draft: expect.objectContaining({ title: "Drinking 2 litres of water daily", timeframe: "daily", category: "health" }) },
  },
  {
    prompt: "I want to write 500 words every day so I finish my novel",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Write 500 words every day",
        timeframe: "daily",
        category: "creative",
        motivation: "I finish my novel",
      }),
    },
  },
  {
    prompt: "Please create a goal to call my parents every Sunday, because family matters",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Call my parents every Sunday",
        timeframe: "weekly",
        category: "personal",
        motivation: "Family matters",
      }),
    },
  },
  {
    prompt: "Add a goal: apply to 5 jobs per week so I can change careers this year",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Apply to 5 jobs per week",
        timeframe: "weekly",
        category: "career",
        motivation: "I can change careers this year",
      }),
    },
  },
  { prompt: "Create a goal", intent: "create", expected: { ...needDetails, mode: "create" }, absent: ["draft"] },
  { prompt: "create a goal for fitness", intent: "create", expected: { ...needDetails, mode: "create" }, absent: ["draft"] },
  { prompt: "Add a goal: learn Spanish", intent: "create", expected: { ...needDetails, mode: "create" }, absent: ["draft"] },
  {
    prompt: [
      { role: "user", content: "Create a goal" },
      { role: "assistant", content: COACH_TEXT.needDetails },
      { role: "user", content: "run 3 times a week so I sleep better" },
    ],
    mode: "create",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Run 3 times a week",
        timeframe: "weekly",
        category: "health",
        motivation: "I sleep better",
      }),
    },
  },
  {
    prompt: [
      { role: "user", content: "Add a goal: learn Spanish" },
      { role: "assistant", content: COACH_TEXT.needDetails },
      { role: "user", content: "weekly" },
    ],
    mode: "create",
    intent: "create",
    expected: { draft: expect.objectContaining({ title: "Learn Spanish", timeframe: "weekly", category: "study" }) },
  },
  {
    prompt: "Review my analytics",
    intent: "analytics",
    says: [
      "Average progress 27% across 3 goals",
      "Stalled (no update for over 14 days): “Read 20 pages a day”",
      "Needs attention: “Read 20 pages a day” (30%)",
      "Forecast:",
      "Next: a small step on “Read 20 pages a day”",
    ],
  },
  { prompt: "How am I doing?", intent: "analytics", says: ["Average progress"] },
  { prompt: "show me my stats", intent: "analytics", says: ["Active on 2 days of the last 7"] },
  { prompt: "what's my forecast?", intent: "analytics", says: ["Forecast:"] },
  { prompt: "review my analytics", goals: [], intent: "analytics", expected: { reply: COACH_TEXT.noGoals } },
  {
    prompt: "Help me with Run 5k",
    intent: "help",
    expected: { focusGoalId: "g-run", mode: "focus" },
    says: ["“Run 5k” is at 50% (weekly, a 2-day streak); last update: today.", "A milestone to aim for"],
  },
  {
    prompt: "any tips for my reading goal?",
    intent: "help",
    expected: { focusGoalId: "g-read" },
    says: ["Remember why: “Be smarter”", "37 days since the last update"],
  },
  { prompt: "how do I get better at running?", intent: "help", expected: { focusGoalId: "g-run" }, says: ["“Run 5k” is at 50%"] },
  {
    prompt: "I want to read 30 pages every day so I finish more books",
    intent: "create",
    expected: {
      draft: expect.objectContaining({
        title: "Read 30 pages every day",
        timeframe: "daily",
        category: "study",
        motivation: "I finish more books",
      }),
    },
  },
  {
    prompt: "help me with my goal",
    intent: "help",
    expected: { reply: "Which goal would you like help with?", goals: expect.arrayContaining([expect.objectContaining({ id: "g-run" })]) },
  },
  { prompt: "help me with my goal", goals: [], intent: "help", expected: { reply: COACH_TEXT.noGoals }, absent: ["goals"] },
  { prompt: "What should I do next?", intent: "next", says: ["Work on “Read 20 pages a day” next: it has not moved for 37 days."] },
  { prompt: "what's next for Run 5k", intent: "next", expected: { focusGoalId: "g-run" }, says: ["Work on “Run 5k” next: it is at 50%"] },
  {
    prompt: "What should I do next?",
    focus: "g-save",
    intent: "next",
    says: ["Work on “Save 200 dollars a month” next: it has no check-in yet."],
  },
  { prompt: "I'm stuck", intent: "stuck", says: ["Shrink the next step"] },
  { prompt: "I keep skipping my runs and feel unmotivated", intent: "stuck", says: ["Name the obstacle"] },
  {
    prompt: "I'm stuck on Read 20 pages a day",
    intent: "stuck",
    expected: { focusGoalId: "g-read" },
    says: ["Stuck on “Read 20 pages a day” (30%)", "Remember why you started: “Be smarter”"],
  },
  {
    prompt: "switch goal",
    focus: "g-run",
    intent: "switch",
    expected: { focusGoalId: null, mode: "general", reply: "Which goal should we focus on?" },
  },
  { prompt: "Let's focus on a different goal", focus: "g-run", intent: "switch", expected: { focusGoalId: null } },
  { prompt: "switch goal", goals: [], intent: "switch", expected: { reply: COACH_TEXT.noGoals } },
  { prompt: "hello", intent: "greeting", says: ["I'm your goals coach"], expected: { goals: expect.any(Array) } },
  { prompt: "what can you do?", goals: [], intent: "greeting", says: [COACH_TEXT.noGoals] },
  {
    prompt: "show my goals",
    intent: "list",
    says: ["You have 3 goals", "Read 20 pages a day: 30%", "Run 5k: 50%", "Save 200 dollars a month: 0%"],
  },
  {
    prompt: "make a plan for Run 5k",
    intent: "plan",
    expected: { focusGoalId: "g-run" },
    says: ["A plan for “Run 5k” (now 50%)", "Run the full 5 km (100%)."],
  },
  { prompt: "can you plan it step by step", focus: "g-save", intent: "plan", says: ["A plan for “Save 200 dollars a month”"] },
  { prompt: "plan", intent: "plan", expected: { reply: "Which goal should we plan?" } },
  { prompt: "How do I study better for exams?", intent: "learn", says: ["active recall"] },
  { prompt: "what's the weather tomorrow?", intent: "unknown", expected: { reply: COACH_TEXT.cannedFallback, focusGoalId: null } },
  { prompt: "hmm", focus: "g-run", intent: "unknown", expected: { focusGoalId: "g-run", mode: "focus" }, says: ["“Run 5k” is at 50%"] },
];

describe("built-in coach: intents and answers", () => {
  it("has a table of at least 30 prompts", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ROWS.map((r, i) => [i + 1, typeof r.prompt === "string" ? r.prompt : r.prompt.at(-1)?.content, r] as const))(
    "%i. %s",
    (_n, _label, row) => {
      const messages: CoachTurn[] = typeof row.prompt === "string" ? [{ role: "user", content: row.prompt }] : row.prompt;
      const result = builtinCoach({ messages, goals: row.goals ?? GOALS, focusGoalId: row.focus, mode: row.mode, now, timeZone });
      expect(result.intent).toBe(row.intent);
      if (row.expected) expect(result).toMatchObject(row.expected as Record<string, unknown>);
      for (const text of row.says ?? []) expect(result.reply).toContain(text);
      for (const key of row.absent ?? []) expect(result).not.toHaveProperty(key);
      // Brief answers (spec §9): under 180 words (140 in focus, 130 learning, 160 a plan), ≤ 6 bullets or 5 steps.
      expect(result.reply.split(/\s+/).length).toBeLessThan(wordLimit(result.intent, result.focusGoalId !== null));
      expect(result.reply.split("\n").filter((l) => l.startsWith("- ")).length).toBeLessThanOrEqual(6);
      expect(result.reply.split("\n").filter((l) => /^\d+\. /.test(l)).length).toBeLessThanOrEqual(5);
      expect(result.reply).not.toContain("|");
      if (result.goals) expect(result.goals.length).toBeLessThanOrEqual(5);
    },
  );
});

describe("built-in coach: edges", () => {
  it("offers at most 5 goals in the selector, unfinished and idle ones first", () => {
    const many: CoachGoal[] = Array.from({ length: 8 }, (_, i) => ({
      id: `g${i}`,
      title: `Goal number ${i}`,
      category: "general",
      timeframe: "weekly",
      public: false,
      created_at: "2026-03-01T10:00:00Z",
      journal: [{ progress: i === 0 ? 100 : 10 * i, created_at: `2026-03-0${i + 1}T10:00:00Z` }],
    }));
    const result = builtinCoach({ messages: [{ role: "user", content: "switch goal" }], goals: many, now, timeZone });
    expect(result.goals?.map((g) => g.id)).toEqual(["g1", "g2", "g3", "g4", "g5"]);
    expect(result.goals?.[0]).toEqual({ id: "g1", title: "Goal number 1", category: "general", timeframe: "weekly", progress: 10 });
  });

  it("answers the analytics failure text when the analytics cannot be computed", () => {
    const broken = {
      ...GOALS[0],
      get journal(): never {
        throw new Error("corrupt journal");
      },
    } as CoachGoal;
    const result = builtinCoach({ messages: [{ role: "user", content: "review my analytics" }], goals: [broken], now, timeZone });
    expect(result.reply).toBe(COACH_TEXT.analyticsUnavailable);
  });

  it("signs neither trend nor Momentum when they point different ways, as the analytics panel", () => {
    const day = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
    const goal = (id: string, journal: [number, number][]): CoachGoal => ({
      id,
      title: id,
      category: "health",
      timeframe: "daily",
      public: false,
      motivation: "",
      created_at: day(60),
      journal: journal.map(([daysAgo, progress]) => ({ progress, created_at: day(daysAgo) })),
    });
    // One goal leaps this week (the average's trend rises); two sink slowly (the median pace falls).
    const goals = [
      goal("Leap", [
        [9, 10],
        [1, 90],
      ]),
      goal("Sink A", [
        [50, 60],
        [2, 50],
      ]),
      goal("Sink B", [
        [50, 60],
        [2, 50],
      ]),
    ];
    const summary = computeAnalyticsSummary(goals as AnalyticsGoal[], { now, timeZone });
    expect(panelDirection(summary)).toBe("mixed"); // the case this test is about
    const result = builtinCoach({ messages: [{ role: "user", content: "review my analytics" }], goals, now, timeZone });
    expect(result.reply).toContain("(some goals rising, others falling)");
    expect(result.reply).toContain("Forecast: n/a while your goals move in different directions.");
    expect(result.reply).not.toMatch(/[+-]\d+(\.\d+)? points|momentum -|-\d+(\.\d+)?% a day/);
  });

  it("ignores a focus on a goal the user does not have", () => {
    const result = builtinCoach({ messages: [{ role: "user", content: "hmm" }], goals: GOALS, focusGoalId: "someone-else", now, timeZone });
    expect(result).toMatchObject({ reply: COACH_TEXT.cannedFallback, focusGoalId: null, mode: "general" });
  });

  it("leaves out tips it already gave for the focused goal (per-goal memory)", () => {
    const first = builtinCoach({ messages: [{ role: "user", content: "help with Run 5k" }], goals: GOALS, now, timeZone });
    const second = builtinCoach({
      messages: [{ role: "user", content: "more tips please" }],
      goals: GOALS,
      focusGoalId: "g-run",
      memory: [first.reply],
      now,
      timeZone,
    });
    const tips = (r: string) => r.split("\n").filter((l) => l.startsWith("- "));
    expect(tips(second.reply)).not.toEqual(tips(first.reply));
  });

  it("suggests a template when the creation request lacks a timeframe", () => {
    const result = builtinCoach({ messages: [{ role: "user", content: "Create a goal: meditate more" }], goals: [], now, timeZone });
    expect(result.reply).toBe(`${COACH_TEXT.needDetails}\nFor example: “Meditate for 10 minutes a day”.`);
  });
});
