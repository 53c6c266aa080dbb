import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EntryLike } from "./entries.js";
import { appendProofLink, groupEntriesByDay, isValidProofUrl, noteCounter } from "./journal.js";
import { overallProgress } from "./progress.js";

const BERLIN = "Europe/Berlin";

describe("noteCounter", () => {
  it("shows characters as the user sees them out of 500", () => {
    expect(noteCounter("")).toBe("0 / 500");
    expect(noteCounter("hello")).toBe("5 / 500");
    expect(noteCounter("🎉🎉")).toBe("2 / 500");
    expect(noteCounter("x".repeat(600))).toBe("600 / 500"); // a hint, not a limit
  });
});

describe("appendProofLink", () => {
  it("appends the link after a blank line", () => {
    expect(appendProofLink("Ran 5k", "https://strava.com/a/1")).toBe("Ran 5k\n\nProof: https://strava.com/a/1");
    expect(appendProofLink("Ran 5k", "  https://x.io  ")).toBe("Ran 5k\n\nProof: https://x.io");
  });

  it("leaves the note alone for a blank link", () => {
    expect(appendProofLink("Ran 5k", "")).toBe("Ran 5k");
    expect(appendProofLink("Ran 5k", "   ")).toBe("Ran 5k");
  });
});

describe("isValidProofUrl", () => {
  it("accepts absolute http and https URLs", () => {
    expect(isValidProofUrl("https://example.com/proof.png")).toBe(true);
    expect(isValidProofUrl("http://example.com")).toBe(true);
    expect(isValidProofUrl("  https://example.com  ")).toBe(true);
  });

  it("refuses other schemes, relative paths and junk", () => {
    expect(isValidProofUrl("javascript:alert(1)")).toBe(false);
    expect(isValidProofUrl("JavaScript:alert(1)")).toBe(false);
    expect(isValidProofUrl("data:text/html,<script>alert(1)</script>")).toBe(false);
    expect(isValidProofUrl("ftp://example.com/file")).toBe(false);
    expect(isValidProofUrl("file:///etc/passwd")).toBe(false);
    expect(isValidProofUrl("example.com")).toBe(false);
    expect(isValidProofUrl("/relative/path")).toBe(false);
    expect(isValidProofUrl("https://")).toBe(false);
    expect(isValidProofUrl("")).toBe(false);
  });
});

interface TestEntry extends EntryLike {
  id: string;
}

