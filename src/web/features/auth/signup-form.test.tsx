// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignupForm } from "./signup-form.js";
import { answer, renderAt, unreachable } from "../../lib/test-render.js";

function fill(values: { username?: string; password?: string; confirm?: string; why?: string }) {
  const set = (label: string, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  set("Username", values.username);
  set("Password", values.password);
  set("Confirm password", values.confirm);
  set("Why are you doing this?", values.why);
  fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
}

describe("SignupForm", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("requires username and password, then matching passwords, before any call", async () => {
    const fetchSpy = vi.fn(answer(201, {}));
    vi.stubGlobal("fetch", fetchSpy);
    renderAt(<SignupForm onRedirect={() => {}} />);
    fill({ username: "ann" });
    expect((await screen.findByRole("alert")).textContent).toBe("Username and password are required");
    fill({ password: "secret-pass", confirm: "secret-pasS" });
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's error, else Failed to create account, else the connection error", async () => {
    vi.stubGlobal("fetch", answer(409, { error: "That username is already taken" }));
    renderAt(<SignupForm onRedirect={() => {}} />);
    fill({ username: "ann", password: "secret-pass", confirm: "secret-pass" });
    expect((await screen.findByRole("alert")).textContent).toBe("That username is already taken");
    vi.stubGlobal("fetch", answer(500));
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to create account"));
    vi.stubGlobal("fetch", unreachable);
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Error connecting to server"));
  });

  it("sends why, says Account created! Redirecting... and redirects after 1.2 s without signing in", async () => {
    const fetchSpy = vi.fn(answer(201, { token: "tok-new", username: "ann" }));
    vi.stubGlobal("fetch", fetchSpy);
    const onRedirect = vi.fn();
    renderAt(<SignupForm onRedirect={onRedirect} />);
    const started = Date.now();
    fill({ username: "ann", password: "secret-pass", confirm: "secret-pass", why: "  run a 10k  " });
    expect((await screen.findByRole("status")).textContent).toBe("Account created! Redirecting...");
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: "ann", password: "secret-pass", why: "run a 10k" });
    expect(screen.getByRole("button", { name: "Sign up" })).toHaveProperty("disabled", true);
    expect(onRedirect).not.toHaveBeenCalled();
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith("ann"), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1150);
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("SignupForm with an invitation (SIGNUP_MODE invite)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("starts with the link's code and sends it as invite; the server's 403 shows as it is", async () => {
    const fetchSpy = vi.fn(answer(403, { error: "An invitation is needed to sign up here" }));
    vi.stubGlobal("fetch", fetchSpy);
    renderAt(<SignupForm onRedirect={() => {}} askInvite initialInvite="code-123" />);
    expect(screen.getByLabelText("Invitation code")).toHaveProperty("value", "code-123");
    fill({ username: "ann", password: "secret-pass", confirm: "secret-pass" });
    expect((await screen.findByRole("alert")).textContent).toBe("An invitation is needed to sign up here");
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: "ann", password: "secret-pass", why: "", invite: "code-123" });
  });
});
