/**
 * Offline with nothing lost (issue 18): after one visit the dashboard and the journal open
 * offline with the last known data and say so; a check-in, a quick add and a journal entry made
 * offline are kept on the device, shown as pending, survive a reload or a closed tab, and reach
 * the server exactly once when the connection returns; a refused one shows the server's reason.
 * Checked on the server, not only on the screen.
 */
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, signIn, uniqueName, visitOnline, goalCard, authHeaders, entriesOf } from "./fixtures.js";

test.use({ serviceWorkers: "allow" });

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

/** A new user with one goal, signed in, after one online visit of the dashboard and the journal. */
async function visitedGoal(page: Page, request: APIRequestContext) {
  const user = await createUser(request, "off");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);
  return { user, goal };
}

test("the dashboard and the journal open offline with the last known data", async ({ page, context, request }) => {
  const user = await createUser(request, "off");
  const goal = await createGoal(request, user);
  await addEntry(request, user, { goal_id: goal.id, note: "Known before going offline", progress: 30 });
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);

  await goOffline(context);
  await page.goto("/dashboard");
  await expect(page.getByText("You are offline. Showing your last saved data.")).toBeVisible();
  await expect(goalCard(page, goal.title)).toContainText("30%");
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByText("You are offline. Showing your last saved data.")).toBeVisible();
  await expect(page.getByText("Known before going offline")).toBeVisible();
});

test("check-ins made offline are pending, survive a reload, and land once when back online", async ({ page, context, request }) => {
  const { user, goal } = await visitedGoal(page, request);

  await goOffline(context);
  await page.goto("/dashboard");
  await goalCard(page, goal.title).getByRole("button", { name: "Log +10% progress" }).click();
  const pending = page.getByRole("region", { name: "Waiting to be sent" });
  await expect(pending).toContainText("Pending: 1 waiting to be sent");
  await expect(goalCard(page, goal.title)).toContainText("10%");
  const quickTitle = uniqueName("Offline goal ");
  await page.getByLabel("Quick add goal title").fill(quickTitle);
  await page.getByRole("form", { name: "Quick add" }).getByRole("button", { name: "Add" }).click();
  await expect(pending).toContainText(`New goal “${quickTitle}”`);

  await page.goto(`/journal?goal_id=${goal.id}`);
  await page.getByLabel("Reflection").fill("Written in a lift");
  await page.getByRole("slider", { name: "Progress" }).fill("40");
  await page.getByRole("button", { name: "Save entry" }).click();
  const today = page.getByRole("region", { name: "Today", exact: true });
  await expect(today.getByRole("listitem").filter({ hasText: "Written in a lift" })).toContainText(
    "Pending: sent when you are back online",
  );

  // A reload while still offline: everything is still there, still pending.
  await page.reload();
  await expect(page.getByRole("region", { name: "Waiting to be sent" })).toContainText("Pending: 3 waiting to be sent");
  // Not asserted here: that the server has none of them yet. Chromium's offline emulation can let
  // a reloaded document's first request out before it applies (ci-local saw a kept check-in
  // stored while its answer was lost); that is a lost answer, which the Idempotency-Key makes
  // harmless, and what counts is below: each lands exactly once.

  await context.setOffline(false);
  await expect(page.getByRole("region", { name: "Waiting to be sent" })).toHaveCount(0, { timeout: 15_000 });
  const entries = await entriesOf(request, user, goal.id);
  expect(entries.map((e) => [e.note, e.progress]).sort()).toEqual(
    [
      ["Quick update: +10%", 10],
      ["Written in a lift", 40],
    ].sort(),
  );
  const goals = (await (await request.get("/api/goals", { headers: authHeaders(user) })).json()) as { title: string }[];
  expect(goals.filter((g) => g.title === quickTitle)).toHaveLength(1);
  await expect(today.getByRole("listitem").filter({ hasText: "Written in a lift" })).toBeVisible();
  await expect(page.getByText("Pending: sent when you are back online")).toHaveCount(0);
});

test("a check-in kept in a closed tab is sent when the app is opened again", async ({ page, context, request }) => {
  const { user, goal } = await visitedGoal(page, request);
  await goOffline(context);
  await page.goto("/dashboard");
  await goalCard(page, goal.title).getByRole("button", { name: "Log +10% progress" }).click();
  await expect(page.getByRole("region", { name: "Waiting to be sent" })).toContainText("Pending: 1");
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto("/dashboard");
  await expect.poll(async () => (await entriesOf(request, user, goal.id)).length, { timeout: 15_000 }).toBe(1);
  await expect(later.getByRole("region", { name: "Waiting to be sent" })).toHaveCount(0);
});

test("a check-in the server refuses is shown with its reason, never dropped silently", async ({ page, context, request }) => {
  const { user, goal } = await visitedGoal(page, request);
  await goOffline(context);
  await page.goto("/dashboard");
  await goalCard(page, goal.title).getByRole("button", { name: "Log +10% progress" }).click();
  await expect(page.getByRole("region", { name: "Waiting to be sent" })).toContainText("Pending: 1");

  // Meanwhile the goal is deleted from another device.
  expect((await request.delete(`/api/goals/${goal.id}`, { headers: authHeaders(user) })).status()).toBe(204);
  await context.setOffline(false);
  const refused = page.getByRole("region", { name: "Not saved" });
  await expect(refused).toContainText("Goal not found", { timeout: 15_000 });
  await refused.getByRole("button", { name: "Dismiss" }).click();
  await expect(refused).toHaveCount(0);
});

test("logging out leaves none of the user's data on the device", async ({ page, request }) => {
  await visitedGoal(page, request);
  const remembered = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open("pv-last-known");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction("answers").objectStore("answers").count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
  await expect.poll(remembered).toBeGreaterThan(0);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await remembered()).toBe(0);
});
