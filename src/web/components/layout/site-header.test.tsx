// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderAt } from "../../lib/test-render.js";
import { SiteHeader } from "./site-header.js";
import { SiteFooter } from "./site-footer.js";

const nav = () => screen.getAllByRole("navigation", { name: "Main" })[0]!;
const linkNames = (el: HTMLElement) =>
  within(el)
    .getAllByRole("link")
    .map((a) => `${a.textContent} ${a.getAttribute("href")}`);

describe("SiteHeader", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("offers Log in and Sign up when signed out", () => {
    renderAt(<SiteHeader />);
    expect(screen.getAllByRole("link", { name: "ProgressVault" })[0]?.getAttribute("href")).toBe("/");
    expect(linkNames(nav())).toEqual(["Explore /explore", "Blogs /blogs", "Log in /login", "Sign up /signup"]);
  });

  it("offers Dashboard with a token, with a stored username, or in demo mode", async () => {
    localStorage.setItem("token", "t");
    renderAt(<SiteHeader />);
    await screen.findByRole("navigation", { name: "Main" }); // the signed-in header loads lazily
    // The signed-in header, the dashboard's own (issue 28, item 8): Settings and Log out too; Today (issue 29 item 4).
    expect(linkNames(nav())).toEqual(["Dashboard /dashboard", "Today /today", "Explore /explore", "Blogs /blogs", "Settings /settings"]);
    expect(within(nav()).getByRole("button", { name: "Log out" })).toBeTruthy();
    cleanup();
    localStorage.clear();
    localStorage.setItem("username", "ann");
    renderAt(<SiteHeader />);
    await screen.findByRole("navigation", { name: "Main" });
    expect(linkNames(nav())).toContain("Dashboard /dashboard");
    cleanup();
    localStorage.clear();
    renderAt(<SiteHeader />, { path: "/", at: "/?demo=1" });
    await screen.findByRole("navigation", { name: "Main" });
    expect(linkNames(nav())).toEqual([
      "Dashboard /dashboard?demo=1",
      "Today /today?demo=1",
      "Explore /explore",
      "Blogs /blogs",
      "Settings /settings",
      "Sign up /signup",
    ]);
  });

  it("opens and closes the small-screen menu", () => {
    renderAt(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = document.getElementById("site-menu")!;
    expect(linkNames(menu)).toHaveLength(4);
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(document.getElementById("site-menu")).toBeNull();
  });
});

describe("SiteFooter", () => {
  afterEach(cleanup);
  it("links the public pages", () => {
    renderAt(<SiteFooter />);
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs.sort()).toEqual(["/blogs", "/explore", "/how", "/privacy", "/templates"]);
  });
});
