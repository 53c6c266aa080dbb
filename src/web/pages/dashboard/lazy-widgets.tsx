/** The analytics panel and the coach are other features' chunks, loaded only when rendered. */
import { lazy } from "react";

export const LazyAnalyticsPanel = lazy(() =>
  import("../../features/analytics/analytics-panel.js").then((m) => ({ default: m.AnalyticsPanel })),
);

export const LazyCoachWidget = lazy(() => import("../../features/coach/coach-widget.js").then((m) => ({ default: m.CoachWidget })));
