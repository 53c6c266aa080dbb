/**
 * Issue 15 item 5, literally: no two figures of the analytics panel disagree in sign, on any
 * journals. The figures are read as the panel shows them (directionFigures feeds the tiles and
 * the copied texts), and each sign is taken from the shown text.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeAnalyticsSummary } from "../../../core/analytics.js";
import { analyticsScenarioArb } from "../../../../test/support/journal-arbitraries.js";
import { MIXED, NOT_AVAILABLE, directionFigures, summaryText } from "./format.js";

/** The sign a shown figure states: "+5 pts" → 1, "-0.5% / day" → -1, a forecast date → 1 (it reads "rising"). */
function shownSign(text: string, kind: "number" | "forecast"): number {
  if (text === MIXED || text === NOT_AVAILABLE) return 0;
  if (kind === "forecast") return 1;
  const n = Number.parseFloat(text);
  expect(Number.isNaN(n), text).toBe(false);
  return Math.sign(n);
}

describe("the analytics panel's figures", () => {
  it("never disagree in sign (trend, Momentum, average pace, forecast)", () => {
    let mixedSeen = 0;
    fc.assert(
      fc.property(analyticsScenarioArb, ({ now, zone, goals }) => {
        const s = computeAnalyticsSummary(goals, { now: new Date(now), timeZone: zone });
        const f = directionFigures(s);
        const signs = [
          shownSign(f.trend, "number"),
          shownSign(f.momentum, "number"),
          shownSign(f.avgPace, "number"),
          shownSign(f.forecast, "forecast"),
        ];
        expect(signs.includes(1) && signs.includes(-1), JSON.stringify(f)).toBe(false);
        // The copied text states the same figures.
        const text = summaryText(s);
        expect(text).toContain(`Momentum (median): ${f.momentum} `);
        expect(text).toContain(`Forecast: ${f.forecast} `);
        if (f.mixed) mixedSeen += 1;
      }),
      { numRuns: 400 },
    );
    // The generated journals do reach the case the rule is for.
    expect(mixedSeen).toBeGreaterThan(0);
  });
});
