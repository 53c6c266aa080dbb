/**
 * The Today view and the one-tap actions (issue 29 items 3 and 4), at 375 px and on desktop:
 * what is due today with what is left, Done moving a goal to "Done today" at once, kept after a
 * reload, landing exactly once (one POST, counted on the server too), offline through the
 * outbox and replayed once when back online; the empty and all-done states; demo mode with no
 * server request; and the card's `+` shortcut for a check goal.
 */
import { type Page, expect, test } from "@playwright/test";
import {
  createUser,
  expectAccessible,
  recordApiRequests,
  requestGate,
  settle,
  signIn,
  createHabit,
  noSideScroll,
  entriesOf,
  authHeaders,
} from "./fixtures.js";

const due = (page: Page) => page.getByRole("region", { name: /^Due today/ });
const doneToday = (page: Page) => page.getByRole("region", { name: "Done today" });
const item = (where: ReturnType<typeof due>, title: string) => where.getByRole("article", { name: title });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("due today with what is left; Done moves to Done today at once, lands once and stays after a reload", async ({
      page,
      request,
    }) => {
      const user = await createUser(request, "today");
      const meditate = await createHabit(request, user, { title: "Meditate", kind: "check" });
      const run = await createHabit(request, user, { title: "Run", kind: "amount", timeframe: "weekly", target: 20, unit: "km" });
      const journal = await createHabit(request, user, { title: "Write a page" });
      await createHabit(request, user, { title: "Weekly review", timeframe: "weekly" });
      const archived = await createHabit(request, user, { title: "Old habit", kind: "check" });
      await request.patch(`/api/goals/${archived.id}`, { headers: authHeaders(user), data: { archived: true } });

      await signIn(page, user);
      const seen = recordApiRequests(page);
      await page.goto("/dashboard");
      const nav = page.getByRole("navigation", { name: "Main" });
      if (width < 640) await page.getByRole("button", { name: "Menu" }).click();
      await nav.getByRole("link", { name: "Today" }).click();
      await expect(page).toHaveURL(/\/today$/);
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

      await expect(item(due(page), "Meditate")).toContainText("0 of 1 today · 1 more");
      await expect(item(due(page), "Run")).toContainText("0 of 20 km this week · 20 km left");
      await expect(item(due(page), "Write a page")).toContainText("No check-in yet today");
      await expect(due(page).getByRole("article")).toHaveCount(3);
      await expect(page.getByText("Weekly review")).toHaveCount(0);
      await expect(page.getByText("Old habit")).toHaveCount(0);
      await expect(doneToday(page)).toHaveCount(0);
      await noSideScroll(page);
      await settle(page);

      seen.length = 0;
      // The check-in is held on its way: what shows meanwhile is the optimistic change.
      const gate = requestGate();
      await page.route("**/api/journal*", async (route) => {
        await gate.passed;
        await route.continue();
      });
      await item(due(page), "Meditate").getByRole("button", { name: "Done" }).click();
      await expect(item(doneToday(page), "Meditate")).toContainText("1 of 1 today · Done today");
      await expect(item(due(page), "Meditate")).toHaveCount(0);
      gate.open();
      await item(due(page), "Run").getByLabel("km").fill("7.5");
      await item(due(page), "Run").getByRole("button", { name: "Log" }).click();
      await expect(item(due(page), "Run")).toContainText("7.5 of 20 km this week · 12.5 km left");
      await settle(page);
      expect(seen).toEqual(["POST /api/journal", "POST /api/journal"]);
      expect(await entriesOf(request, user, meditate.id)).toHaveLength(1);
      expect((await entriesOf(request, user, run.id)).map((e) => e.amount)).toEqual([7.5]);
      expect(await entriesOf(request, user, journal.id)).toHaveLength(0);

      await page.reload();
      await expect(item(doneToday(page), "Meditate")).toBeVisible();
      await expect(item(due(page), "Run")).toContainText("12.5 km left");
      await noSideScroll(page);
    });
  });
}

test("Undo takes a Done back: the goal is due again and the server has no entry; the page passes the accessibility scan", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "today");
  const meditate = await createHabit(request, user, { title: "Meditate", kind: "check" });
  await createHabit(request, user, { title: "Run", kind: "amount", timeframe: "weekly", target: 20, unit: "km" });
  await signIn(page, user);
  await page.goto("/today");
  await item(due(page), "Meditate").getByRole("button", { name: "Done" }).click();
  const undo = item(doneToday(page), "Meditate").getByRole("button", { name: "Undo the last check-in of Meditate" });
  await expect(undo).toBeVisible();
  await expect.poll(async () => (await entriesOf(request, user, meditate.id)).length).toBe(1);
  // Both lists, a Done, an amount field and an Undo on screen: labelled, contrasted, reachable.
  await expectAccessible(page);
  await undo.click();
  await expect(item(due(page), "Meditate")).toContainText("1 more");
  await expect.poll(async () => (await entriesOf(request, user, meditate.id)).length).toBe(0);
});

