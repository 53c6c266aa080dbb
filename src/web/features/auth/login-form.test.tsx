// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "./login-form.js";
import { answer, renderAt, unreachable } from "../../lib/test-render.js";

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText("Username"), { target: { value: username } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("LoginForm", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for both fields without calling the server", async () => {
    const fetchSpy = vi.fn(answer(200, {}));
    vi.stubGlobal("fetch", fetchSpy);
    const onSignedIn = vi.fn();
    renderAt(<LoginForm onSignedIn={onSignedIn} />);
    fill("ann", "");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Please enter both username and password");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    fill("   ", "secret");
    expect(screen.getByRole("alert").textContent).toBe("Please enter both username and password");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the server's error, then the fallbacks", async () => {
    vi.stubGlobal("fetch", answer(401, { error: "Invalid username or password" }));
    renderAt(<LoginForm onSignedIn={() => {}} />);
    fill("ann", "wrong-pass");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid username or password");

    vi.stubGlobal("fetch", answer(500));
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Login failed"));

    vi.stubGlobal("fetch", unreachable);
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Error connecting to server"));
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("disables the button while submitting, then saves token, username and progressvault_user", async () => {
    let release: (r: Response) => void = () => {};
    const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal("fetch", fetchSpy);
    const onSignedIn = vi.fn();
    renderAt(<LoginForm onSignedIn={onSignedIn} />);
    fill("  Ann ", "secret-pass");
    const busy = await screen.findByRole("button", { name: "Logging in…" });
    expect(busy).toHaveProperty("disabled", true);
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: "Ann", password: "secret-pass" });

    release(new Response(JSON.stringify({ token: "tok-1", username: "ann" }), { status: 200 }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem("token")).toBe("tok-1");
    expect(localStorage.getItem("username")).toBe("ann");
    expect(JSON.parse(localStorage.getItem("progressvault_user") ?? "{}")).toMatchObject({ username: "ann" });
  });
});
