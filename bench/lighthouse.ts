/**
 * Lighthouse (the npm package, mobile preset: Moto G Power emulation, simulated slow 4G and 4×
 * CPU slowdown) on the production build served by the real server on the seeded database:
 * /, /explore, a public goal page and /dashboard signed in, for bench-user-00 (20 goals × 90 days)
 * and for the three-year user (20 × 1,095: issue 16's budget).
 * Chromium is the system one (CHROME_PATH, default /usr/bin/chromium), launched by Playwright
 * with a fresh profile and a debugging port that Lighthouse drives; Playwright only stores the
 * sign-in token in the profile before each /dashboard's runs. Each page runs `runs` times and the
 * run with the median performance score is reported.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { freePort } from "../test/support/process.js";
import { copySqlite, sqliteSeed } from "./dataset.js";
import { MIXED_GOALS, accountWith, habitFile } from "./habits-groups.js";
import { ourServer } from "./processes.js";
import { BENCH_PASSWORD, YEARS_USER, userName } from "./seed.js";

export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, bestPractices: 95, cls: 0.05, dashboardLcpMs: 2500 };

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Transferred bytes of the page's scripts (what the browser downloaded, compressed). */
  scriptKb: number;
  /** Requests to any other origin (fonts, scripts, anything). */
  otherOrigins: number;
  benchmarkIndex: number;
  failed: string[];
  /** The elements that moved most, for a CLS over budget: "selector (score)". */
  shifts: string[];
  lcpElement: string;
  /** Main-thread time by kind (script evaluation, style & layout, …), the largest first. */
  mainThread: string;
}

interface LhResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
    environment: { benchmarkIndex: number };
  };
}

const score = (r: LhResult, category: string) => Math.round((r.lhr.categories[category]?.score ?? 0) * 100);

function summarise(page: string, origin: string, r: LhResult): PageScore {
  const audits = r.lhr.audits;
  const requests = (audits["network-requests"]?.details?.items ?? []) as { url: string; resourceType?: string; transferSize?: number }[];
  const failed = Object.entries(audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && (a as { scoreDisplayMode?: string }).scoreDisplayMode === "binary")
    .map(([id]) => id);
  return {
    page,
    performance: score(r, "performance"),
    accessibility: score(r, "accessibility"),
    bestPractices: score(r, "best-practices"),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    scriptKb: requests.filter((q) => q.resourceType === "Script").reduce((s, q) => s + (q.transferSize ?? 0), 0) / 1000,
    otherOrigins: requests.filter((q) => !q.url.startsWith(origin) && !q.url.startsWith("data:")).length,
    benchmarkIndex: r.lhr.environment.benchmarkIndex,
    failed,
    shifts: ((audits["layout-shifts"]?.details?.items ?? []) as { node?: { selector?: string; nodeLabel?: string }; score?: number }[])
      .slice(0, 3)
      .map((i) => `${i.node?.selector ?? "?"} "${(i.node?.nodeLabel ?? "").slice(0, 40)}" (${(i.score ?? 0).toFixed(3)})`),
    mainThread: (
      (audits["mainthread-work-breakdown"]?.details?.items ?? []) as { groupLabel?: string; group?: string; duration?: number }[]
    )
      .slice(0, 4)
      .map((i) => `${i.group ?? i.groupLabel} ${Math.round(i.duration ?? 0)} ms`)
      .join(", "),
    lcpElement: (() => {
      const items = (audits["largest-contentful-paint-element"]?.details?.items ?? []) as { items?: { node?: { selector?: string } }[] }[];
      return items[0]?.items?.[0]?.node?.selector ?? "";
    })(),
  };
}

export interface LighthouseOptions {
  /** Only these pages (paths as listed below), e.g. for a quick look at one. */
  only?: string[];
  nodeDir: string;
  webDir: string;
  workDir: string;
  cacheDir: string;
  runs?: number;
  /** Keeps each run's full report here (lighthouse-<page>-<run>.json), for a closer look. */
  reportDir?: string;
  log: (line: string) => void;
}

