/**
 * Issue 15 item 13 under the service worker: for a visitor whose worker controls the page, an
 * online navigation still reaches the server, so an unknown page, a private or unknown public
 * goal and an unknown article answer 404 (with the app's not-found state), while offline any
 * page still opens from the cached shell (decision 024).
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, publishGoal, signIn, uniqueName } from "./fixtures.js";

test.use({ serviceWorkers: "allow" });

test("with the service worker in control, unknown addresses answer 404 online and open from the shell offline", async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, "sw404");
  const shown = await createGoal(request, user);
  await publishGoal(request, user, shown.id, "shown-goal");
  const hidden = await createGoal(request, user);
  await publishGoal(request, user, hidden.id, "hidden-goal");
  const unpublish = await request.patch(`/api/goals/${hidden.id}/public`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { public: false },
  });
  expect(unpublish.status()).toBe(200); // private again, its slug kept
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("article", { name: shown.title })).toBeVisible();
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const missing = [`/${uniqueName("no-page")}`, `/${user.username}/no-such-goal`, `/${user.username}/hidden-goal`, "/blog/no-such-article"];
  for (const path of missing) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
  const ok = await page.goto(`/${user.username}/shown-goal`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: shown.title })).toBeVisible();
  // The page was controlled by the worker all along.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline, the worker answers navigations with the cached shell: known and unknown pages open.
  await context.setOffline(true);
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/${uniqueName("no-page")}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
