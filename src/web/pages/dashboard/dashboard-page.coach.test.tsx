// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CoachWidgetProps } from "../../features/coach/coach-widget.js";
import { fakeApi, makeGoal, renderDashboard, signInForTest } from "./dashboard-test-kit.js";

// A stand-in coach that shows what the dashboard hands it and can send a draft back.
vi.mock("../../features/coach/coach-widget.js", () => ({
  CoachWidget: ({ goals, demo, onDraft, initiallyOpen, openSignal }: CoachWidgetProps) => (
    <div data-testid="coach">
      <p>{`goals=${goals.length} demo=${demo} open=${initiallyOpen} signal=${openSignal}`}</p>
      <button
        type="button"
        onClick={() =>
          onDraft({ title: "Walk 8k steps", timeframe: "daily", category: "health", motivation: "Energy", description: "After lunch" })
        }
      >
        Send draft
      </button>
    </div>
  ),
}));

beforeEach(() => {
  window.localStorage.clear();
  signInForTest();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The coach is a lazy chunk: under a loaded CI machine it can take longer than findBy's 1 s.
const LAZY = { timeout: 10_000 };

describe("coach integration", () => {
  it("passes the goals, opens on coach=1 and on Talk to Coach", async () => {
    fakeApi([makeGoal(1), makeGoal(2)]);
    renderDashboard("/dashboard?coach=1");
    const coach = await screen.findByTestId("coach", {}, LAZY);
    await screen.findByText("Showing 2 results");
    expect(within(coach).getByText("goals=2 demo=false open=true signal=0")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Talk to Coach" }));
    expect(within(coach).getByText("goals=2 demo=false open=true signal=1")).toBeTruthy();
  });

  it("is loaded once the first cards are painted, not while they wait for the goals (issue 8: LCP)", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderDashboard();
    await screen.findByText("Loading goals…");
    await new Promise((r) => setTimeout(r, 50)); // time enough for a lazy chunk to load and render
    expect(screen.queryByTestId("coach")).toBeNull();
    answer(new Response(JSON.stringify([makeGoal(1)]), { status: 200 }));
    await screen.findByTestId("coach", {}, LAZY);
    expect(screen.getByText("goals=1 demo=false open=false signal=0")).toBeTruthy();
  });

  it("fills the create form with a draft and scrolls it into view 100 ms later", async () => {
    fakeApi([makeGoal(1)]);
    renderDashboard();
    await screen.findByText("Showing 1 result");
    const form = screen.getByRole("region", { name: "Create goal with details" });
    const scroll = vi.fn();
    form.scrollIntoView = scroll;
    const send = await screen.findByRole("button", { name: "Send draft" });
    vi.useFakeTimers();
    fireEvent.click(send);
    const value = (label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
    expect([value("Title"), value("Category"), value("Timeframe"), value("Motivation"), value("Description")]).toEqual([
      "Walk 8k steps",
      "health",
      "daily",
      "Energy",
      "After lunch",
    ]);
    vi.advanceTimersByTime(99);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await waitFor(() => expect(value("Title")).toBe("Walk 8k steps"));
  });
});