export async function runLighthouseBench(o: LighthouseOptions): Promise<string[]> {
  let lighthouse: (url: string, flags: Record<string, unknown>) => Promise<LhResult | undefined>;
  try {
    lighthouse = (await import("lighthouse")).default as unknown as typeof lighthouse;
  } catch {
    return ["lighthouse: the lighthouse package is not installed (npm ci installs it): skipped"];
  }
  const runs = o.runs ?? 3;
  const seedDir = await sqliteSeed(o.cacheDir, o.log);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await ourServer(o.nodeDir, o.webDir, port, { dataDir: copySqlite(seedDir, path.join(o.workDir, "lighthouse")) });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pv-lighthouse-profile-"));
  const debugPort = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`],
  });
  const scores: PageScore[] = [];
  try {
    const signIn = async (name: string) => {
      const res = await fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: name, password: BENCH_PASSWORD }),
      });
      return (await res.json()) as { token: string; username: string };
    };
    // Issues 29 and 30 (pv_group_by: web/features/groups/section-prefs.ts): a Today view of 20 mixed habits at three years, a dashboard of 200 goals in 20 groups.
    const tag = Date.now().toString(36);
    const habits = `lh-habits-${tag}`;
    const groups = `lh-groups-${tag}`;
    await accountWith(origin, habits, habitFile(MIXED_GOALS, 1095));
    await accountWith(
      origin,
      groups,
      habitFile(
        Array.from({ length: 200 }, () => ({ kind: "progress" as const, timeframe: "daily" })),
        30,
        20,
      ),
    );
    const pages: { page: string; label: string; as?: string; prefs?: Record<string, string> }[] = [
      { page: "/", label: "/" },
      { page: "/explore", label: "/explore" },
      { page: `/${userName(0)}/goal-1`, label: `/${userName(0)}/goal-1` },
      { page: "/dashboard", label: "/dashboard", as: userName(0) },
      // Issue 16's budget: the dashboard of a user with three years of history (20 × 1,095).
      { page: "/dashboard", label: "/dashboard (3 years)", as: YEARS_USER },
      { page: "/today", label: "/today (20 mixed, 3 years)", as: habits },
      { page: "/dashboard", label: "/dashboard (200 in 20 groups)", as: groups, prefs: { pv_group_by: "group" } },
    ];
    o.log(`\nLighthouse ${runs}× per page, mobile preset, ${origin}`);
    for (const { page, label, as, prefs } of pages.filter((p) => !o.only || o.only.some((x) => p.page.startsWith(x)))) {
      const { token, username } = as ? await signIn(as) : { token: "", username: "" };
      // The token lives in localStorage: set (or cleared) in the profile before each page's runs.
      const tab = await browser.newPage();
      await tab.goto(`${origin}/privacy`);
      await tab.evaluate(
        ([t, u, extra]) => {
          localStorage.clear();
          if (t && u) {
            localStorage.setItem("token", t);
            localStorage.setItem("username", u);
          }
          for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
        },
        [token, username, prefs ?? {}] as const,
      );
      await tab.close();
      const results: PageScore[] = [];
      for (let i = 0; i < runs; i += 1) {
        const r = await lighthouse(`${origin}${page}`, {
          port: debugPort,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          // Each run starts with empty caches; Lighthouse's reset keeps localStorage (its
          // default clearStorageTypes), so the signed-in token stays.
        });
        if (!r) continue;
        results.push(summarise(label, origin, r));
        if (o.reportDir) {
          const name = `lighthouse-${label.replace(/[^a-z0-9]+/gi, "_") || "_"}-${i + 1}.json`;
          fs.mkdirSync(o.reportDir, { recursive: true });
          fs.writeFileSync(path.join(o.reportDir, name), JSON.stringify(r.lhr));
        }
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      if (!median) continue;
      scores.push(median);
      o.log(
        formatScore(
          median,
          results.map((r) => r.performance),
        ),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return ["budgets, Lighthouse (mobile):", ...scores.flatMap(budgetLines)];
}

function formatScore(s: PageScore, perfRuns: number[]): string {
  return [
    `${s.page.padEnd(26)} perf ${s.performance} (runs ${perfRuns.join("/")})`,
    `a11y ${s.accessibility}`,
    `best practices ${s.bestPractices}`,
    `CLS ${s.cls.toFixed(3)}`,
    `FCP ${(s.fcpMs / 1000).toFixed(2)} s`,
    `LCP ${(s.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${s.tbtMs.toFixed(0)} ms`,
    `JS ${s.scriptKb.toFixed(1)} kB transferred`,
    `other origins ${s.otherOrigins}`,
    `benchmarkIndex ${s.benchmarkIndex.toFixed(0)}`,
    s.failed.length > 0 ? `failed audits: ${s.failed.join(", ")}` : "",
    s.lcpElement ? `LCP element ${s.lcpElement}` : "",
    s.mainThread ? `main thread: ${s.mainThread}` : "",
    s.cls >= LIGHTHOUSE_BUDGETS.cls ? `shifts: ${s.shifts.join("; ")}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

function budgetLines(s: PageScore): string[] {
  const b = LIGHTHOUSE_BUDGETS;
  const line = (what: string, value: string, budget: string, ok: boolean) =>
    `${ok ? "ok  " : "MISS"} ${`${s.page} ${what}`.padEnd(44)} ${value.padStart(14)}   budget ${budget}`;
  return [
    line("performance", String(s.performance), `≥ ${b.performance}`, s.performance >= b.performance),
    line("accessibility", String(s.accessibility), `= ${b.accessibility}`, s.accessibility >= b.accessibility),
    line("best practices", String(s.bestPractices), `≥ ${b.bestPractices}`, s.bestPractices >= b.bestPractices),
    line("CLS", s.cls.toFixed(3), `< ${b.cls}`, s.cls < b.cls),
    line("requests to other origins", String(s.otherOrigins), "0", s.otherOrigins === 0),
    // Issue 16: the dashboard's largest paint, with 90 days and with three years of history.
    ...(s.page.startsWith("/dashboard")
      ? [line("LCP", `${(s.lcpMs / 1000).toFixed(2)} s`, `≤ ${b.dashboardLcpMs / 1000} s`, s.lcpMs <= b.dashboardLcpMs)]
      : []),
  ];
}