test("empty and all-done states", async ({ page, request }) => {
  const user = await createUser(request, "today");
  await signIn(page, user);
  await page.goto("/today");
  await expect(page.getByText("Nothing is due today")).toBeVisible();

  const gym = await createHabit(request, user, { title: "Stretch", kind: "check" });
  const res = await request.post("/api/journal", { headers: authHeaders(user), data: { goal_id: gym.id, note: "done" } });
  expect(res.status(), await res.text()).toBe(201);
  await page.reload();
  await expect(page.getByText("All done for today")).toBeVisible();
  await expect(item(doneToday(page), "Stretch")).toBeVisible();
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a Done tapped offline shows at once, survives a reload and is sent once when back online", async ({ page, context, request }) => {
    const user = await createUser(request, "today");
    const meditate = await createHabit(request, user, { title: "Meditate", kind: "check" });
    await signIn(page, user);
    await page.goto("/today");
    await expect(item(due(page), "Meditate")).toBeVisible();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(item(due(page), "Meditate")).toBeVisible();

    // Offline from the page's start, as a phone without signal opens it (offline.spec.ts does the
    // same): a page that was loaded online may still send its first request out while the
    // browser's offline state reaches it.
    await context.setOffline(true);
    await page.reload();
    await expect(item(due(page), "Meditate")).toBeVisible();
    await item(due(page), "Meditate").getByRole("button", { name: "Done" }).click();
    await expect(item(doneToday(page), "Meditate")).toBeVisible();
    await expect(page.getByRole("region", { name: "Waiting to be sent" })).toContainText("Pending: 1 waiting to be sent");
    await page.reload();
    await expect(item(doneToday(page), "Meditate")).toBeVisible();
    expect(await entriesOf(request, user, meditate.id)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole("region", { name: "Waiting to be sent" })).toHaveCount(0, { timeout: 15_000 });
    expect(await entriesOf(request, user, meditate.id)).toHaveLength(1);
    await page.reload();
    await expect(item(doneToday(page), "Meditate")).toBeVisible();
    expect(await entriesOf(request, user, meditate.id)).toHaveLength(1);
  });
});

test("demo mode: Today on local data, a tap moves the goal to Done today, no server request", async ({ page }) => {
  const seen = recordApiRequests(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard?demo=1");
  await page.getByLabel("Quick add goal title").fill("Drink water");
  await page.getByRole("form", { name: "Quick add" }).getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("article", { name: "Drink water" })).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/\/today\?demo=1$/);
  await expect(item(due(page), "Drink water")).toContainText("No check-in yet today");
  await item(due(page), "Drink water").getByRole("button", { name: "+10%" }).click();
  await expect(item(doneToday(page), "Drink water")).toBeVisible();
  await noSideScroll(page);
  await settle(page);
  expect(seen).toEqual([]);
});

test("the + shortcut marks the focused check goal's card done", async ({ page, request }) => {
  const user = await createUser(request, "today");
  const gym = await createHabit(request, user, { title: "Gym", kind: "check", timeframe: "weekly", target: 3 });
  await signIn(page, user);
  const seen = recordApiRequests(page);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: "Gym" });
  await expect(card).toContainText("0 of 3 this week");
  await expect(card).toContainText("Streak: 0 weeks");
  await settle(page);
  seen.length = 0;
  await page.keyboard.press("j");
  await expect(card).toBeFocused();
  await page.keyboard.press("+");
  await expect(card).toContainText("1 of 3 this week");
  await settle(page);
  expect(seen).toEqual(["POST /api/journal"]);
  expect((await entriesOf(request, user, gym.id)).map((e) => e.note)).toEqual(["Done"]);
});

test("the + shortcut logs the amount typed in the focused amount goal's card (and focuses its empty field)", async ({ page, request }) => {
  const user = await createUser(request, "today");
  const run = await createHabit(request, user, { title: "Run", kind: "amount", timeframe: "weekly", target: 20, unit: "km" });
  await signIn(page, user);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: "Run" });
  await expect(card).toContainText("0 of 20 km this week");
  await page.keyboard.press("j");
  await expect(card).toBeFocused();
  await page.keyboard.press("+");
  await expect(card.getByLabel("km")).toBeFocused();
  await card.getByLabel("km").fill("5");
  await card.focus();
  await page.keyboard.press("+");
  await expect(card).toContainText("5 of 20 km this week");
  await expect.poll(async () => (await entriesOf(request, user, run.id)).map((e) => e.amount)).toEqual([5]);
});

test("Settings' start page: with Today chosen, opening the app at /dashboard shows Today; the header's Dashboard still opens the dashboard", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "today");
  await signIn(page, user);
  await page.goto("/settings");
  const start = page.getByRole("group", { name: "Open the app on" });
  await expect(start.getByLabel("Dashboard")).toBeChecked();
  await start.getByText("Today").click();
  await expect(start.getByLabel("Today")).toBeChecked();
  // The theme, kept in the same place, leaves the choice alone.
  await page.getByRole("group", { name: "Theme" }).getByText("Dark").click();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await page.getByRole("link", { name: "All goals" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
