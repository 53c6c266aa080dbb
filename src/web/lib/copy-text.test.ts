// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText, copyToClipboard } from "./copy-text.js";

afterEach(() => {
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  vi.restoreAllMocks();
});

describe("copyText: one copy for the whole app", () => {
  it("falls back to a hidden text area where the Clipboard API is missing (plain http), focus kept", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    const exec = vi.fn((_command: string) => true);
    document.execCommand = exec as unknown as typeof document.execCommand;
    await expect(copyText("https://example.org/ann/run")).resolves.toBeUndefined();
    expect(exec).toHaveBeenCalledWith("copy");
    expect(document.activeElement).toBe(button);
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("falls back when the Clipboard API refuses, and says false when nothing can copy", async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error("denied")));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    document.execCommand = vi.fn(() => false) as unknown as typeof document.execCommand;
    expect(await copyToClipboard("x")).toBe(false);
    await expect(copyText("x")).rejects.toThrow("Clipboard unavailable");
    expect(writeText).toHaveBeenCalledWith("x");
  });
});
