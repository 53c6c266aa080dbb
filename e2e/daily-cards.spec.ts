/**
 * The daily loop on the dashboard (issue 17, items 3 and 8) in real Chromium: each card's
 * last-12-weeks check-in strip, and the keyboard shortcuts (n, /, ?, j, k, +), signed in and
 * in demo mode (no /api request at all).
 */
import { expect, test } from "@playwright/test";
import {
  addEntry,
  createGoal,
  createUser,
  recordApiRequests,
  settle,
  signIn,
  useTheme,
  goalCard,
  noonDaysAgo,
  entriesOf,
} from "./fixtures.js";

// Seeded days are calendar days: the browser reads them in UTC, as they are written here.
test.use({ timezoneId: "UTC" });

const DAY = 86_400_000;
/** Noon UTC `n` days ago: one calendar day whatever the hour the test runs. */
const dateDaysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

test("each card draws its last 12 weeks of check-ins, paused days included, within 375 px, light and dark", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await createUser(request, "strip");
  const goal = await createGoal(request, user, { title: "Stretch daily" });
  // Three check-in days inside the strip (two check-ins on one of them) and one long before it.
  await addEntry(request, user, { goal_id: goal.id, note: "long ago", progress: 5, created_at: noonDaysAgo(200) });
  await addEntry(request, user, { goal_id: goal.id, note: "a", progress: 10, created_at: noonDaysAgo(40) });
  await addEntry(request, user, { goal_id: goal.id, note: "b", progress: 20, created_at: noonDaysAgo(12) });
  await addEntry(request, user, { goal_id: goal.id, note: "c", progress: 25, created_at: `${dateDaysAgo(12)}T13:00:00Z` });
  // Newer than the journal window the list sends (5 entries): the older days come from facts.recent_days.
  for (const [i, p] of [30, 35, 40, 45, 50].entries()) {
    await addEntry(request, user, { goal_id: goal.id, note: `d${i}`, progress: p, created_at: `${dateDaysAgo(3)}T1${i}:00:00Z` });
  }
  const pause = await request.post(`/api/goals/${goal.id}/pauses`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { from: dateDaysAgo(25), to: dateDaysAgo(24) },
  });
  expect(pause.status(), await pause.text()).toBe(201);
  await createGoal(request, user, { title: "Fresh goal" });
  await signIn(page, user);
  await page.goto("/dashboard");

  const strip = goalCard(page, "Stretch daily").getByRole("img", { name: /calendar/i });
  await expect(strip).toHaveAccessibleName("Check-in calendar of Stretch daily: 3 days with check-ins in the last 12 weeks, 2 days paused");
  await expect(
    goalCard(page, "Fresh goal").getByRole("img", { name: "Check-in calendar of Fresh goal: 0 days with check-ins in the last 12 weeks" }),
  ).toBeVisible();

  for (const theme of ["light", "dark"] as const) {
    if (theme === "dark") {
      await useTheme(page, "dark");
      await expect(page.locator("html")).toHaveClass(/dark/);
    }
    await expect(strip).toBeVisible();
    const fits = await page.evaluate(() => {
      const cardBox = document.querySelector("article")!.getBoundingClientRect();
      const stripBox = document.querySelector('article [role="img"][aria-label^="Check-in calendar"]')!.getBoundingClientRect();
      return {
        page: document.documentElement.scrollWidth <= window.innerWidth,
        inCard: stripBox.left >= cardBox.left && stripBox.right <= cardBox.right,
        small: stripBox.height <= 60 && stripBox.width <= 100,
      };
    });
    expect(fits, theme).toEqual({ page: true, inCard: true, small: true });
  }
});

test("a +10% check-in shows on the strip, and every shortcut works", async ({ page, request }) => {
  const user = await createUser(request, "keys");
  const first = await createGoal(request, user, { title: "Walk daily" });
  const done = await createGoal(request, user, { title: "Finished goal" });
  await addEntry(request, user, { goal_id: done.id, note: "all done", progress: 100, created_at: noonDaysAgo(1) });
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Showing 2 results")).toBeVisible();
  // Newest first (the spec's "Recent" sort).
  const cards = page.getByRole("article");
  await expect(cards.nth(0)).toHaveAccessibleName("Finished goal");
  await expect(cards.nth(1)).toHaveAccessibleName("Walk daily");

  // n and / focus Quick add and Search; neither key is typed into them.
  await page.keyboard.press("n");
  await expect(page.getByLabel("Quick add goal title")).toBeFocused();
  await expect(page.getByLabel("Quick add goal title")).toHaveValue("");
  await page.getByRole("heading", { name: "Dashboard" }).click();
  await page.keyboard.press("/");
  await expect(page.getByLabel("Search goals")).toBeFocused();
  await expect(page.getByLabel("Search goals")).toHaveValue("");
  await page.getByRole("heading", { name: "Dashboard" }).click();

  // j / k move between the cards, in the order shown.
  await page.keyboard.press("j");
  await expect(cards.nth(0)).toBeFocused();
  // Its focus ring is drawn inside the card: the list item's paint containment (content-visibility)
  // clips anything drawn outside it.
  const ring = await cards.nth(0).evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, inside: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) <= 0 };
  });
  expect(ring).toEqual({ style: "solid", inside: true });
  await page.keyboard.press("j");
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(cards.nth(0)).toBeFocused();

  // ? lists the shortcuts in a dialog; Esc closes it and focus returns to the card.
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Log +10% on the focused goal card")).toBeVisible();
  await page.keyboard.press("j"); // keys inside the dialog are the dialog's
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cards.nth(0)).toBeFocused();

  // + on the focused card: one entry on the server, sent with an Idempotency-Key, on the strip at once.
  const walk = goalCard(page, "Walk daily");
  await page.keyboard.press("j");
  await expect(walk).toBeFocused();
  const post = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/journal");
  await page.keyboard.press("+");
  expect((await post).headers()["idempotency-key"]).toBeTruthy();
  await expect(page.getByText("+10% logged", { exact: true }).first()).toBeVisible();
  await expect(walk.getByRole("img", { name: "Overall progress 10%" })).toBeVisible();
  await expect(walk.getByRole("img", { name: /^Check-in calendar of Walk daily: 1 day with check-ins/ })).toBeVisible();
  expect((await entriesOf(request, user, first.id)).map((e) => [e.progress, e.note])).toEqual([[10, "Quick update: +10%"]]);

  // At 100 %: "already complete", and nothing is written.
  const finished = goalCard(page, "Finished goal");
  await page.keyboard.press("k");
  await expect(finished).toBeFocused();
  await page.keyboard.press("+");
  await expect(page.getByText("This goal is already complete (100%)").first()).toBeVisible();
  expect(await entriesOf(request, user, done.id)).toHaveLength(1);
});

