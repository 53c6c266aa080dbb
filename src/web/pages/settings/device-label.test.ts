import { describe, expect, it } from "vitest";
import { deviceLabel } from "./device-label.js";

describe("deviceLabel", () => {
  it("names the common browsers and systems, Edge and Chrome apart from Safari", () => {
    const cases: [string, string][] = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
        "Edge on Windows",
      ],
      ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36", "Chrome on Linux"],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
        "Safari on iOS",
      ],
      ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0", "Firefox on macOS"],
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
        "Chrome on Android",
      ],
    ];
    for (const [ua, label] of cases) expect(deviceLabel(ua), ua).toBe(label);
  });

  it("says Unknown browser without an agent or for one it cannot read", () => {
    expect(deviceLabel(null)).toBe("Unknown browser");
    expect(deviceLabel("curl/8.5.0")).toBe("Unknown browser");
  });
});
