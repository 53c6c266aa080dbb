// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoStore } from "../../features/demo/demo-store.js";
import { useCalendarTap } from "./use-calendar-tap.js";

const spec = { description: "", motivation: "", category: "health" };
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

describe("the journal calendar's tap in demo mode", () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchSpy);
    demoStore.reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("backdates a check-in and an amount through the demo store, with no server call", () => {
    const gym = demoStore.create({ ...spec, title: "Gym", timeframe: "daily", kind: "check" })!;
    const run = demoStore.create({ ...spec, title: "Run", timeframe: "weekly", kind: "amount", target: 20, unit: "km" })!;
    const { result } = renderHook(() => useCalendarTap(true), { wrapper });
    const at = new Date(Date.now() - 2 * 86_400_000).toISOString();
    result.current(gym, at);
    result.current(run, at, 5.5);
    const journal = (id: string) => demoStore.goals().find((g) => g.id === id)!.journal;
    expect(journal(gym.id).map((e) => [e.created_at, e.note])).toEqual([[at, "Done"]]);
    expect(journal(run.id).map((e) => [e.created_at, e.amount])).toEqual([[at, 5.5]]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
