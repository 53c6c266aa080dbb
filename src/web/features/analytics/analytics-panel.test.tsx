// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Goal } from "../../../core/schemas.js";
import { useToasts } from "../../lib/toast.js";
import { AnalyticsPanel } from "./analytics-panel.js";

function Toasts() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{t.message}</li>
      ))}
    </ul>
  );
}

const day = (daysAgo: number, hour = 9) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  d.setDate(d.getDate() - daysAgo);
  return d.toISOString();
};

function goal(id: string, title: string, journal: { progress: number; created_at: string }[], createdDaysAgo = 30): Goal {
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
    created_at: day(createdDaysAgo),
    updated_at: day(0),
    progress: journal.at(-1)?.progress ?? 0,
    likes_count: 0,
    journal: journal.map((e, i) => ({ id: `${id}-${i}`, goal_id: id, note: "n", ...e })),
  };
}

const goals = [
  goal("a", "Run a 10k", [
    { progress: 40, created_at: day(4) },
    { progress: 80, created_at: day(0) },
  ]),
  goal("b", "Learn Spanish", []),
];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
});

describe("AnalyticsPanel", () => {
  it("is a labelled dialog that takes focus and closes on Escape", () => {
    const onClose = vi.fn();
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<AnalyticsPanel goals={goals} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Analytics" });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(opener); // focus returns to what opened the panel
    opener.remove();
  });

  it("shows the core figures", () => {
    render(<AnalyticsPanel goals={goals} onClose={() => {}} />);
    const tile = (name: string) => screen.getByRole("group", { name }).textContent;
    expect(tile("Goals (filtered)")).toContain("2");
    expect(tile("Average progress")).toContain("40%"); // (80 + 0) / 2
    expect(tile("Momentum")).toContain("10% / day"); // (80 − 40) / 4 days
    expect(tile("Active days (7d)")).toContain("2 / 7");
    expect(tile("Completed")).toContain("0");
    expect(tile("Nearing")).toContain("1"); // 80%
    expect(within(screen.getByRole("region", { name: "Need attention" })).getByText("Learn Spanish")).toBeTruthy();
    // Every chart is a named image with a hidden data table.
    for (const name of ["Distribution", "Activity by weekday (last 90 days)", "Activity by hour (last 90 days)"]) {
      expect(screen.getByRole("img", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) })).toBeTruthy();
      expect(screen.getByRole("table", { name })).toBeTruthy();
    }
    expect(screen.queryByRole("region", { name: "Top goals" })).toBeNull();
  });

  it("reads Mixed, never two signs, when the average rises while the median goal falls (issue 15 item 5)", () => {
    const falling = (id: string) =>
      goal(
        id,
        `Falling ${id}`,
        [
          { progress: 50, created_at: day(40) },
          { progress: 40, created_at: day(10) },
        ],
        60,
      );
    // Two goals lost 10 points a month ago; one rose from 0 to 90 this week.
    const mixed = [
      falling("a"),
      falling("b"),
      goal(
        "c",
        "Sprint",
        [
          { progress: 0, created_at: day(4) },
          { progress: 90, created_at: day(0) },
        ],
        5,
      ),
    ];
    render(<AnalyticsPanel goals={mixed} onClose={() => {}} />);
    const tile = (name: string) => screen.getByRole("group", { name }).textContent ?? "";
    expect(tile("Momentum")).toBe("MomentumMixedmedian goal, first to last check-in");
    expect(tile("Forecast")).toBe("Forecastn/anone while goals move in different directions");
    expect(tile("Average progress")).toContain("Mixed over 7 days, trend of the average");
    expect(screen.getByRole("note").textContent).toContain("some goals rise while others fall");
    fireEvent.click(screen.getByRole("button", { name: "Expand" }));
    expect(tile("Average pace")).toBe("Average paceMixedmean goal, first to last check-in");
  });

  it("expands to show the top goals and collapses again", () => {
    render(<AnalyticsPanel goals={goals} onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Expand" }));
    const top = screen.getByRole("region", { name: "Top goals" });
    expect(
      within(top)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.includes("Run a 10k")),
    ).toEqual([true, false]);
    expect(screen.getByRole("button", { name: "Collapse" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Collapse" }));
    expect(screen.queryByRole("region", { name: "Top goals" })).toBeNull();
  });

  it("copies JSON and text, and says so; says Unable to copy when refused", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(
      <>
        <AnalyticsPanel goals={goals} onClose={() => {}} />
        <Toasts />
      </>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy JSON" })));
    expect(JSON.parse(writeText.mock.calls[0]?.[0] as string)).toMatchObject({ count: 2, avgProgress: 40 });
    expect(screen.getByText("Analytics JSON copied")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy text" })));
    expect(writeText.mock.calls[1]?.[0]).toContain("Average progress: 40%");
    expect(screen.getByText("Summary copied")).toBeTruthy();

    writeText.mockRejectedValue(new Error("denied"));
    document.execCommand = vi.fn().mockReturnValue(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy full analytics" })));
    expect(screen.getByText("Unable to copy")).toBeTruthy();
  });

  it("downloads the CSV under the product's file name", () => {
    const createObjectURL = vi.fn().mockReturnValue("blob:x");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(
      <>
        <AnalyticsPanel goals={goals} onClose={() => {}} />
        <Toasts />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(clicked).toEqual(["progressvault-analytics.csv"]);
    expect(screen.getByText("CSV downloaded")).toBeTruthy();
  });

  it("says so when the filter leaves no goals", () => {
    render(<AnalyticsPanel goals={[]} onClose={() => {}} demo />);
    expect(screen.getByText("No goals to analyse")).toBeTruthy();
    expect(screen.getByText("Demo data")).toBeTruthy();
  });
});
