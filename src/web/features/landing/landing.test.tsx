// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderHook } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CONTACT_EMAIL, contactEmailFromMeta } from "./contact.js";
import { SampleGoals } from "./sample-goals-section.js";
import { averageProgress } from "./sample-goals.js";
import { usePageMeta } from "../../lib/page-meta.js";

const head = (sel: string, attr = "content") => document.head.querySelector(sel)?.getAttribute(attr) ?? null;

describe("landing helpers", () => {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = "";
  });

  it("averages the journal percentages, as the landing page claims", () => {
    expect(averageProgress([])).toBe(0);
    expect(averageProgress([{ progress: 30 }, { progress: 45 }, { progress: 60 }])).toBe(45);
    expect(averageProgress([{ progress: 30 }, { progress: 45 }, { progress: 60 }, { progress: 90 }])).toBe(56);
  });

  it("reads the contact address from <meta name=pv-contact> when there is one", () => {
    expect(contactEmailFromMeta()).toBeNull();
    expect(DEFAULT_CONTACT_EMAIL).toBe("hello@progressvault.example");
    const meta = document.createElement("meta");
    meta.setAttribute("name", "pv-contact");
    meta.setAttribute("content", " team@example.org ");
    document.head.append(meta);
    expect(contactEmailFromMeta()).toBe("team@example.org");
    meta.setAttribute("content", "");
    expect(contactEmailFromMeta()).toBeNull();
  });

  it("sets the title, description, share tags and canonical link, and restores them on unmount", () => {
    document.title = "Before";
    const description = document.createElement("meta");
    description.setAttribute("name", "description");
    description.setAttribute("content", "old");
    document.head.append(description);

    const { unmount } = renderHook(() => usePageMeta({ title: "T", description: "D", path: "/x" }));
    expect(document.title).toBe("T");
    expect(head('meta[name="description"]')).toBe("D");
    expect(head('meta[property="og:title"]')).toBe("T");
    expect(head('meta[property="og:description"]')).toBe("D");
    expect(head('meta[property="og:type"]')).toBe("website");
    expect(head('meta[property="og:url"]')).toBe(`${window.location.origin}/x`);
    expect(head('meta[name="twitter:card"]')).toBe("summary");
    expect(head('link[rel="canonical"]', "href")).toBe(`${window.location.origin}/x`);

    unmount();
    expect(document.title).toBe("Before");
    expect(head('meta[name="description"]')).toBe("old");
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("SampleGoals and the new-entry modal", () => {
  afterEach(cleanup);

  function renderSample() {
    render(
      <MemoryRouter>
        <SampleGoals />
      </MemoryRouter>,
    );
    // The modal loads on the first "New entry" (not in the landing page's first load).
    const dialog = () => screen.findByRole("dialog", { hidden: true });
    const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;
    return { dialog, card };
  }

  it("needs a goal and a progress from 0 to 100, then adds the entry to the sample", async () => {
    const { dialog, card } = renderSample();
    const run = card("Run a 5k without stopping");
    expect(within(run).getByText("3 entries")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New entry" }));
    const d = within(await dialog());
    const save = () => act(() => void fireEvent.submit(d.getByRole("button", { name: "Save entry", hidden: true }).closest("form")!));

    fireEvent.change(d.getByLabelText("Progress (%)"), { target: { value: "90" } });
    save();
    expect(within(run).getByText("3 entries")).toBeTruthy();

    fireEvent.change(d.getByLabelText("Goal"), { target: { value: "sample-run" } });
    fireEvent.change(d.getByLabelText("Progress (%)"), { target: { value: "101" } });
    save();
    expect(within(run).getByText("3 entries")).toBeTruthy();

    fireEvent.change(d.getByLabelText("Progress (%)"), { target: { value: "90" } });
    fireEvent.change(d.getByLabelText("Note"), { target: { value: "Ran 4 km" } });
    save();
    expect(within(run).getByText("4 entries")).toBeTruthy();
    expect(within(run).getByText(/90% — Ran 4 km/)).toBeTruthy();
    expect(within(run).getByRole("img", { name: "Run a 5k without stopping: 56% progress" })).toBeTruthy();
  });

  it("Cancel and Close save nothing", async () => {
    const { dialog, card } = renderSample();
    for (const name of ["Cancel", "Close"]) {
      fireEvent.click(screen.getByRole("button", { name: "New entry" }));
      const d = within(await dialog());
      fireEvent.change(d.getByLabelText("Goal"), { target: { value: "sample-spanish" } });
      fireEvent.change(d.getByLabelText("Progress (%)"), { target: { value: "50" } });
      fireEvent.click(d.getByRole("button", { name, hidden: true }));
      expect(within(card("Learn 500 Spanish words")).getByText("3 entries")).toBeTruthy();
    }
    fireEvent.click(screen.getByRole("button", { name: "New entry" }));
    expect((within(await dialog()).getByLabelText("Goal") as HTMLSelectElement).value).toBe("");
  });
});
