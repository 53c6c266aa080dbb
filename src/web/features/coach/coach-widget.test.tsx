// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COACH_TEXT } from "../../../core/coach/constants.js";
import type { Goal } from "../../../core/schemas.js";
import { CoachWidget, type CoachWidgetProps } from "./coach-widget.js";
import { DEMO_REPLY_DELAY_MS } from "./use-coach-chat.js";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

function goal(id: string, title: string, progress: number): Goal {
  return {
    id,
    title,
    description: "",
    motivation: "Because it matters",
    category: "health",
    timeframe: "weekly",
    public: false,
    slug: null,
    username: "u",
    created_at: daysAgo(20),
    updated_at: daysAgo(1),
    progress,
    likes_count: 0,
    journal: [{ id: `${id}-e`, goal_id: id, note: "n", progress, created_at: daysAgo(1) }],
  };
}

const GOALS = [goal("11111111-1111-4111-8111-111111111111", "Run 5k", 40), goal("22222222-2222-4222-8222-222222222222", "Swim weekly", 10)];

function setup(props: Partial<CoachWidgetProps> = {}) {
  const onDraft = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  const all: CoachWidgetProps = { goals: GOALS, demo: true, onDraft, ...props };
  const view = render(wrap(<CoachWidget {...all} />));
  return { onDraft, rerender: (p: Partial<CoachWidgetProps>) => view.rerender(wrap(<CoachWidget {...all} {...p} />)) };
}

const input = () => screen.getByLabelText("Message the coach") as HTMLTextAreaElement;
function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}
const enter = (shiftKey = false) => fireEvent.keyDown(input(), { key: "Enter", shiftKey });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CoachWidget", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("no network in demo"))),
    );
  });

  it("opens a labelled dialog from the Coach button, moves focus in and back out", () => {
    setup();
    const button = screen.getByRole("button", { name: "Coach" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: COACH_TEXT.headerGeneral });
    expect(document.activeElement).toBe(input());
    expect(within(dialog).getByRole("log").getAttribute("aria-live")).toBe("polite");
    expect(within(dialog).getByText(/Pick a goal to focus on/)).toBeTruthy();
    expect(within(dialog).getAllByRole("button", { name: /Run 5k|Swim weekly/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close coach" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("opens at once with initiallyOpen, and whenever openSignal changes; Escape closes", () => {
    const { rerender } = setup({ initiallyOpen: true, openSignal: 0 });
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender({ openSignal: 1 });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("in demo mode, answers how one of the local groups is doing (issue 30 item 4), with no server call", async () => {
    const inHealth = GOALS.map((g, i) => ({ ...g, group_id: i === 0 ? "g-health" : null }));
    setup({ initiallyOpen: true, goals: inHealth, groups: [{ id: "g-health", name: "Health", position: 0 }] });
    type("How is my Health group doing?");
    enter();
    await screen.findByText(/Your Health group has 1 goal: Run 5k\./);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("ignores empty input and Shift+Enter; Enter sends and disables the box until the reply", async () => {
    setup({ initiallyOpen: true });
    type("   ");
    enter();
    expect(screen.queryByText("Coach is typing…")).toBeNull();
    type("What should I do next?");
    enter(true);
    expect(screen.queryByText("Coach is typing…")).toBeNull();
    enter();
    expect(screen.getByText("What should I do next?")).toBeTruthy();
    expect(screen.getByText("Coach is typing…")).toBeTruthy();
    expect(input().disabled).toBe(true);
    expect(input().value).toBe("");
    await screen.findByText(/Work on “Swim weekly” next/);
    expect(input().disabled).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("focuses a picked goal: header and placeholder name it; Switch goal leaves the focus", async () => {
    setup({ initiallyOpen: true });
    fireEvent.click(screen.getByRole("button", { name: /Run 5k/ }));
    await screen.findByRole("dialog", { name: "Focused: Run 5k" });
    expect(input().placeholder).toBe("Ask about: Run 5k");
    await screen.findByText(/“Run 5k” is at 40%/);
    fireEvent.click(screen.getByRole("button", { name: "Switch goal" }));
    expect(screen.getByRole("dialog", { name: COACH_TEXT.headerGeneral })).toBeTruthy();
    expect(screen.getByText("Which goal should we focus on?")).toBeTruthy();
  });

  it("hands a draft to the dashboard and closes 1.2 s later", async () => {
    vi.useFakeTimers();
    try {
      const { onDraft } = setup({ initiallyOpen: true });
      type("Create a goal: run a 5k three times a week so I feel fitter");
      enter();
      await act(() => vi.advanceTimersByTimeAsync(DEMO_REPLY_DELAY_MS));
      expect(onDraft).toHaveBeenCalledTimes(1);
      expect(onDraft).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Run a 5k three times a week",
          timeframe: "weekly",
          category: "health",
          motivation: "I feel fitter",
        }),
      );
      await act(() => vi.advanceTimersByTimeAsync(1199));
      expect(screen.getByRole("dialog")).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("greets with the no-goals text when there are none", () => {
    setup({ initiallyOpen: true, goals: [] });
    expect(screen.getByText(/You don't have any goals yet\. Would you like to create one\?/)).toBeTruthy();
  });
});

describe("CoachWidget signed in", () => {
  function answer(status: number, body: unknown) {
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  }

  it("posts the conversation to /api/coach/chat and shows the reply", async () => {
    const fetchMock = vi.fn(() =>
      answer(200, { reply: "Server says hi", source: "ai", intent: "help", focusGoalId: null, mode: "general" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    setup({ demo: false, initiallyOpen: true });
    type("How do I keep going?");
    enter();
    await screen.findByText("Server says hi");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/coach/chat");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ mode: "general", focusGoalId: null, memory: [], timeZone: expect.any(String) });
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "How do I keep going?" });
    expect(body).not.toHaveProperty("goals");
  });

  it("shows the server's message on 429 and answers with the built-in coach when the server fails", async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => answer(429, { error: COACH_TEXT.rateLimited }))
      .mockImplementationOnce(() => answer(500, { error: "Internal server error" }));
    vi.stubGlobal("fetch", fetchMock);
    setup({ demo: false, initiallyOpen: true });
    type("hello");
    enter();
    await screen.findByText(COACH_TEXT.rateLimited);
    type("What should I do next?");
    enter();
    await screen.findByText(/Work on “Swim weekly” next/);
  });
});
