// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../lib/test-render.js";
import ChannelsPanel from "./channels-panel.js";

const ID = "0190f7a2-0000-7000-8000-000000000002";
const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake server: the channels it holds, and the request bodies it was sent, by "METHOD path". */
function fakeServer(testOutcome: object) {
  const channels: { id: string; type: string; target: string; has_token: boolean; created_at: string }[] = [];
  const sent: [string, unknown][] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://app.test").pathname;
      const key = `${init?.method ?? "GET"} ${path}`;
      sent.push([key, init?.body ? JSON.parse(String(init.body)) : undefined]);
      if (key === "GET /api/notifications/channels") return json(200, channels);
      if (key === "POST /api/notifications/channels") {
        const body = JSON.parse(String(init?.body)) as { type: string; target: string; token?: string };
        channels.push({
          id: ID,
          type: body.type,
          target: body.target,
          has_token: body.token !== undefined,
          created_at: "2026-11-29T04:00:00.000Z",
        });
        return json(201, channels[0]);
      }
      if (key === `POST /api/notifications/channels/${ID}/test`) return json(200, testOutcome);
      if (key === `DELETE /api/notifications/channels/${ID}`) {
        channels.length = 0;
        return json(204, null);
      }
      return json(404, { error: "Not found" });
    }),
  );
  return { sent };
}

describe("Settings → Notifications → Channels", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("adds an ntfy channel with its token, never shows the token, tests it (outcome shown) and removes it", async () => {
    const { sent } = fakeServer({ delivered: true, status_code: 200, error: null });
    renderAt(<ChannelsPanel />);
    expect(await screen.findByText("No channels yet.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("URL"), { target: { value: " https://ntfy.sh/my-topic " } });
    fireEvent.change(screen.getByLabelText("Access token (optional)"), { target: { value: "tk_abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Add channel" }));

    const list = await screen.findByRole("list", { name: "Your channels" });
    expect(within(list).getByText("https://ntfy.sh/my-topic")).toBeTruthy();
    expect(within(list).getByText("ntfy · with access token")).toBeTruthy();
    expect(sent.find(([k]) => k === "POST /api/notifications/channels")?.[1]).toEqual({
      type: "ntfy",
      target: "https://ntfy.sh/my-topic",
      token: "tk_abc",
    });
    expect(document.body.textContent).not.toContain("tk_abc");

    fireEvent.click(within(list).getByRole("button", { name: "Test https://ntfy.sh/my-topic" }));
    expect((await within(list).findByRole("status")).textContent).toBe("Test: Delivered (HTTP 200)");

    fireEvent.click(within(list).getByRole("button", { name: "Remove https://ntfy.sh/my-topic" }));
    expect(await screen.findByText("No channels yet.")).toBeTruthy();
  });

  it("shows why a test was not delivered, and sends no token for a webhook", async () => {
    const { sent } = fakeServer({ delivered: false, status_code: 502, error: "The receiver answered 502" });
    renderAt(<ChannelsPanel />);
    await screen.findByText("No channels yet.");
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "webhook" } });
    expect(screen.queryByLabelText("Access token (optional)")).toBeNull();
    fireEvent.change(screen.getByLabelText("URL"), { target: { value: "https://example.org/notify" } });
    fireEvent.click(screen.getByRole("button", { name: "Add channel" }));
    const list = await screen.findByRole("list", { name: "Your channels" });
    expect(sent.find(([k]) => k === "POST /api/notifications/channels")?.[1]).toEqual({
      type: "webhook",
      target: "https://example.org/notify",
    });
    fireEvent.click(within(list).getByRole("button", { name: "Test https://example.org/notify" }));
    expect((await within(list).findByRole("status")).textContent).toBe("Test: The receiver answered 502");
  });
});
