// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage } from "../../features/discovery/test-render.js";
import { DigestPage } from "./digest-page.js";

describe("DigestPage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows the preview heading, the later-sending note and both empty texts", () => {
    renderPage(<DigestPage />, "/digest");
    expect(screen.getByRole("heading", { level: 1, name: "Weekly digest (preview)" })).toBeTruthy();
    expect(screen.getByText(/Real e-mail sending is coming later/)).toBeTruthy();
    expect(screen.getByText("No follows yet.")).toBeTruthy();
    expect(screen.getByText("No saved goals.")).toBeTruthy();
  });

  it("lists followed and saved goals with title and @username, also a follow stored as a bare flag", () => {
    localStorage.setItem(
      "pv_saves",
      JSON.stringify({
        s1: {
          id: "s1",
          title: "Learn Spanish",
          username: "dee",
          slug: "spanish",
          category: "study",
          timeframe: "daily",
          progress: 5,
          created_at: "",
        },
      }),
    );
    localStorage.setItem(
      "pv_follows",
      JSON.stringify({ f1: { id: "f1", title: "Ship a side project", username: "eve", slug: "ship" }, s1: true }),
    );
    renderPage(<DigestPage />, "/digest");
    const followed = within(screen.getByRole("region", { name: "Followed goals" }));
    expect(followed.getByRole("link", { name: "Ship a side project" }).getAttribute("href")).toBe("/eve/ship");
    expect(followed.getByText("@eve")).toBeTruthy();
    expect(followed.getByRole("link", { name: "Learn Spanish" })).toBeTruthy();
    const saved = within(screen.getByRole("region", { name: "Saved goals" }));
    expect(saved.getByRole("link", { name: "Learn Spanish" }).getAttribute("href")).toBe("/dee/spanish");
    expect(saved.getByText("@dee")).toBeTruthy();
  });

  it("keeps the e-mail opt-in in pv_prefs.digest_optin, off by default", () => {
    localStorage.setItem("pv_prefs", JSON.stringify({ theme: "dark" }));
    renderPage(<DigestPage />, "/digest");
    const toggle = screen.getByRole("switch", { name: /Send me the weekly digest by e-mail/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(JSON.parse(localStorage.getItem("pv_prefs") ?? "{}")).toEqual({ theme: "dark", digest_optin: true });
    fireEvent.click(toggle);
    expect(JSON.parse(localStorage.getItem("pv_prefs") ?? "{}")).toEqual({ theme: "dark", digest_optin: false });
  });
});
