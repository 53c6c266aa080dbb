/**
 * Issue 30 item 3, archive: Archive in a card's action row; the goal leaves the list at once and
 * for good (a reload); "Archived (N)" at the end of the list, asked for only when opened, with
 * Restore and Delete. Desktop and 375 px. Demo mode archives and restores with no server call.
 */
import { expect, test, type Page } from "@playwright/test";
import { createGoal, createUser, recordApiRequests, settle, signIn, goalCard } from "./fixtures.js";

const archivedList = (page: Page) => page.getByRole("list", { name: "Archived goals" });

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "375 px", width: 375, height: 800 },
]) {
  test(`archives a goal, keeps it out after a reload, restores and deletes from Archived (N) (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const user = await createUser(request, "archive");
    const kept = await createGoal(request, user, { title: "Archive keep" });
    const shelved = await createGoal(request, user, { title: "Archive shelve" });
    const gone = await createGoal(request, user, { title: "Archive gone" });
    const api = recordApiRequests(page, { withQuery: true });
    await signIn(page, user);
    await page.goto("/dashboard");
    await expect(page.getByText("Showing 3 results")).toBeVisible();

    for (const goal of [shelved, gone]) {
      await goalCard(page, goal.title).getByRole("button", { name: "Archive" }).click();
      await expect(goalCard(page, goal.title)).toHaveCount(0);
      await expect(page.getByText(`Archived "${goal.title}"`).first()).toBeVisible();
    }
    await expect(page.getByText("Showing 1 result")).toBeVisible();

    // Kept on the server: after a reload the list holds only the kept goal, from one list request.
    await settle(page);
    api.length = 0;
    await page.reload();
    await expect(goalCard(page, kept.title)).toBeVisible();
    await expect(goalCard(page, shelved.title)).toHaveCount(0);
    expect(api.filter((r) => r.startsWith("GET /api/goals?"))).toHaveLength(1);
    expect(api.some((r) => r.includes("archived=true"))).toBe(false);

    await page.getByText("Archived goals").click();
    await expect(page.getByText("Archived (2)")).toBeVisible();
    expect(api.some((r) => r.startsWith("GET /api/goals?") && r.includes("archived=true"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await archivedList(page)
      .getByRole("button", { name: `Restore ${shelved.title}` })
      .click();
    await expect(goalCard(page, shelved.title)).toBeVisible();
    await expect(page.getByText("Archived (1)")).toBeVisible();

    page.once("dialog", (d) => void d.accept());
    await archivedList(page)
      .getByRole("button", { name: `Delete ${gone.title}` })
      .click();
    await expect(page.getByText("Archived (0)")).toBeVisible();

    await page.reload();
    await expect(page.getByText("Showing 2 results")).toBeVisible();
    await page.getByText("Archived goals").click();
    await expect(page.getByText("Archived (0)")).toBeVisible();
  });
}

test("demo mode archives and restores locally, with no server call", async ({ page }) => {
  const api = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await expect(page.getByText("Showing 3 results")).toBeVisible();
  const title = (await page.locator("[data-goal-card] h3").first().textContent()) ?? "";
  await goalCard(page, title).getByRole("button", { name: "Archive" }).click();
  await expect(goalCard(page, title)).toHaveCount(0);
  await page.getByText("Archived (1)").click();
  await archivedList(page)
    .getByRole("button", { name: `Restore ${title}` })
    .click();
  await expect(goalCard(page, title)).toBeVisible();
  await expect(page.getByText("Archived (0)")).toBeVisible();
  expect(api).toEqual([]);
});
