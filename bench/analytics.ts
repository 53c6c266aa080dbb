/**
 * Benchmark of computeAnalyticsSummary: 200 goals × 10 / 100 / 1,000 journal entries
 * spread over about three years. Budget: < 50 ms at 200 × 1,000 on a 2-core machine,
 * growing linearly with the number of entries (the ratio column should stay near 10).
 *
 *   npx tsx bench/analytics.ts
 */
import { pathToFileURL } from "node:url";
import { computeAnalyticsSummary, type AnalyticsGoal } from "../src/core/analytics.js";
import { TIMEFRAMES, CATEGORIES } from "../src/core/constants.js";
import { prng } from "./prng.js";

const NOW = new Date("2026-03-10T18:30:00Z");
const TIME_ZONE = "Europe/Berlin";
const GOALS = 200;
const SPAN_MS = 3 * 365 * 86_400_000;
const WARMUP_RUNS = 5;
const MEASURED_RUNS = 31;
const BUDGET_MS = 50;

type Order = "oldest first" | "shuffled";

export function makeBenchGoals(entriesPerGoal: number, order: Order = "oldest first", seed = 42): AnalyticsGoal[] {
  const rand = prng(seed);
  const start = NOW.getTime() - SPAN_MS;
  return Array.from({ length: GOALS }, (_, g) => {
    const times = Array.from({ length: entriesPerGoal }, () => start + Math.floor(rand() * SPAN_MS)).sort((a, b) => a - b);
    let progress = 0;
    const journal = times.map((t) => {
      progress = Math.min(100, Math.max(0, progress + Math.round((rand() - 0.3) * 10)));
      return { progress, created_at: new Date(t).toISOString() };
    });
    if (order === "shuffled") {
      for (let i = journal.length - 1; i > 0; i -= 1) {
        const j = Math.floor(rand() * (i + 1));
        [journal[i], journal[j]] = [journal[j]!, journal[i]!];
      }
      // Re-create the entries in their new order, as JSON.parse of an unsorted answer would
      // lay them out in memory; otherwise the bench mostly measures cache misses.
      journal.splice(0, journal.length, ...journal.map((e) => ({ progress: e.progress, created_at: [...e.created_at].join("") })));
    }
    return {
      id: `goal-${g}`,
      title: `Goal ${g}`,
      category: CATEGORIES[g % CATEGORIES.length]!,
      timeframe: TIMEFRAMES[g % TIMEFRAMES.length]!,
      public: g % 3 === 0,
      created_at: new Date(start - 86_400_000).toISOString(),
      journal,
    };
  });
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function timeIt(goals: AnalyticsGoal[]): number {
  const opts = { now: NOW, timeZone: TIME_ZONE };
  for (let i = 0; i < WARMUP_RUNS; i += 1) computeAnalyticsSummary(goals, opts);
  const samples: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i += 1) {
    const t0 = performance.now();
    computeAnalyticsSummary(goals, opts);
    samples.push(performance.now() - t0);
  }
  return medianOf(samples);
}

export async function runAnalyticsBench(): Promise<{ label: string; medianMs: number }[]> {
  const cases: { label: string; perGoal: number; order: Order }[] = [
    { label: "200 x 10", perGoal: 10, order: "oldest first" },
    { label: "200 x 100", perGoal: 100, order: "oldest first" },
    { label: "200 x 1,000", perGoal: 1000, order: "oldest first" },
    { label: "200 x 1,000 shuffled", perGoal: 1000, order: "shuffled" },
  ];
  const results: { label: string; medianMs: number }[] = [];
  for (const c of cases) {
    results.push({ label: c.label, medianMs: timeIt(makeBenchGoals(c.perGoal, c.order)) });
    await new Promise((resolve) => setImmediate(resolve)); // let GC and other work breathe
  }
  return results;
}

export function printTable(results: { label: string; medianMs: number }[]): void {
  console.log(`computeAnalyticsSummary, ${TIME_ZONE}, median of ${MEASURED_RUNS} runs after ${WARMUP_RUNS} warm-up`);
  console.log(`${"case".padEnd(22)}${"median ms".padStart(11)}${"x previous".padStart(12)}`);
  results.forEach((r, i) => {
    const prev = results[i - 1];
    // Growth ratio only between the three sizes (10x more entries each step).
    const ratio = prev && i < 3 ? (r.medianMs / prev.medianMs).toFixed(1) : "";
    console.log(`${r.label.padEnd(22)}${r.medianMs.toFixed(2).padStart(11)}${ratio.padStart(12)}`);
  });
  const main = results[2];
  if (main) console.log(`budget ${BUDGET_MS} ms at ${main.label}: ${main.medianMs < BUDGET_MS ? "within" : "OVER"}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable(await runAnalyticsBench());
}
