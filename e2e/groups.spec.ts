/**
 * Issue 30 items 1 and 5, groups on the dashboard: create a group in the Groups manager, put two
 * goals in it from their Edit, Group by: My groups (sections with their summaries), a collapsed
 * section stays collapsed after a reload, the summary moves after a check-in, deleting the group
 * ungroups its goals. Desktop and 375 px. Demo mode does it all with no server call.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  addEntry,
  createGoal,
  createUser,
  expectAccessible,
  recordApiRequests,
  settle,
  signIn,
  uniqueName,
  useTheme,
  watchNetwork,
  goalCard,
} from "./fixtures.js";

const summaryOf = (page: Page, name: RegExp) => page.getByRole("region", { name }).getByTestId("section-summary");

async function putInGroup(page: Page, title: string, group: string) {
  await goalCard(page, title).getByRole("button", { name: "Edit" }).click();
  const select = goalCard(page, title).getByLabel("Group");
  await expect(select).toBeEnabled();
  await select.selectOption({ label: group });
  await expect(page.getByText("Updated").first()).toBeVisible();
  await goalCard(page, title).getByRole("button", { name: "Cancel" }).click();
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "375 px", width: 375, height: 800 },
]) {
  test(`groups goals in sections with a summary, keeps collapse, ungroups on delete (${viewport.name})`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const user = await createUser(request, "groups");
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const run = await createGoal(request, user, { title: uniqueName("Run "), timeframe: "daily" });
    const stretch = await createGoal(request, user, { title: uniqueName("Stretch "), timeframe: "daily" });
    const loose = await createGoal(request, user, { title: uniqueName("Loose "), timeframe: "weekly" });
    await addEntry(request, user, { goal_id: run.id, note: "Done", progress: 20, created_at: yesterday });
    await addEntry(request, user, { goal_id: run.id, note: "Done", progress: 30 });
    await addEntry(request, user, { goal_id: stretch.id, note: "Done", progress: 40, created_at: yesterday });
    const groupName = uniqueName("Health ");

    watchNetwork(page);
    await signIn(page, user);
    await page.goto("/dashboard");
    await expect(page.getByText("Showing 3 results")).toBeVisible();

    await page.locator("summary", { hasText: /^Groups/ }).click();
    await page.getByLabel("New group").fill(groupName);
    await page.getByRole("button", { name: "Add group" }).click();
    await expect(page.getByRole("list", { name: "Your groups" }).getByText(groupName)).toBeVisible();

    await putInGroup(page, run.title, groupName);
    await putInGroup(page, stretch.title, groupName);

    await page.getByLabel("Group by").selectOption({ label: "My groups" });
    const section = page.getByRole("region", { name: new RegExp(`^${groupName} \\(2\\)$`) });
    await expect(section.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("region", { name: /^No group \(1\)$/ }).getByRole("article", { name: loose.title })).toBeVisible();
    // Run is done today, Stretch not; both done yesterday (the goals' first day, created today, is excused
    // when not met, and yesterday's back-dated check-ins make it their first day).
    await expect(summaryOf(page, new RegExp(`^${groupName}`))).toHaveText("1 of 2 done todayAverage progress 35%Perfect days: 1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await goalCard(page, stretch.title).getByRole("button", { name: "+10%" }).click();
    await expect(summaryOf(page, new RegExp(`^${groupName}`))).toHaveText("2 of 2 done todayAverage progress 40%Perfect days: 2");

    // Sections, their headers and the open Groups manager in both themes.
    for (const theme of ["light", "dark"] as const) {
      await useTheme(page, theme);
      await page.locator("summary", { hasText: /^Groups/ }).click();
      await expect(page.getByRole("list", { name: "Your groups" })).toBeVisible();
      await expectAccessible(page);
    }
    await page.getByRole("button", { name: new RegExp(`^${groupName} \\(2\\)$`) }).click();
    await expect(goalCard(page, run.title)).toHaveCount(0);
    await settle(page);
    await page.reload();
    await expect(page.getByRole("button", { name: new RegExp(`^${groupName} \\(2\\)$`) })).toHaveAttribute("aria-expanded", "false");
    await expect(goalCard(page, run.title)).toHaveCount(0);
    await expect(goalCard(page, loose.title)).toBeVisible();

    await page.locator("summary", { hasText: /^Groups/ }).click();
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: `Delete ${groupName}` }).click();
    await expect(page.getByRole("region", { name: /^No group \(3\)$/ })).toBeVisible();
    await expect(goalCard(page, run.title)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: /^No group \(3\)$/ })).toBeVisible();
  });
}

test("demo mode groups goals locally, with no server call", async ({ page }) => {
  const api = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await expect(page.getByText("Showing 3 results")).toBeVisible();
  await page.locator("summary", { hasText: /^Groups/ }).click();
  await page.getByLabel("New group").fill("Fitness");
  await page.getByRole("button", { name: "Add group" }).click();
  const title = (await page.locator("[data-goal-card] h3").first().textContent()) ?? "";
  await goalCard(page, title).getByRole("button", { name: "Edit" }).click();
  await goalCard(page, title).getByLabel("Group").selectOption({ label: "Fitness" });
  await page.getByLabel("Group by").selectOption({ label: "My groups" });
  await expect(page.getByRole("region", { name: /^Fitness \(1\)$/ }).getByRole("article", { name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: /^No group \(2\)$/ })).toBeVisible();
  await settle(page);
  expect(api).toEqual([]);
});
