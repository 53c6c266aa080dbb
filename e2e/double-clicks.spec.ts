/**
 * Issue 15 item 2: on a slow network a double click writes once. The buttons are disabled while
 * their request is out (the Idempotency-Key part is e2e/idempotency.spec.ts), and +10 % on a
 * goal at 100 % sends nothing and says why. Counted on the wire and on the server.
 */
import { type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, requestGate, settle, signIn, uniqueName, watchNetwork, goalCard } from "./fixtures.js";

/** POST /api/journal, with or without the `tz` the browser sends (decision 044). */
const JOURNAL_POSTS = /\/api\/journal(\?.*)?$/;

/**
 * Holds every POST to `pattern` (a slow network) until `release()`, and records their
 * Idempotency-Keys: the test lets them through once it has seen the button disabled while they
 * were out, rather than hoping a fixed delay outlasts its look on a loaded machine.
 */
async function slowPosts(page: Page, pattern: string | RegExp): Promise<{ posts: string[]; release: () => void }> {
  const posts: string[] = [];
  const gate = requestGate();
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts.push(route.request().headers()["idempotency-key"] ?? "");
    await gate.passed;
    return route.continue();
  });
  return { posts, release: gate.open };
}

test("+10% double-clicked on a slow network logs one check-in", async ({ page, request }) => {
  const user = await createUser(request, "dbl");
  const goal = await createGoal(request, user);
  await addEntry(request, user, { goal_id: goal.id, note: "start", progress: 20 });
  await signIn(page, user);
  const { posts, release } = await slowPosts(page, JOURNAL_POSTS);
  await page.goto("/dashboard");
  const plus = goalCard(page, goal.title).getByRole("button", { name: "+10%" });
  await plus.dblclick();
  await expect(plus).toBeDisabled();
  release();
  await expect(page.getByText("+10% logged", { exact: true }).first()).toBeVisible({ timeout: 10_000 });
  await expect(plus).toBeEnabled();

  expect(posts).toHaveLength(1);
  const res = await request.get(`/api/journal?goal_id=${goal.id}`, { headers: { authorization: `Bearer ${user.token}` } });
  const entries = (await res.json()) as { progress: number }[];
  expect(entries.map((e) => e.progress).sort()).toEqual([20, 30]);
});

test("Save entry double-clicked on a slow network stores one entry", async ({ page, request }) => {
  const user = await createUser(request, "dbl");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  const { posts, release } = await slowPosts(page, JOURNAL_POSTS);
  await page.goto(`/journal?goal_id=${goal.id}`);
  await page.getByLabel("Reflection").fill("Ran twice around the park");
  // Two submits in one task, before React can re-render (a fast double click or double-tap).
  await page.getByLabel("Reflection").evaluate((input) => {
    const form = (input as HTMLTextAreaElement).form!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByRole("button", { name: "Saving…" })).toBeDisabled();
  release();
  await expect(page.getByText("Entry added", { exact: true }).first()).toBeVisible({ timeout: 10_000 });

  expect(posts).toHaveLength(1);
  const res = await request.get(`/api/journal?goal_id=${goal.id}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await res.json()) as unknown[]).length).toBe(1);
  await expect(page.getByText("Ran twice around the park")).toHaveCount(1);
});

test("Add (quick add) double-clicked on a slow network makes one goal", async ({ page, request }) => {
  const user = await createUser(request, "dbl");
  await signIn(page, user);
  const { posts, release } = await slowPosts(page, "**/api/goals");
  await page.goto("/dashboard");
  const title = uniqueName("Quick ");
  const quick = page.getByRole("form", { name: "Quick add" });
  await quick.getByLabel("Quick add goal title").fill(title);
  const add = quick.getByRole("button", { name: "Add" });
  await add.dblclick();
  await expect(add).toBeDisabled();
  release();
  await expect(page.getByText("Goal created successfully").first()).toBeVisible({ timeout: 10_000 });
  await expect(goalCard(page, title)).toHaveCount(1);

  // The app may repeat a request whose twin is still out (409), but always with the one key.
  expect(new Set(posts).size).toBe(1);
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await res.json()) as { title: string }[]).filter((g) => g.title === title)).toHaveLength(1);
});

test("+10% on a goal at 100% sends nothing and says it is already complete", async ({ page, request }) => {
  const user = await createUser(request, "dbl");
  const goal = await createGoal(request, user);
  await addEntry(request, user, { goal_id: goal.id, note: "done", progress: 100 });
  await signIn(page, user);
  const { posts, release } = await slowPosts(page, JOURNAL_POSTS);
  release(); // nothing is to be sent: nothing is held
  await page.clock.install();
  watchNetwork(page);
  await page.goto("/dashboard");
  await goalCard(page, goal.title).getByRole("button", { name: "+10%" }).click();
  await expect(page.getByText("This goal is already complete (100%)")).toBeVisible();
  await settle(page, { timers: 5_000 });
  expect(posts).toHaveLength(0);
  const res = await request.get(`/api/journal?goal_id=${goal.id}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await res.json()) as unknown[]).length).toBe(1);
});

test("demo: +10% double-clicked adds one step", async ({ page }) => {
  await page.clock.install();
  watchNetwork(page);
  await page.goto("/dashboard?demo=1");
  const run = goalCard(page, "Run a 5K without stopping");
  await expect(run.getByRole("img", { name: "Overall progress 60%" })).toBeVisible();
  await run.getByRole("button", { name: "+10%" }).dblclick();
  await expect(page.getByText("+10% logged (demo)").first()).toBeVisible();
  await expect(run.getByRole("img", { name: "Overall progress 70%" })).toBeVisible();
  await settle(page, { timers: 5_000 }); // a second step would land within the demo's delay
  await expect(run.getByRole("img", { name: "Overall progress 70%" })).toBeVisible();
});