describe("groupEntriesByDay", () => {
  const now = new Date("2026-03-05T10:00:00Z"); // Thursday

  it("is empty for an empty journal", () => {
    expect(groupEntriesByDay([], now, BERLIN)).toEqual([]);
  });

  it("groups newest day first, newest entry first, with each day's change", () => {
    const entries: TestEntry[] = [
      { id: "mon", progress: 20, created_at: "2026-03-02T08:00:00Z" },
      { id: "thu-2", progress: 45, created_at: "2026-03-05T09:00:00Z" },
      { id: "wed-1", progress: 30, created_at: "2026-03-04T07:00:00Z" },
      { id: "thu-1", progress: 40, created_at: "2026-03-05T06:00:00Z" },
      { id: "wed-2", progress: 50, created_at: "2026-03-04T18:00:00Z" },
    ];
    const days = groupEntriesByDay(entries, now, BERLIN);
    expect(days.map((d) => [d.dayKey, d.label, d.change, d.changeLabel, d.entries.map((e) => e.id)])).toEqual([
      ["2026-03-05", "Today", -5, "-5%", ["thu-2", "thu-1"]],
      ["2026-03-04", "Yesterday", 30, "+30%", ["wed-2", "wed-1"]],
      ["2026-03-02", "Monday, March 2, 2026", 20, "+20%", ["mon"]],
    ]);
  });

  it("shows +0% for a day that ends where it started", () => {
    const entries: TestEntry[] = [
      { id: "a", progress: 60, created_at: "2026-03-03T08:00:00Z" },
      { id: "b", progress: 60, created_at: "2026-03-04T08:00:00Z" },
    ];
    expect(groupEntriesByDay(entries, now, BERLIN).map((d) => d.changeLabel)).toEqual(["+0%", "+60%"]);
  });

  it("splits 23:59 and 00:01 local into two days, and rounds/clamps progress", () => {
    const entries: TestEntry[] = [
      { id: "late", progress: 150, created_at: "2026-03-03T22:59:00Z" }, // Tue 23:59 Berlin
      { id: "early", progress: 12.6, created_at: "2026-03-03T23:01:00Z" }, // Wed 00:01 Berlin
    ];
    const days = groupEntriesByDay(entries, now, BERLIN);
    expect(days.map((d) => [d.dayKey, d.change])).toEqual([
      ["2026-03-04", -87],
      ["2026-03-03", 100],
    ]);
  });

  it("groups by local day across a DST change", () => {
    const entries: TestEntry[] = [
      { id: "sat", progress: 10, created_at: "2026-03-28T22:30:00Z" }, // Sat 28th 23:30 CET
      { id: "sun", progress: 20, created_at: "2026-03-29T21:30:00Z" }, // 29th 23:30 CEST
    ];
    const days = groupEntriesByDay(entries, new Date("2026-03-30T08:00:00Z"), BERLIN);
    expect(days.map((d) => [d.dayKey, d.label])).toEqual([
      ["2026-03-29", "Yesterday"],
      ["2026-03-28", "Saturday, March 28, 2026"],
    ]);
  });

  it("leaves out entries without a valid date", () => {
    const entries: TestEntry[] = [
      { id: "ok", progress: 10, created_at: "2026-03-05T08:00:00Z" },
      { id: "undated", progress: 20 },
    ];
    expect(groupEntriesByDay(entries, now, BERLIN).flatMap((d) => d.entries.map((e) => e.id))).toEqual(["ok"]);
  });

  it("keeps every entry exactly once, in order, and the changes add up to the overall progress", () => {
    const entryArb = fc.record({
      created_at: fc
        .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2026-12-31T00:00:00Z"), noInvalidDate: true })
        .map((d) => d.toISOString()),
      progress: fc.double(),
    });
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 40 }),
        fc.constantFrom(BERLIN, "America/New_York", "UTC", "Asia/Kathmandu"),
        (raw, zone) => {
          const entries: TestEntry[] = raw.map((e, i) => ({ ...e, id: String(i) }));
          const days = groupEntriesByDay(entries, now, zone);
          const ids = days.flatMap((d) => d.entries.map((e) => e.id));
          expect([...ids].sort()).toEqual(entries.map((e) => e.id).sort());
          expect(new Set(ids).size).toBe(entries.length);
          for (let i = 1; i < days.length; i++) expect(days[i - 1]!.dayKey > days[i]!.dayKey).toBe(true);
          for (const day of days) expect(day.changeLabel).toBe(`${day.change >= 0 ? "+" : ""}${day.change}%`);
          const total = days.reduce((sum, d) => sum + d.change, 0);
          expect(total).toBe(overallProgress(entries));
        },
      ),
    );
  });
});

describe("groupEntriesByDay on the newest pages of a journal", () => {
  it("shows every day it shows with the whole journal's change, and hides only the oldest, maybe partial, day", () => {
    const now = Date.UTC(2026, 5, 15, 12);
    const entry = fc.record({
      progress: fc.integer({ min: 0, max: 100 }),
      created_at: fc.integer({ min: now - 20 * 86_400_000, max: now }).map((t) => new Date(t).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), fc.nat(), (journal, cut) => {
        // Newest first with distinct times, as GET /api/journal pages it.
        const newestFirst = [...new Map(journal.map((e) => [e.created_at, e])).values()].sort((a, b) =>
          b.created_at.localeCompare(a.created_at),
        );
        const loaded = newestFirst.slice(0, 1 + (cut % newestFirst.length));
        const olderRemain = loaded.length < newestFirst.length;
        const whole = groupEntriesByDay(newestFirst, new Date(now), BERLIN);
        const shown = groupEntriesByDay(loaded, new Date(now), BERLIN, olderRemain);
        expect(shown).toEqual(whole.slice(0, shown.length));
        const loadedDays = new Set(groupEntriesByDay(loaded, new Date(now), BERLIN).map((d) => d.dayKey)).size;
        expect(shown.length).toBe(olderRemain ? loadedDays - 1 : loadedDays);
      }),
    );
  });
});
