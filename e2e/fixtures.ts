/**
 * Shared browser-test helpers: seed through the API with unique data, sign in by putting the
 * token where the app keeps it, and check accessibility with axe.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { type APIRequestContext, type Page, type Request, expect, test } from "@playwright/test";

let seq = 0;
export function uniqueName(prefix = "u"): string {
  seq++;
  return `${prefix}${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 6)}`.toLowerCase().slice(0, 30);
}

export interface SeededUser {
  username: string;
  password: string;
  token: string;
}

export async function createUser(request: APIRequestContext, prefix = "u"): Promise<SeededUser> {
  const username = uniqueName(prefix);
  const password = "e2e-password-1";
  const res = await request.post("/api/auth/signup", { data: { username, password, why: "e2e" } });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { username, password, token };
}

/** Stores the session the way the login page does, before any page script runs. */
export async function signIn(page: Page, user: SeededUser): Promise<void> {
  await page.addInitScript(
    ([token, username]) => {
      if (!window.localStorage.getItem("token") && !window.sessionStorage.getItem("pv_e2e_signed_out")) {
        window.localStorage.setItem("token", token);
        window.localStorage.setItem("username", username);
        window.localStorage.setItem("progressvault_user", JSON.stringify({ username, signedInAt: new Date().toISOString() }));
      }
    },
    [user.token, user.username] as const,
  );
}

/** The Authorization header of a seeded user's API requests. */
export const authHeaders = (user: SeededUser) => ({ authorization: `Bearer ${user.token}` });

/** A goal's card (the dashboard's or Today's), by its title. */
export const goalCard = (page: Page, title: string) => page.getByRole("article", { name: title });

