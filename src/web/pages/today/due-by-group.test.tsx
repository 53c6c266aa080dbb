// @vitest-environment happy-dom
/** Today's due goals under the user's groups (issue 30 item 4). */
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { goalsFacts } from "../../../core/goal-facts.js";
import type { Group } from "../../../core/group-schema.js";
import type { Goal } from "../../../core/schemas.js";
import type { GoalActions } from "../../features/goals/goal-actions.js";
import type { GoalWithFacts } from "../../features/goals/list-view.js";
import { DueByGroup } from "./today-page.js";

const now = new Date();
const goal = (id: string, title: string, group_id: string | null): Goal =>
  ({
    id,
    title,
    description: "",
    motivation: "",
    category: "health",
    timeframe: "daily",
    public: false,
    slug: null,
    username: "u",
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    progress: 0,
    likes_count: 0,
    journal: [],
    group_id,
  }) as Goal;
const goals = [goal("a", "Ship", "work"), goal("b", "Loose", null), goal("c", "Run", "health"), goal("d", "Gone", "deleted-group")];
const facts = goalsFacts(goals, { now, timeZone: "UTC" });
const items: GoalWithFacts[] = goals.map((g, i) => ({ goal: g, facts: facts[i] as GoalWithFacts["facts"] }));
// Work is listed first but placed second: the groups' own order wins.
const groups: Group[] = [
  { id: "work", name: "Work", position: 1 },
  { id: "health", name: "Health", position: 0 },
  { id: "empty", name: "Empty", position: 2 },
];
// Nothing is tapped here: every action answers "not now".
const actions = new Proxy({}, { get: () => () => false }) as GoalActions;
const show = (g: readonly Group[]) =>
  render(
    <MemoryRouter>
      <DueByGroup items={items} groups={g} actions={actions} demo />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe("Today's due goals by group", () => {
  it("sections them in the groups' order, goals in no group (or a deleted one) last, empty groups left out", () => {
    show(groups);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Health (1)",
      "Run",
      "Work (1)",
      "Ship",
      "No group (2)",
      "Loose",
      "Gone",
    ]);
    const none = screen.getByRole("region", { name: "No group (2)" });
    expect(
      within(none)
        .getAllByRole("article")
        .map((a) => a.getAttribute("data-goal-card")),
    ).toEqual(["b", "d"]);
  });

  it("shows no headings when the user has no groups", () => {
    show([]);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(4);
  });
});
