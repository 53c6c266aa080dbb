/**
 * What remained of issue 15: a goal whose removal the server has not confirmed stays pending
 * across a reload (item 7), and the demo's sample public page answers 200 (item 3).
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, signIn } from "./fixtures.js";

test("a removal the server has not confirmed stays pending after a reload, and Retry removes the goal on the server", async ({ page, request }) => {
  const user = await createUser(request, "rmr");
  const keep = await createGoal(request, user);
  const goal = await createGoal(request, user);
  await signIn(page, user);
  let failDeletes = true;
  await page.route("**/api/goals/**", (route) =>
    route.request().method() === "DELETE" && failDeletes ? route.abort("connectionreset") : route.continue(),
  );
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: goal.title });
  page.once("dialog", (d) => void d.accept());
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Could not reach server. Goal removed locally.").first()).toBeVisible();
  const pending = page.getByRole("list", { name: "Pending removal" }).getByRole("listitem").filter({ hasText: goal.title });
  await expect(pending).toContainText("pending removal");

  // The list the server sends after the reload still holds the goal: it stays out, pending.
  await page.reload();
  await expect(page.getByRole("article", { name: keep.title })).toBeVisible();
  await expect(pending).toContainText("pending removal");
  await expect(card).toHaveCount(0);

  failDeletes = false;
  await pending.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Goal deleted successfully").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending removal" })).toHaveCount(0);
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await res.json()) as { id: string }[]).map((g) => g.id)).toEqual([keep.id]);
  await page.reload();
  await expect(page.getByRole("article", { name: keep.title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending removal" })).toHaveCount(0);
});

test("Cancel on a pending removal keeps the goal, after a reload too", async ({ page, request }) => {
  const user = await createUser(request, "rmc");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.route("**/api/goals/**", (route) => (route.request().method() === "DELETE" ? route.abort("connectionreset") : route.continue()));
  await page.goto("/dashboard");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("article", { name: goal.title }).getByRole("button", { name: "Delete" }).click();
  await page.reload();
  await page.getByRole("button", { name: `Cancel removal of ${goal.title}` }).click();
  await expect(page.getByRole("article", { name: goal.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: goal.title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending removal" })).toHaveCount(0);
});

test("the demo's sample public page answers 200, as the page itself works", async ({ page }) => {
  const res = await page.goto("/demo/run-a-5k?demo=1");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Run a 5K without stopping" })).toBeVisible();
  const missing = await page.goto("/demo/no-such-sample?demo=1");
  expect(missing?.status()).toBe(404);
});
