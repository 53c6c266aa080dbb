// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COPIED_LABEL_MS, CopyLinkButton } from "./copy-link-button.js";

describe("CopyLinkButton", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("copies origin + /username/slug and reads Copied! for about 1.8 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<CopyLinkButton username="ann" slug="run-5k" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ann/run-5k`);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_LABEL_MS - 100));
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeTruthy();
    expect(COPIED_LABEL_MS).toBe(1800);
  });

  it("keeps its label when copying fails", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) },
      configurable: true,
    });
    render(<CopyLinkButton username="ann" slug="run-5k" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
    });
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeTruthy();
  });
});