export async function createGoal(
  request: APIRequestContext,
  user: SeededUser,
  fields: Partial<{ title: string; category: string; timeframe: string; motivation: string; description: string }> = {},
) {
  const res = await request.post("/api/goals", {
    headers: authHeaders(user),
    data: { title: uniqueName("Goal "), category: "health", timeframe: "weekly", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string; [k: string]: unknown };
}

/** A goal with the habit fields (issue 29: kind, target, unit, schedule), daily unless `fields` say otherwise. */
export async function createHabit(request: APIRequestContext, user: SeededUser, fields: Record<string, unknown>) {
  const res = await request.post("/api/goals", {
    headers: authHeaders(user),
    data: { title: uniqueName("Habit "), category: "health", timeframe: "daily", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

export interface StoredEntry {
  id: string;
  goal_id: string;
  note: string;
  progress: number;
  created_at: string;
  /** An amount goal's entries only. */
  amount?: number;
}

/** A goal's journal as the server keeps it, newest first. */
export async function entriesOf(request: APIRequestContext, user: SeededUser, goalId: string): Promise<StoredEntry[]> {
  const res = await request.get(`/api/journal?goal_id=${goalId}`, { headers: authHeaders(user) });
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredEntry[];
}

export async function addEntry(
  request: APIRequestContext,
  user: SeededUser,
  body: { goal_id: string; note: string; progress: number; created_at?: string },
) {
  const res = await request.post("/api/journal", { headers: authHeaders(user), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

export async function publishGoal(request: APIRequestContext, user: SeededUser, goalId: string, slug: string) {
  const res = await request.patch(`/api/goals/${goalId}/public`, {
    headers: authHeaders(user),
    data: { public: true, slug },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { slug: string };
}

/** 09:00 UTC `days` days ago, and never in the future (today's 09:00 may be still to come). */
export function daysAgoAt9(days: number): string {
  const d = new Date();
  d.setUTCHours(9, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - days);
  return new Date(Math.min(d.getTime(), Date.now() - 60_000)).toISOString();
}

/** Noon UTC `n` days ago. */
export const noonDaysAgo = (n: number) => `${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}T12:00:00Z`;

/**
 * Turns the dashboard's goal page once the pager has stood still in view for STILL_FRAMES
 * frames. The cards near it are drawn only once in view (content-visibility), and their real
 * height replacing the estimate moved the button a few frames after it came into view: between
 * the press and the release of a click, which then landed on "Groups" below it. Playwright's own
 * check (two frames alike) passed before that.
 */
export async function turnGoalPage(page: Page, to: "Prev" | "Next"): Promise<void> {
  const pager = page.getByRole("navigation", { name: "Goal pages" });
  await pager.scrollIntoViewIfNeeded();
  await pager.evaluate(
    (el, frames) =>
      new Promise<void>((done) => {
        let last = "";
        let still = 0;
        const look = () => {
          const box = el.getBoundingClientRect();
          const now = `${box.top} ${box.left}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= frames) done();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    STILL_FRAMES,
  );
  await pager.getByRole("button", { name: to }).click();
}

/** How many frames alike make a pager that has stopped moving (turnGoalPage). */
const STILL_FRAMES = 10;

/** Nothing scrolls sideways. Polled: a chart takes its width from the layout once it has one. */
export async function noSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

/**
 * What one axe scan may take, added to the test's time limit by each scan. On 2 cores shared with
 * the rest of the suite, whole-page scans took tests out of their 30 s, which a retry used to
 * hide. Now every scan brings its own budget and the test's own 30 s are left for its other steps.
 */
export const AXE_SCAN_BUDGET_MS = 30_000;

/** The WCAG 2.1 A and AA rules: what every scan checks. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * No serious or critical axe violation on the page as it is now.
 *
 * Only violations are read, so axe is asked for those alone (`resultTypes`: the passes, the
 * inapplicable and the incomplete are cut to one node each instead of being described node by
 * node). The scan runs as one `axe.run` in the page (legacy mode) rather than as partial runs
 * finished in a second, blank page that loads axe again. @axe-core/playwright calls legacy mode a
 * last resort; what it gives up is scanning frames of other origins, and the app has none (a
 * same-origin frame is still scanned), so the violations found are the same.
 * e2e/accessibility-scan.spec.ts checks that the scan still finds them.
 */
export async function expectAccessible(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + AXE_SCAN_BUDGET_MS);
  // options() replaces the run options, so the tags go in with it rather than through withTags().
  let builder = new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] })
    .setLegacyMode();
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

/** Switch the theme the way the app stores it (pv_prefs.theme), then reload. */
export async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate((t) => {
    const prefs = JSON.parse(window.localStorage.getItem("pv_prefs") || "{}");
    window.localStorage.setItem("pv_prefs", JSON.stringify({ ...prefs, theme: t }));
  }, theme);
  await page.reload();
}

/** Collects /api requests the page makes (demo mode must make none), as "METHOD /path[?query]". */
export function recordApiRequests(page: Page, opts: { withQuery?: boolean } = {}): string[] {
  watchNetwork(page);
  const seen: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) seen.push(`${req.method()} ${url.pathname}${opts.withQuery ? url.search : ""}`);
  });
  return seen;
}

/**
 * A gate for a routed request: the handler awaits `passed`, the test calls `open()` once it has
 * seen what the page shows while the request is on its way (an optimistic entry, a removal).
 * A fixed delay instead lost that race whenever the machine was slower than the delay.
 */
export function requestGate(): { passed: Promise<void>; open: () => void } {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/** Requests started and still open, per page, from watchNetwork() on. */
const networks = new WeakMap<Page, { started: number; open: Set<Request> }>();

/** Counts the page's requests from now on, for settle(): call it before the page loads. */
export function watchNetwork(page: Page): void {
  if (networks.has(page)) return;
  const net = { started: 0, open: new Set<Request>() };
  networks.set(page, net);
  page.on("request", (req) => {
    net.started++;
    net.open.add(req);
  });
  page.on("requestfinished", (req) => void net.open.delete(req));
  page.on("requestfailed", (req) => void net.open.delete(req));
}

/** Resolves once the page has drawn two frames and run a task queued after them. */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
}

/**
 * Waits until nothing more is coming: the page's queued work has run (afterFrames) and none of
 * its requests is open, over a whole round in which no new request started. This is what a
 * fixed "anything late would show up here" sleep hoped for, without guessing how long is long
 * enough. `timers`: with `page.clock.install()` done before the page loaded, each round first
 * fires every timer the page set for that many milliseconds of its time (retries, intervals,
 * delayed writes), so late work set on a timer shows up too. Call watchNetwork(page) (or
 * recordApiRequests) before the page loads.
 */
export async function settle(page: Page, opts: { timers?: number } = {}): Promise<void> {
  const net = networks.get(page);
  if (!net) throw new Error("settle(page) needs watchNetwork(page) before the page loads");
  for (let round = 0; round < 10; round++) {
    const before = net.started;
    if (opts.timers) await page.clock.runFor(opts.timers);
    await afterFrames(page);
    await expect.poll(() => net.open.size, { message: "the page's requests to finish" }).toBe(0);
    await afterFrames(page);
    if (net.started === before) return;
  }
  throw new Error("the page kept starting requests through 10 rounds of settle()");
}

/** The keys of the answers this device keeps for offline use (lib/offline-cache.ts, IndexedDB "pv-last-known"). */
export function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("pv-last-known");
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("answers")) return resolve([]);
          const keys = db.transaction("answers", "readonly").objectStore("answers").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => resolve([]);
        };
      }),
  );
}

/**
 * Opens the dashboard, then the goal's journal, online, and waits until a reload offline would
 * find them: the service worker in control, and the goal list, the goal's entries and its
 * calendar kept on the device (each is written after its answer is shown, so seeing the page is
 * not enough under load).
 */
export async function visitOnline(page: Page, goalTitle: string, goalId: string): Promise<void> {
  await page.goto("/dashboard");
  await expect(page.getByRole("article", { name: goalTitle })).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
  await page.goto(`/journal?goal_id=${goalId}`);
  await expect(page.getByRole("heading", { level: 1, name: goalTitle })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(async () => {
      const keys = await keptAnswers(page);
      return ["goals", `journal:${goalId}`, `history:${goalId}:`].every((part) => keys.some((k) => k.includes(`:${part}`)));
    })
    .toBe(true);
}
