// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster.js";
import { answer, renderAt } from "../../lib/test-render.js";
import { SettingsPage } from "./settings-page.js";

function renderSettings() {
  return renderAt(
    <>
      <SettingsPage />
      <Toaster />
    </>,
    { path: "/settings" },
  );
}

/** Reads the page makes on its own: the devices list, recent sign-ins, the week start and the header's role (GET /api/auth/me). */
const PAGE_READS = new Set(["/api/auth/sessions", "/api/auth/sign-ins", "/api/auth/me", "/api/settings/preferences"]);

/** The calls of the account forms. */
function accountCalls(spy: ReturnType<typeof vi.fn>) {
  return spy.mock.calls.filter(([url]) => !PAGE_READS.has(url as string));
}

/** happy-dom has no window.confirm; the page calls it, so give it one that answers `ok`. */
function stubConfirm(ok: boolean) {
  const fn = vi.fn((_message?: string) => ok);
  Object.defineProperty(window, "confirm", { value: fn, configurable: true, writable: true });
  return fn;
}

describe("SettingsPage", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove("dark");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a signed-out state with a login link instead of the account forms", () => {
    renderSettings();
    expect(screen.getByRole("heading", { name: "You're signed out" })).toBeTruthy();
    const notice = screen.getByRole("region", { name: "You're signed out" });
    expect(within(notice).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?next=%2Fsettings");
    expect(screen.queryByLabelText("Current password")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Account" })).toBeNull();
  });

  it("warns when a password field is empty, without calling the server", async () => {
    localStorage.setItem("token", "t");
    const fetchSpy = vi.fn(answer(204));
    vi.stubGlobal("fetch", fetchSpy);
    renderSettings();
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "old-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Please fill out all password fields")).toBeTruthy();
    expect(accountCalls(fetchSpy)).toEqual([]);
  });

  it("sends both passwords and shows the server's error, else the fallback", async () => {
    localStorage.setItem("token", "t");
    const fetchSpy = vi.fn(answer(400, { error: "Current password is incorrect" }));
    vi.stubGlobal("fetch", fetchSpy);
    renderSettings();
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "old-password" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "new-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Current password is incorrect")).toBeTruthy();
    const [url, init] = accountCalls(fetchSpy)[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/settings/password");
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: "old-password", newPassword: "new-password" });
    vi.stubGlobal("fetch", answer(500));
    fireEvent.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Failed to update password")).toBeTruthy();
  });

  it("asks for confirmation with the exact text and does nothing when declined", () => {
    localStorage.setItem("token", "t");
    const fetchSpy = vi.fn(answer(204));
    vi.stubGlobal("fetch", fetchSpy);
    const confirm = stubConfirm(false);
    renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(confirm).toHaveBeenCalledWith("Delete your account and ALL goals/journals? This cannot be undone.");
    expect(accountCalls(fetchSpy)).toEqual([]);
  });

  it("shows Failed to delete account when the server gives no error text", async () => {
    localStorage.setItem("token", "t");
    vi.stubGlobal("fetch", answer(500));
    stubConfirm(true);
    renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(await screen.findByText("Failed to delete account")).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("t");
  });

  it("switches the theme, saved in pv_prefs", async () => {
    renderSettings();
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    await waitFor(() => expect(document.documentElement.classList.contains("dark")).toBe(true));
    expect(JSON.parse(localStorage.getItem("pv_prefs") ?? "{}")).toMatchObject({ theme: "dark" });
    expect(screen.getByRole("radio", { name: "Dark" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("radio", { name: "Light" }));
    await waitFor(() => expect(document.documentElement.classList.contains("dark")).toBe(false));
  });
});

describe("SettingsPage: signed-in devices", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists the devices, this one marked; Sign out everywhere else ends every other one", async () => {
    localStorage.setItem("token", "t");
    const sessions = [
      {
        id: "a",
        created_at: "2026-03-01T10:00:00Z",
        last_used_at: "2026-03-02T10:00:00Z",
        user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36",
        current: true,
      },
      {
        id: "b",
        created_at: "2026-02-01T10:00:00Z",
        last_used_at: "2026-02-02T10:00:00Z",
        user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1",
        current: false,
      },
      { id: "c", created_at: "2026-01-01T10:00:00Z", last_used_at: "2026-01-02T10:00:00Z", user_agent: null, current: false },
    ];
    const fetchSpy = vi.fn((url: string, init?: RequestInit) =>
      (init?.method === "DELETE" ? answer(204) : answer(200, sessions))(url, init),
    );
    vi.stubGlobal("fetch", fetchSpy);
    renderSettings();
    const panel = await screen.findByRole("region", { name: "Signed-in devices" });
    expect(await within(panel).findByText("Chrome on Linux")).toBeTruthy();
    expect(within(panel).getByText("This device")).toBeTruthy();
    expect(within(panel).getAllByRole("button", { name: /^Sign out .*, signed in / })).toHaveLength(2);
    fireEvent.click(within(panel).getByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls
          .filter(([, init]) => init?.method === "DELETE")
          .map(([url]) => url)
          .sort(),
      ).toEqual(["/api/auth/sessions/b", "/api/auth/sessions/c"]),
    );
  });
});
