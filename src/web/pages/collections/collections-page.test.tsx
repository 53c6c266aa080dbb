// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage } from "../../features/discovery/test-render.js";
import { deviceStore } from "../../lib/device-store.js";
import { CollectionsPage } from "./collections-page.js";

describe("CollectionsPage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows the empty text and an Explore link", () => {
    renderPage(<CollectionsPage />, "/collections");
    expect(screen.getByText("No collections yet. Create one to curate public goals into a playlist.")).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Explore" }).getAttribute("href")).toBe("/explore");
  });

  it("creates a collection, lists added goals as links and removes them", () => {
    renderPage(<CollectionsPage />, "/collections");
    const input = screen.getByLabelText("New collection name") as HTMLInputElement;
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByRole("heading", { name: "Collection 1" })).toBeTruthy();
    expect(screen.getByText("Empty collection")).toBeTruthy();
    fireEvent.change(input, { target: { value: "Runners" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(input.value).toBe("");
    expect(screen.getByRole("heading", { name: "Runners" })).toBeTruthy();

    const runners = deviceStore.collections().find((c) => c.name === "Runners");
    act(() => deviceStore.addToCollection(runners?.id ?? "", { id: "g1", username: "ann", slug: "run-10k", title: "Run 10k" }));
    const link = screen.getByRole("link", { name: "Run 10k" });
    expect(link.getAttribute("href")).toBe("/ann/run-10k");
    expect(screen.getAllByText("Empty collection")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Remove Run 10k from Runners" }));
    expect(screen.queryByRole("link", { name: "Run 10k" })).toBeNull();
    expect(screen.getAllByText("Empty collection")).toHaveLength(2);
  });
});
