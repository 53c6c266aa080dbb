// @vitest-environment happy-dom
/** The analytics panel's "Group" select (issue 30 item 4): narrows what the panel counts and asks for. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { computeAnalyticsSummary } from "../../../core/analytics.js";
import type { Group } from "../../../core/group-schema.js";
import type { Goal } from "../../../core/schemas.js";
import { AnalyticsPanel } from "./analytics-panel.js";

const created = new Date(Date.now() - 10 * 86_400_000).toISOString();
function goal(id: string, title: string, group_id: string | null): Goal {
  return {
    id,
    title,
    description: "",
    motivation: "",
    category: "health",
    timeframe: "daily",
    public: false,
    slug: null,
    username: "u",
    created_at: created,
    updated_at: created,
    progress: 0,
    likes_count: 0,
    journal: [],
    group_id,
  } as Goal;
}
const groups: Group[] = [
  { id: "g-health", name: "Health", position: 0 },
  { id: "g-work", name: "Work", position: 1 },
];
const goals = [goal("a", "Run", "g-health"), goal("b", "Sleep", "g-health"), goal("c", "Ship", "g-work"), goal("d", "Loose", null)];
const heading = () => screen.getByText(/in the current filter/).textContent;

afterEach(cleanup);

describe("the analytics panel's Group select", () => {
  it("offers All goals, each group in order and No group, and narrows the panel to the choice", () => {
    render(<AnalyticsPanel goals={goals} groups={groups} onClose={() => {}} demo />);
    const select = screen.getByLabelText("Group");
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(["All goals", "Health", "Work", "No group"]);
    expect(heading()).toMatch(/^4 goals/);
    fireEvent.change(select, { target: { value: "g-health" } });
    expect(heading()).toMatch(/^2 goals/);
    fireEvent.change(select, { target: { value: "none" } });
    expect(heading()).toMatch(/^1 goal /);
    fireEvent.change(select, { target: { value: "" } });
    expect(heading()).toMatch(/^4 goals/);
  });

  it("is not shown to someone with no groups", () => {
    render(<AnalyticsPanel goals={goals} onClose={() => {}} demo />);
    expect(screen.queryByLabelText("Group")).toBeNull();
  });

  it("asks the server for the chosen group's goals with its group_id", async () => {
    const load = vi.fn((ids: string[], _signal: AbortSignal, _groupId?: string) =>
      Promise.resolve(
        computeAnalyticsSummary(
          goals.filter((g) => ids.includes(g.id)),
          { now: new Date(), timeZone: "UTC" },
        ),
      ),
    );
    render(<AnalyticsPanel goals={goals} groups={groups} onClose={() => {}} loadSummary={load} />);
    await act(async () => {});
    expect(load).toHaveBeenLastCalledWith(["a", "b", "c", "d"], expect.anything(), undefined);
    fireEvent.change(screen.getByLabelText("Group"), { target: { value: "g-work" } });
    await act(async () => {});
    expect(load).toHaveBeenLastCalledWith(["c"], expect.anything(), "g-work");
    expect(heading()).toMatch(/^1 goal /);
  });
});
