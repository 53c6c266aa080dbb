import { makeBenchGoals } from "./analytics.js";
import { computeAnalyticsSummary } from "../src/core/analytics.js";
const goals = makeBenchGoals(1000);
const opts = { now: new Date("2026-03-10T18:30:00Z"), timeZone: "Europe/Berlin" };
for (let i = 0; i < 60; i++) computeAnalyticsSummary(goals, opts);
