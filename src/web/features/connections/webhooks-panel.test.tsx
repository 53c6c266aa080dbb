// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../lib/test-render.js";
import { WebhooksPanel } from "./webhooks-panel.js";

const HOOK = { id: "0190f7a2-0000-7000-8000-000000000001", url: "https://example.org/hook", created_at: "2026-11-28T09:00:00.000Z" };
const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake server: the webhooks it holds, and the request bodies it was sent, by "METHOD path". */
function fakeServer() {
  const hooks: { id: string; url: string; events: string[]; created_at: string }[] = [];
  const sent: [string, unknown][] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://app.test").pathname;
    const key = `${init?.method ?? "GET"} ${path}`;
    sent.push([key, init?.body ? JSON.parse(String(init.body)) : undefined]);
    if (key === "GET /api/webhooks") return json(200, hooks);
    if (key === "POST /api/webhooks") {
      const body = JSON.parse(String(init?.body)) as { url: string; events: string[] };
      hooks.push({ ...HOOK, url: body.url, events: body.events });
      return json(201, { ...hooks[0], secret: "whsec_shown-once" });
    }
    if (key === `GET /api/webhooks/${HOOK.id}/deliveries`) {
      const delivery = { id: "d1", event: "webhook.test", status: "failed", status_code: 500, attempts: 6, created_at: HOOK.created_at };
      return json(200, [{ ...delivery, last_attempt_at: HOOK.created_at, next_attempt_at: null }]);
    }
    return json(404, { error: "Not found" });
  });
  vi.stubGlobal("fetch", fetchStub);
  return { sent };
}

describe("Settings → Connections → Webhooks", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("adds a webhook with the events ticked, shows its secret once, then lists it with its log", async () => {
    const { sent } = fakeServer();
    renderAt(<WebhooksPanel />);
    expect(await screen.findByText("No webhooks yet.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Receiver URL"), { target: { value: " https://example.org/hook " } });
    fireEvent.click(screen.getByRole("checkbox", { name: "checkin.created" })); // ticked by default: now off
    fireEvent.click(screen.getByRole("checkbox", { name: "goal.completed" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "goal.deleted" }));
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));

    const shown = await screen.findByRole("status");
    expect(within(shown).getByText("whsec_shown-once")).toBeTruthy();
    expect(sent.find(([k]) => k === "POST /api/webhooks")?.[1]).toEqual({
      url: "https://example.org/hook",
      events: ["goal.completed", "goal.deleted"],
    });
    fireEvent.click(within(shown).getByRole("button", { name: "Done" }));
    expect(screen.queryByText("whsec_shown-once")).toBeNull();

    expect(await screen.findByText("goal.completed, goal.deleted")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Deliveries to https://example.org/hook" }));
    const log = await screen.findByRole("list", { name: "Deliveries to https://example.org/hook" });
    expect(await within(log).findByText("Failed (HTTP 500)")).toBeTruthy();
    expect(within(log).getByText(/^6 attempts · /)).toBeTruthy();
  });

  it("cannot add a webhook with no event ticked", async () => {
    const { sent } = fakeServer();
    renderAt(<WebhooksPanel />);
    await screen.findByText("No webhooks yet.");
    fireEvent.change(screen.getByLabelText("Receiver URL"), { target: { value: "https://example.org/hook" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "checkin.created" }));
    expect(screen.getByRole("button", { name: "Add webhook" })).toHaveProperty("disabled", true);
    expect(sent.filter(([k]) => k.startsWith("POST"))).toEqual([]);
  });
});
