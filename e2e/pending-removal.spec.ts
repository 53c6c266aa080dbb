/**
 * Issue 15 item 7: a goal the user removed stays removed. When the DELETE cannot reach the
 * server but the list still loads, the goal does not come back with the next refresh: it is
 * listed as pending removal, with Retry, until a DELETE lands.
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, settle, signIn, watchNetwork } from "./fixtures.js";

test("a DELETE that fails leaves the goal pending removal (not back in the list) until Retry lands", async ({ page, request }) => {
  const user = await createUser(request, "rm");
  const keep = await createGoal(request, user);
  const goal = await createGoal(request, user);
  await signIn(page, user);
  let failDeletes = true;
  let goalLoads = 0;
  await page.route("**/api/goals**", (route) => {
    const method = route.request().method();
    if (method === "GET") goalLoads++;
    if (method === "DELETE" && failDeletes) return route.abort("connectionreset");
    return route.continue();
  });
  await page.clock.install();
  watchNetwork(page);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: goal.title });
  await expect(card).toBeVisible();

  const loadsBefore = goalLoads;
  page.once("dialog", (d) => void d.accept());
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Could not reach server. Goal removed locally.").first()).toBeVisible();
  // The list is loaded again after the failed DELETE, and it answers with the goal: it stays out.
  await expect.poll(() => goalLoads).toBeGreaterThan(loadsBefore);
  // Its answer has arrived and been drawn, and 5 s of the page's timers have run.
  await settle(page, { timers: 5_000 });
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("article", { name: keep.title })).toBeVisible();
  const pending = page.getByRole("list", { name: "Pending removal" }).getByRole("listitem").filter({ hasText: goal.title });
  await expect(pending).toContainText("pending removal");

  // Retry while the server is reachable again: the goal is gone for good.
  failDeletes = false;
  await pending.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Goal deleted successfully").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending removal" })).toHaveCount(0);
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await res.json()) as { id: string }[]).map((g) => g.id)).toEqual([keep.id]);
  await page.reload();
  await expect(page.getByRole("article", { name: keep.title })).toBeVisible();
  await expect(card).toHaveCount(0);
});
