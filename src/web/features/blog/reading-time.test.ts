import { describe, expect, it } from "vitest";
import { MIN_READ_MINUTES, countWords, minutesRead } from "./reading-time.js";

describe("countWords", () => {
  it("counts words, not Markdown markup or link targets", () => {
    expect(countWords("## Step 1: Name the outcome\n\n- **Too many** goals at [once](/blogs/achievable-goals).")).toBe(10);
  });

  it("keeps contractions, hyphenated words and decimals whole", () => {
    expect(countWords("Don't skip the check-in at 1.5× speed — it’s 40–80% of it")).toBe(11);
  });

  it("ignores table rules and empty text", () => {
    expect(countWords("| A | B |\n|---|---|")).toBe(2);
    expect(countWords("")).toBe(0);
  });
});

describe("minutesRead", () => {
  it("rounds up at 200 words a minute", () => {
    expect(minutesRead(601)).toBe(4);
    expect(minutesRead(800)).toBe(4);
    expect(minutesRead(1001)).toBe(6);
  });

  it("never goes below 3 minutes", () => {
    expect(MIN_READ_MINUTES).toBe(3);
    expect(minutesRead(0)).toBe(3);
    expect(minutesRead(150)).toBe(3);
    expect(minutesRead(600)).toBe(3);
    expect(minutesRead(-5)).toBe(3);
  });
});
