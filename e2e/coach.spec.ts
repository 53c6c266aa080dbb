import { expect, test } from "@playwright/test";
import { createGoal, createUser, expectAccessible, recordApiRequests, signIn, uniqueName } from "./fixtures.js";

// The e2e server runs without COACH_API_URL: every answer here comes from the built-in coach.

test("drafts a goal into the create form, closes, and the goal can be created", async ({ page, request }) => {
  const user = await createUser(request, "coach");
  await signIn(page, user);
  const api = recordApiRequests(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Coach", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ask or create a goal…" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("You don't have any goals yet. Would you like to create one?", { exact: false })).toBeVisible();
  const box = dialog.getByLabel("Message the coach");
  await expect(box).toBeFocused();

  await box.fill("Create a goal: run a 5k three times a week so I feel fitter");
  await box.press("Enter");
  await expect(dialog.getByText("Title: Run a 5k three times a week")).toBeVisible();

  const form = page.getByRole("region", { name: "Create goal with details" });
  await expect(form.getByLabel("Title")).toHaveValue("Run a 5k three times a week");
  await expect(form.getByLabel("Timeframe")).toHaveValue("weekly");
  await expect(form.getByLabel("Category")).toHaveValue("health");
  await expect(form.getByLabel("Motivation")).toHaveValue("I feel fitter");
  await expect(form.getByLabel("Description")).toHaveValue(/^Run a 5k three times a week\. /);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Coach", exact: true })).toBeFocused();
  await expect(form).toBeInViewport();
  expect(api).toContain("POST /api/coach/chat");

  await form.getByRole("button", { name: "Create goal" }).click();
  await expect(page.getByText("Goal created successfully")).toBeVisible();
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  const goals = (await res.json()) as { title: string; timeframe: string; category: string; motivation: string; description: string }[];
  expect(goals).toEqual([
    expect.objectContaining({ title: "Run a 5k three times a week", timeframe: "weekly", category: "health", motivation: "I feel fitter" }),
  ]);
});

test("focuses a goal: header and placeholder name it, and answers use its data", async ({ page, request }) => {
  const user = await createUser(request, "coachf");
  const title = uniqueName("Swim ");
  await createGoal(request, user, { title, category: "health", timeframe: "weekly", motivation: "Strong back" });
  await signIn(page, user);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Coach", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: new RegExp(title) }).click();
  await expect(page.getByRole("dialog", { name: `Focused: ${title}` })).toBeVisible();
  const box = dialog.getByLabel("Message the coach");
  await expect(box).toHaveAttribute("placeholder", `Ask about: ${title}`);
  await expect(dialog.getByText(`“${title}” is at 0%`, { exact: false })).toBeVisible();
  await expect(dialog.getByText("Remember why: “Strong back”.")).toBeVisible();
  await expect(box).toBeEnabled();
  await expectAccessible(page);

  // Shift+Enter adds a line; the box grows but stops at about 120 px.
  await box.fill("line");
  for (let i = 0; i < 8; i++) await box.press("Shift+Enter");
  await expect(box).toHaveValue(/line\n{8}/);
  const height = await box.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(60);
  expect(height).toBeLessThanOrEqual(122);

  await box.fill("switch goal");
  await box.press("Enter");
  await expect(page.getByRole("dialog", { name: "Ask or create a goal…" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close coach" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the panel is full-screen at 375 px", async ({ page, request }) => {
    const user = await createUser(request, "coachm");
    await signIn(page, user);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Coach", exact: true }).click();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  });
});

test("demo mode opens the coach with coach=1 and makes no /api request", async ({ page }) => {
  const api = recordApiRequests(page);
  await page.goto("/dashboard?demo=1&coach=1");
  const dialog = page.getByRole("dialog", { name: "Ask or create a goal…" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByLabel("Message the coach");
  await box.fill("Review my analytics");
  await box.press("Enter");
  await expect(dialog.getByText(/^Average progress \d+% across 3 goals/)).toBeVisible();
  await box.fill("Create a goal: read 20 pages every night because I love books");
  await box.press("Enter");
  await expect(page.getByRole("region", { name: "Create goal with details" }).getByLabel("Title")).toHaveValue("Read 20 pages every night");
  await expect(dialog).toBeHidden();
  expect(api).toEqual([]);
});
