/**
 * Issue 15 item 3: no dead ends in demo mode. The journal works on the sample goals, a sample
 * goal's public link opens a demo public page, the nudge says changes are not kept — and the
 * whole walk makes zero /api requests.
 */
import { expect, test } from "@playwright/test";
import { recordApiRequests, settle } from "./fixtures.js";

test("demo: journal, public link and nudge work with zero /api requests", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  const seen = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await expect(page.getByText("Demo changes are not kept: a reload starts again from the sample goals.")).toBeVisible();

  // The card's Journal link opens the demo journal, not /login?next=…
  const run = page.getByRole("article", { name: "Run a 5K without stopping" });
  await run.getByRole("link", { name: "Journal" }).click();
  await expect(page).toHaveURL(/\/journal\?goal_id=demo-run-5k&demo=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Run a 5K without stopping" })).toBeVisible();
  await expect(page.getByText("Made it to 15 minutes.")).toBeVisible();

  // Add an entry: it lands in the demo store, and the dashboard shows it.
  await page.getByLabel("Reflection").fill("Demo run in the rain");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Entry added", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Demo run in the rain")).toBeVisible();

  // Delete a sample entry.
  const first = page.getByRole("listitem").filter({ hasText: "First run: 1 minute on, 2 minutes walking." });
  await first.getByRole("button", { name: /^Delete entry/ }).click();
  await expect(page.getByText("First run: 1 minute on, 2 minutes walking.")).toHaveCount(0);

  // All goals, then back to the demo dashboard.
  await page.getByLabel("Goal", { exact: true }).selectOption("");
  await expect(page.getByRole("heading", { level: 1, name: "All Goals" })).toBeVisible();
  await expect(page.getByText("Third book finished on the train.")).toBeVisible();
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\?demo=1$/);
  await expect(page.getByRole("article", { name: "Run a 5K without stopping" }).getByText("Demo run in the rain")).toBeVisible();

  // "Open journal" of the next steps too.
  await page.getByRole("link", { name: "Open journal" }).click();
  await expect(page).toHaveURL(/\/journal\?demo=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Run a 5K without stopping" })).toBeVisible();
  await page.goBack();

  // The sample goal's public link opens a demo public page.
  const opened = context.waitForEvent("page");
  const runCard = page.getByRole("article", { name: "Run a 5K without stopping" });
  await runCard.getByRole("button", { name: "Share", exact: true }).click();
  await runCard.getByRole("button", { name: "Open link" }).click();
  const publicPage = await opened;
  const seenPublic = recordApiRequests(publicPage);
  await publicPage.waitForLoadState();
  expect(new URL(publicPage.url()).pathname + new URL(publicPage.url()).search).toBe("/demo/run-a-5k?demo=1");
  await expect(publicPage.getByRole("heading", { level: 1, name: "Run a 5K without stopping" })).toBeVisible();
  await expect(publicPage.getByText("Goal not found")).toHaveCount(0);
  await expect(publicPage.getByText(/Demo changes are not kept/)).toBeVisible();

  // Anything late would show up here: a minute of each page's timers, then quiet.
  await settle(page, { timers: 60_000 });
  await settle(publicPage, { timers: 60_000 });
  expect(seen).toEqual([]);
  expect(seenPublic).toEqual([]);
});
