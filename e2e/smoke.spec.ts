import { expect, test } from "@playwright/test";

test("the home page renders in Chromium", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "ProgressVault" })).toBeVisible();
  await expect(page).toHaveTitle(/ProgressVault/);
  expect(errors).toEqual([]);
});

test("the API answers health next to the SPA", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", db: "sqlite" });
});

test("an unknown page path gets the SPA, an unknown API path a JSON 404", async ({ page, request }) => {
  await page.goto("/no/such/page/here");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const res = await request.get("/api/no-such-thing");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: "Not found: GET /api/no-such-thing" });
});
