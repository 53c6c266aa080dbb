// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GOAL_TEMPLATES } from "../../../core/templates.js";
import { renderAt } from "../../lib/test-render.js";
import { TemplatesPage } from "./templates-page.js";

const cards = () => screen.queryAllByRole("article");

describe("TemplatesPage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("lists every template with its parts", () => {
    renderAt(<TemplatesPage />, { path: "/templates" });
    expect(screen.getByRole("heading", { level: 1, name: "Goal templates" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Back to dashboard/ }).getAttribute("href")).toBe("/dashboard");
    expect(cards()).toHaveLength(GOAL_TEMPLATES.length);
    const first = GOAL_TEMPLATES[0]!;
    const card = within(screen.getByRole("article", { name: first.title }));
    expect(card.getByText("General")).toBeTruthy();
    expect(card.getByText("Daily")).toBeTruthy();
    expect(card.getByText(first.description)).toBeTruthy();
    expect(card.getAllByRole("listitem").map((li) => li.textContent)).toEqual(first.milestones);
  });

  it("filters by a trimmed, case-insensitive word of a description, and shows an empty state", () => {
    renderAt(<TemplatesPage />, { path: "/templates" });
    const box = screen.getByRole("searchbox", { name: "Search templates" });
    fireEvent.change(box, { target: { value: "  BEFORE OPENING EMAIL " } });
    expect(cards().map((c) => c.getAttribute("aria-labelledby"))).toEqual(["tmpl-general-morning-plan-title"]);
    fireEvent.change(box, { target: { value: "zzqxnonsense" } });
    expect(cards()).toHaveLength(0);
    expect(screen.getByText("No templates match your search")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(cards()).toHaveLength(GOAL_TEMPLATES.length);
  });

  it("sends a signed-out visitor to login with the dashboard link as next", () => {
    renderAt(<TemplatesPage />, { path: "/templates" });
    fireEvent.click(
      within(screen.getByRole("article", { name: GOAL_TEMPLATES[0]!.title })).getByRole("link", { name: "Use this template" }),
    );
    expect(screen.getByTestId("location").textContent).toBe(
      `/login?next=${encodeURIComponent(`/dashboard?template=${GOAL_TEMPLATES[0]!.id}`)}`,
    );
  });

  it("sends a visitor with a login indicator straight to the dashboard", () => {
    localStorage.setItem("username", "ann");
    renderAt(<TemplatesPage />, { path: "/templates" });
    fireEvent.click(
      within(screen.getByRole("article", { name: GOAL_TEMPLATES[1]!.title })).getByRole("link", { name: "Use this template" }),
    );
    expect(screen.getByTestId("location").textContent).toBe(`/dashboard?template=${GOAL_TEMPLATES[1]!.id}`);
  });
});