test("typing n, j or + in a field only types them; modified keys are the browser's", async ({ page, request }) => {
  const user = await createUser(request, "typing");
  const goal = await createGoal(request, user, { title: "Typing goal" });
  await signIn(page, user);
  const seen = recordApiRequests(page);
  await page.goto("/dashboard");
  await expect(goalCard(page, "Typing goal")).toBeVisible();

  const search = page.getByLabel("Search goals");
  await search.focus();
  await page.keyboard.type("?/j");
  await expect(search).toHaveValue("?/j");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await search.fill("");

  const quickAdd = page.getByLabel("Quick add goal title");
  await quickAdd.focus();
  await page.keyboard.type("nj+k");
  await expect(quickAdd).toHaveValue("nj+k");
  await expect(quickAdd).toBeFocused();

  const description = page.getByRole("region", { name: "Create goal with details" }).getByLabel("Description");
  await description.focus();
  await page.keyboard.type("+j");
  await expect(description).toHaveValue("+j");

  // With Alt, j is not a shortcut.
  await page.getByRole("heading", { name: "Dashboard" }).click();
  await page.keyboard.press("Alt+j");
  await expect(goalCard(page, "Typing goal")).not.toBeFocused();

  expect(seen.filter((r) => r === "POST /api/journal")).toEqual([]);
  expect(await entriesOf(request, user, goal.id)).toEqual([]);
});

test("demo mode: strips from the sample journals and the shortcuts, with no /api request", async ({ page }) => {
  await page.clock.install();
  const seen = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await expect(page.getByText("Showing 3 results")).toBeVisible();
  const run = goalCard(page, "Run a 5K without stopping");
  // Six check-ins, 14, 9, 5, 2, 1 and 0 days ago: six days in the last 12 weeks.
  await expect(
    run.getByRole("img", { name: "Check-in calendar of Run a 5K without stopping: 6 days with check-ins in the last 12 weeks" }),
  ).toBeVisible();
  await expect(
    goalCard(page, "Read 12 books this year").getByRole("img", { name: /^Check-in calendar of Read 12 books this year: 3 days with/ }),
  ).toBeVisible();

  await page.keyboard.press("n");
  await expect(page.getByLabel("Quick add goal title")).toBeFocused();
  await page.getByRole("heading", { name: "Dashboard" }).click();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");
  // The side panel lists them too, for whoever does not know "?"; Close returns there.
  const listButton = page.getByRole("complementary", { name: "Side panel" }).getByRole("button", { name: "Keyboard shortcuts (?)" });
  await listButton.click();
  await page.getByRole("dialog", { name: "Keyboard shortcuts" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(listButton).toBeFocused();

  const emergency = goalCard(page, "Build an emergency fund");
  for (let i = 0; i < 3 && !(await emergency.evaluate((e) => e === document.activeElement)); i += 1) await page.keyboard.press("j");
  await expect(emergency).toBeFocused();
  await page.keyboard.press("+");
  await expect(page.getByText("+10% logged (demo)", { exact: true }).first()).toBeVisible();
  await expect(emergency.getByRole("img", { name: "Overall progress 10%" })).toBeVisible();
  await expect(emergency.getByRole("img", { name: /^Check-in calendar of Build an emergency fund: 1 day with check-ins/ })).toBeVisible();

  await settle(page, { timers: 60_000 }); // anything late would show up here
  expect(seen).toEqual([]);
});

test("a dashboard load draws the cards in its first render, with no loading state in between", async ({ page, request }) => {
  const user = await createUser(request, "firstpaint");
  const goal = await createGoal(request, user, { title: "Read ten pages" });
  await signIn(page, user);
  // Records whether "Loading goals…" was ever in the page: the first render waits (briefly) for
  // the goals it requested beside its code, rather than showing a spinner they replace (decision 033).
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Loading goals…")) seen.loading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The page's clock stands still until the goals have arrived, so the most the first render
  // waits for them (FIRST_DATA_WAIT_MS of the page's time, routes.tsx) cannot run out while a
  // loaded machine answers: the test waits for the answer, not for a time it hopes is enough.
  await page.clock.install();
  await page.clock.pauseAt(Date.now());
  const goalsAnswered = page.waitForEvent("requestfinished", (req) => new URL(req.url()).pathname === "/api/goals");
  await page.goto("/dashboard");
  await goalsAnswered;
  await page.clock.resume();
  await expect(goalCard(page, goal.title)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen.loading)).toBe(false);
});
