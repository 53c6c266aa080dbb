import { describe, expect, it } from "vitest";
import { computeAnalyticsSummary, type AnalyticsSummary } from "../../../core/analytics.js";
import {
  analyticsJson,
  formatDays,
  formatForecast,
  formatPace,
  formatPercent,
  formatSigned,
  formatTrend,
  fullAnalyticsText,
  hourLabel,
  sparkDays,
  summaryText,
} from "./format.js";

describe("figure formatting", () => {
  it("signs changes and trend deltas", () => {
    expect(formatSigned(5)).toBe("+5");
    expect(formatSigned(-3)).toBe("-3");
    expect(formatSigned(0)).toBe("0");
    expect(formatTrend(12)).toBe("+12 pts");
    expect(formatTrend(-4)).toBe("-4 pts");
  });

  it("shows n/a for figures that do not exist", () => {
    expect(formatPercent(null)).toBe("n/a");
    expect(formatPercent(85)).toBe("85%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatDays(null)).toBe("n/a");
    expect(formatForecast(null)).toBe("n/a");
  });

  it("words paces and day counts", () => {
    expect(formatPace(1.25)).toBe("1.25% / day");
    expect(formatPace(-0.5)).toBe("-0.5% / day");
    expect(formatPace(0)).toBe("0% / day");
    expect(formatDays(1)).toBe("1 day");
    expect(formatDays(7)).toBe("7 days");
    expect(formatDays(2.5)).toBe("2.5 days");
  });

  it("reads forecast keys as calendar days, whatever the zone", () => {
    expect(formatForecast("2026-03-05")).toBe("Mar 5, 2026");
    expect(formatForecast("2026-12-31")).toBe("Dec 31, 2026");
  });

  it("names the 7 sparkline days ending today, across a month end", () => {
    const days = sparkDays("2026-03-02"); // a Monday
    expect(days.map((d) => d.key)).toEqual([
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(days.at(-1)).toEqual({ key: "2026-03-02", weekday: "Mon", label: "Mar 2" });
    expect(days[0]?.weekday).toBe("Tue");
  });

  it("pads hours", () => {
    expect(hourLabel(0)).toBe("00:00");
    expect(hourLabel(9)).toBe("09:00");
    expect(hourLabel(23)).toBe("23:00");
  });
});

describe("copied texts", () => {
  const now = new Date("2026-03-05T12:00:00Z");
  const summary: AnalyticsSummary = computeAnalyticsSummary(
    [
      {
        id: "a",
        title: "Run",
        category: "health",
        timeframe: "daily",
        public: false,
        created_at: "2026-02-20T08:00:00Z",
        journal: [
          { progress: 20, created_at: "2026-03-01T09:00:00Z" },
          { progress: 60, created_at: "2026-03-05T09:00:00Z" },
        ],
      },
      { id: "b", title: "Read", category: "study", timeframe: "weekly", public: true, created_at: "2026-01-01T08:00:00Z", journal: [] },
    ],
    { now, timeZone: "UTC" },
  );

  it("copy text carries the headline figures", () => {
    const text = summaryText(summary);
    expect(text).toContain("Analytics summary (2 goals)");
    expect(text).toContain("Average progress: 30%"); // (60 + 0) / 2
    expect(text).toContain("Momentum (median): 10% / day"); // (60 − 20) / 4 days
    expect(text).toContain("Forecast: Mar 9, 2026"); // 40 points at 10/day = 4 days after Mar 5
  });

  it("copy full analytics adds every section", () => {
    const text = fullAnalyticsText(summary, "2026-03-05");
    expect(text).toContain("Distribution: 0-19: 1, 20-39: 0, 40-59: 0, 60-79: 1, 80-100: 0");
    expect(text).toContain("Activity by hour (last 90 days): 09:00 2");
    expect(text).toContain("Need attention:\n  - Read (0%)"); // 0%, idle since Jan 1, older than 14 days
    expect(text).toContain("Top goals:\n  - Run (60%)\n  - Read (0%)");
    // Spark points average both goals: (20 + 0) / 2 on Mar 1, (60 + 0) / 2 today.
    expect(text).toContain("Mar 1 10%, Mar 2 10%, Mar 3 10%, Mar 4 10%, Mar 5 30%");
  });

  it("copy JSON is the core summary, unchanged", () => {
    expect(JSON.parse(analyticsJson(summary))).toEqual(summary);
  });
});
