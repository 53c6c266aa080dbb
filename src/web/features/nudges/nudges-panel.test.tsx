// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster.js";
import { renderAt } from "../../lib/test-render.js";
import NudgesPanel from "./nudges-panel.js";

type Settings = { streak_at_risk: boolean; behind_pace: boolean; time: string; time_zone: string };

/** A server holding the account's nudges; PATCH merges the body unless `failPatch`. */
function server(failPatch = false) {
  let settings: Settings = { streak_at_risk: false, behind_pace: false, time: "20:00", time_zone: "UTC" };
  return vi.fn(async (url: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url !== "/api/notifications/nudges") return json(404, { error: "Not found" });
    if (init?.method === "PATCH") {
      if (failPatch) return json(503, { error: "The database is unavailable; try again shortly" });
      settings = { ...settings, ...(JSON.parse(String(init.body)) as Partial<Settings>) };
    }
    return json(200, settings);
  });
}

const box = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("Settings → Notifications → Nudges (issue 32)", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("token", "t");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows both nudges off, saves a switch with the browser's zone, and a new time on leaving the field", async () => {
    const fetchSpy = server();
    vi.stubGlobal("fetch", fetchSpy);
    renderAt(
      <>
        <NudgesPanel />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(box(/Streak at risk/).checked).toBe(false));
    expect(box(/Behind pace/).checked).toBe(false);
    fireEvent.click(box(/Behind pace/));
    // Checked in the click's own render, before the server answers (a browser test's check()
    // reads the box right after its click).
    expect(box(/Behind pace/).checked).toBe(true);
    expect(await screen.findByText("Nudges saved")).toBeTruthy();
    const patches = () =>
      fetchSpy.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init!.body)));
    expect(patches()[0]).toMatchObject({ behind_pace: true, time_zone: expect.any(String) });
    expect(box(/Behind pace/).checked).toBe(true);

    const time = screen.getByLabelText("Nudge time") as HTMLInputElement;
    expect(time.value).toBe("20:00");
    fireEvent.change(time, { target: { value: "21:45" } });
    fireEvent.blur(time);
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toMatchObject({ time: "21:45" });
  });

  it("a refused save puts the switch back and says why", async () => {
    vi.stubGlobal("fetch", server(true));
    renderAt(
      <>
        <NudgesPanel />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(box(/Streak at risk/).checked).toBe(false));
    fireEvent.click(box(/Streak at risk/));
    expect(box(/Streak at risk/).checked).toBe(true);
    expect(await screen.findByText(/The database is unavailable/)).toBeTruthy();
    await waitFor(() => expect(box(/Streak at risk/).checked).toBe(false));
  });
});
