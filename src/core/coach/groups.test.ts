import { describe, expect, it } from "vitest";
import { builtinCoach } from "./builtin.js";
import type { CoachGoal } from "./coach-facts.js";
import { askedGroup, groupReport } from "./groups.js";
import { buildSystemPrompt } from "./prompt.js";

const now = new Date("2026-03-10T12:00:00Z");
const clock = { now, timeZone: "UTC" };
const daily = (id: string, title: string, group_id: string | null, days: string[], progress: number[]): CoachGoal => ({
  id,
  title,
  category: "health",
  timeframe: "daily",
  public: false,
  created_at: "2026-03-01T08:00:00Z",
  group_id,
  journal: days.map((d, i) => ({ progress: progress[i] ?? 0, created_at: `2026-03-${d}T09:00:00Z` })),
});

const groups = [
  { id: "health", name: "Health" },
  { id: "mental", name: "Mental health" },
  { id: "work", name: "Work" },
];
// Both Health goals met on the 8th and 9th, nothing on the 7th; Sleep not yet today.
const GOALS: CoachGoal[] = [
  daily("run", "Run 2 km", "health", ["08", "09", "10"], [20, 40, 60]),
  daily("sleep", "Sleep by 11", "health", ["08", "09"], [30, 40]),
  { ...daily("old", "Old habit", "health", [], []), archived: true },
  daily("ship", "Ship a feature", "work", ["10"], [10]),
  daily("loose", "Loose goal", null, [], []),
];

describe("the coach and the user's groups (issue 30 item 4)", () => {
  it("reads which group a message asks about, only when it says group", () => {
    expect(askedGroup("how is my Health group doing?", groups)?.id).toBe("health");
    expect(askedGroup("How's the mental health group?", groups)?.id).toBe("mental");
    expect(askedGroup("how is Health doing?", groups)).toBeUndefined();
    expect(askedGroup("how is my Workout group doing?", groups)).toBeUndefined();
    expect(askedGroup("how are my groups?", [])).toBeUndefined();
  });

  it("reports a group's goals with the section header's figures, archived goals left out", () => {
    const report = groupReport(groups[0]!, GOALS, clock);
    expect(report.goals.map((g) => g.id)).toEqual(["run", "sleep"]);
    // Today is not yet perfect (Sleep), which never breaks the run; the 9th and 8th were.
    expect(report.summary).toEqual({ dueToday: 2, doneToday: 1, averageProgress: 50, perfectDays: 2 });
  });

  it("answers how a group is doing in the built-in coach", () => {
    const result = builtinCoach({ messages: [{ role: "user", content: "how is my Health group doing?" }], goals: GOALS, groups, ...clock });
    expect(result.reply).toBe(
      "Your Health group has 2 goals: Run 2 km, Sleep by 11.\n" +
        "- 1 of 2 done today · average progress 50% · perfect-day streak 2 days\n" +
        "1 still due today: check them in to keep the perfect-day streak.",
    );
    const empty = builtinCoach({ messages: [{ role: "user", content: "and my Mental health group?" }], goals: GOALS, groups, ...clock });
    expect(empty.reply).toBe("Your Mental health group has no goals yet. Put a goal in it from the goal's Edit.");
  });

  it("gives an AI service the group names, their goals and figures", () => {
    const prompt = buildSystemPrompt({ intent: "analytics", goals: GOALS, groups, clock });
    expect(prompt).toContain('- Health: "Run 2 km", "Sleep by 11"; 1 of 2 done today · average progress 50% · perfect-day streak 2 days');
    expect(prompt).toContain("- Mental health: no goals;");
    expect(prompt).toContain('- Work: "Ship a feature"; 1 of 1 done today');
    expect(buildSystemPrompt({ intent: "analytics", goals: GOALS, clock })).not.toContain("groups of goals");
  });
});
