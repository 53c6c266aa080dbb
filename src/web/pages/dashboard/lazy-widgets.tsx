/** The analytics panel and the coach are other features' chunks, loaded only when rendered. */
import { lazy } from "react";

export const LazyAnalyticsPanel = lazy(() =>
  import("../../features/analytics/AnalyticsPanel.js").then((m) => ({ default: m.AnalyticsPanel })),
);

export const LazyCoachWidget = lazy(() => import("../../features/coach/CoachWidget.js").then((m) => ({ default: m.CoachWidget })));
