// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage } from "../../features/discovery/test-render.js";
import { CirclesPage } from "./circles-page.js";

const EMPTY = "No circles yet. Create one and invite 3–5 peers to share weekly 2-minute check-ins.";

describe("CirclesPage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows the empty text on a fresh device", () => {
    renderPage(<CirclesPage />, "/circles");
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });

  it("creates named and default-named circles, clearing the field each time", () => {
    renderPage(<CirclesPage />, "/circles");
    const input = screen.getByLabelText("New circle name") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "Morning runners" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(input.value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(input.value).toBe("");

    expect(screen.queryByText(EMPTY)).toBeNull();
    const cards = screen.getAllByRole("listitem").filter((li) => li.getAttribute("aria-labelledby"));
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Morning runners", "Circle 2"]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText("0 members")).toBeTruthy();
    expect(within(first).getByText("What went well?")).toBeTruthy();
    expect(within(first).getByText("Where are you stuck?")).toBeTruthy();
    expect(within(first).getByText("One small step next week?")).toBeTruthy();

    const stored = JSON.parse(localStorage.getItem("pv_circles") ?? "[]") as { name: string; id: string }[];
    expect(stored.map((c) => c.name)).toEqual(["Morning runners", "Circle 2"]);
  });

  it("offers an Invite button that honestly says invitations are not there yet", () => {
    localStorage.setItem("pv_circles", JSON.stringify([{ id: "x1", name: "Readers", members: ["a", "b"], prompts: [] }]));
    renderPage(<CirclesPage />, "/circles");
    const invite = screen.getByRole("button", { name: "Invite" });
    expect(invite.getAttribute("aria-disabled")).toBe("true");
    expect(invite.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(invite.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Invitations are coming soon");
    expect(screen.getByText("2 members")).toBeTruthy();
  });
});
