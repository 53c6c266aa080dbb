/**
 * The journal page's calendar by kind (issue 29 items 3 and 5): a check goal's past day tapped
 * lands one backdated check-in (counted on the server), an amount goal's asks for the amount in a
 * labelled dialog, the days say their state; at 375 px and on desktop; offline, the tap is kept
 * and sent once.
 */
import { type Page, expect, test } from "@playwright/test";
import {
  authHeaders,
  createGoal,
  createHabit,
  createUser,
  entriesOf,
  expectAccessible,
  noonDaysAgo,
  noSideScroll,
  signIn,
  useTheme,
} from "./fixtures.js";

/** The calendar cell of `days` days ago, by its local date. */
async function dayCell(page: Page, days: number) {
  const key = await page.evaluate((back) => {
    const d = new Date();
    d.setDate(d.getDate() - back);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, days);
  return { key, cell: page.getByRole("grid", { name: /^Check-in calendar of/ }).locator(`[data-key="${key}"]`) };
}
const yesterday = (page: Page) => dayCell(page, 1);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a check goal's past day tapped is done once; Not done takes it back", async ({ page, request }) => {
      const user = await createUser(request, "cal");
      const gym = await createHabit(request, user, { title: "Gym", kind: "check" });
      await signIn(page, user);
      await page.goto(`/journal?goal_id=${gym.id}`);
      const { key, cell } = await yesterday(page);
      await expect(cell).toHaveAttribute("aria-label", /: nothing logged$/);
      await noSideScroll(page);
      // A day one taps is a target a finger can hit: at least 24 × 24 px (WCAG 2.5.8).
      const box = await cell.boundingBox();
      expect([box?.width, box?.height]).toEqual([24, 24]);
      await cell.click();
      await expect(cell).toHaveAttribute("aria-label", /: done$/);
      await expect.poll(async () => (await entriesOf(request, user, gym.id)).length).toBe(1);
      const [entry] = await entriesOf(request, user, gym.id);
      expect(new Date(entry!.created_at).getDate()).toBe(Number(key.slice(8, 10)));
      await noSideScroll(page);
      // Today, still open, says so; a second tap on the done day asks, and Not done deletes it.
      await cell.click();
      const dialog = page.getByRole("dialog", { name: /\d{4}$/ });
      await dialog.getByRole("button", { name: "Not done" }).click();
      await expect(cell).toHaveAttribute("aria-label", /: nothing logged$/);
      await expect.poll(async () => (await entriesOf(request, user, gym.id)).length).toBe(0);
      // Undo brings it back, on the calendar too, even when the server answers after the calendar was asked again.
      await page.route("**/api/journal/*/restore", async (route) => {
        await new Promise((r) => setTimeout(r, 500));
        await route.continue();
      });
      await page.getByText("Entry deleted", { exact: true }).locator("..").getByRole("button", { name: "Undo" }).click();
      await expect(cell).toHaveAttribute("aria-label", /: done$/);
      await expect.poll(async () => (await entriesOf(request, user, gym.id)).length).toBe(1);
    });

    test("a check goal's calendar has a legend naming each day state; a progress goal's has none", async ({ page, request }) => {
      const user = await createUser(request, "cal");
      const gym = await createHabit(request, user, { title: "Gym", kind: "check" });
      const read = await createGoal(request, user, { title: "Read" });
      await signIn(page, user);
      await page.goto(`/journal?goal_id=${gym.id}`);
      // Issue 29: the states in words, beside a swatch drawn as the days are (not by colour alone).
      const states = ["done", "partly done", "missed", "due, not done yet", "not due", "paused", "nothing logged"];
      const legend = page.getByRole("list", { name: "Legend" });
      await expect(legend).toBeVisible();
      await expect(legend.getByRole("listitem")).toHaveText(states);
      await noSideScroll(page);
      await useTheme(page, "dark");
      await expect(legend.getByRole("listitem")).toHaveText(states);
      await expectAccessible(page);
      await page.goto(`/journal?goal_id=${read.id}`);
      await expect(page.getByRole("grid", { name: /^Check-in calendar of Read/ })).toBeVisible();
      await expect(page.getByRole("list", { name: "Legend" })).toHaveCount(0);
    });

    test("Not done takes back every check-in of a day older than the entries the page has loaded", async ({ page, request }) => {
      const user = await createUser(request, "cal");
      const gym = await createHabit(request, user, { title: "Gym", kind: "check" });
      // 61 check-ins, a day each for 60 days and a second one 55 days ago: more than the page's first 50.
      for (const days of [...Array.from({ length: 60 }, (_, i) => i + 1), 55]) {
        const res = await request.post("/api/journal", {
          headers: authHeaders(user),
          data: { goal_id: gym.id, note: `day ${days}`, created_at: noonDaysAgo(days) },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      // The deletes answer after the calendar has been asked again (as a slow server may): the
      // calendar must still end up saying the day is no longer done.
      await page.route("**/api/journal/*", async (route) => {
        if (route.request().method() === "DELETE") await new Promise((r) => setTimeout(r, 500));
        await route.continue();
      });
      await signIn(page, user);
      await page.goto(`/journal?goal_id=${gym.id}`);
      const { cell } = await dayCell(page, 55);
      await expect(cell).toHaveAttribute("aria-label", /: done$/);
      await cell.click();
      await page
        .getByRole("dialog", { name: /\d{4}$/ })
        .getByRole("button", { name: "Not done" })
        .click();
      await expect(cell).toHaveAttribute("aria-label", /: missed$|: nothing logged$/);
      await expect.poll(async () => (await entriesOf(request, user, gym.id)).filter((e) => e.note === "day 55").length).toBe(0);
      expect(await entriesOf(request, user, gym.id)).toHaveLength(59);
    });

    test("an amount goal's past day asks for the amount with its unit and shows the forecast", async ({ page, request }) => {
      const user = await createUser(request, "cal");
      const run = await createHabit(request, user, { title: "Run", kind: "amount", timeframe: "daily", target: 5, unit: "km" });
      await signIn(page, user);
      await page.goto(`/journal?goal_id=${run.id}`);
      const { cell } = await yesterday(page);
      await cell.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Amount (km)").fill("3.5");
      await dialog.getByRole("button", { name: "Log" }).click();
      await expect(cell).toHaveAttribute("aria-label", /: partly done$/);
      await expect.poll(async () => (await entriesOf(request, user, run.id)).map((e) => e.amount)).toEqual([3.5]);
      await expect(page.getByRole("img", { name: /^Amount chart of Run: 0 of 5 km today: 5 km behind$/ })).toBeVisible();
      await noSideScroll(page);
      // Both themes pass the accessibility scan with the states and the chart on the page.
      await expectAccessible(page);
      await useTheme(page, "dark");
      await expectAccessible(page);
    });
  });
}

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a day tapped offline is kept and sent once when back online", async ({ page, context, request }) => {
    const user = await createUser(request, "cal");
    const gym = await createHabit(request, user, { title: "Gym", kind: "check" });
    await signIn(page, user);
    await page.goto(`/journal?goal_id=${gym.id}`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect((await yesterday(page)).cell).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    const { cell } = await yesterday(page);
    await cell.click();
    await expect(page.getByRole("region", { name: "Waiting to be sent" })).toContainText("Pending: 1 waiting to be sent");
    expect(await entriesOf(request, user, gym.id)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole("region", { name: "Waiting to be sent" })).toHaveCount(0, { timeout: 15_000 });
    expect(await entriesOf(request, user, gym.id)).toHaveLength(1);
    await page.reload();
    await expect((await yesterday(page)).cell).toHaveAttribute("aria-label", /: done$/);
    expect(await entriesOf(request, user, gym.id)).toHaveLength(1);
  });
});
