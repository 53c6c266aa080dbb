/**
 * Which way the analytics panel says things are going (issue 15 item 5; decision 021).
 *
 * The panel has four figures that carry a direction: the 7-day trend of the average
 * (sparkDelta), Momentum (medianPace), the average pace (avgPace, expanded view) and a forecast
 * date (which reads as "rising"). They are statistics of different things (a mean against a
 * median, the last week against each goal's whole history), and no definition of all four can
 * make their signs agree on every journal: a mean and a median of the same paces can already
 * differ. So the panel reads them together: when their signs agree (zero agrees with
 * anything), each is shown as it is; when two of them point in opposite directions, the
 * direction is "mixed" and the panel shows none of them as a signed number (some goals rise
 * while others fall), so no two figures on screen ever disagree in sign. The summary itself
 * (GET /api/analytics, Copy JSON) keeps its raw figures.
 */
import type { AnalyticsSummary } from "./types.js";

export type Direction = "rising" | "falling" | "flat" | "mixed";

export type SignedFigures = Pick<AnalyticsSummary, "sparkDelta" | "medianPace" | "avgPace" | "etaDate">;

/** -1, 0 or 1 for each figure that carries a direction; a forecast date counts as rising. */
export function figureSigns(s: SignedFigures): number[] {
  return [Math.sign(s.sparkDelta), Math.sign(s.medianPace), Math.sign(s.avgPace), s.etaDate === null ? 0 : 1];
}

export function panelDirection(s: SignedFigures): Direction {
  const signs = figureSigns(s);
  const up = signs.includes(1);
  const down = signs.includes(-1);
  if (up && down) return "mixed";
  return up ? "rising" : down ? "falling" : "flat";
}
