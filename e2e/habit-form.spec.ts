/**
 * Issue 29 item 2: what a goal tracks, set up from the UI alone. The create form makes "Run 20 km
 * a week" (an amount), "Gym 3 times a week" (done or not, 3 per week), "Meditate on weekdays"
 * (done or not, daily, Monday to Friday) and "At most 2 coffees a day"; they are there after a
 * reload, and the card's Edit changes one. Desktop and 375 px. Item 7: demo mode does the same
 * with no server call.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createUser, expectAccessible, recordApiRequests, settle, signIn, useTheme, type SeededUser, goalCard } from "./fixtures.js";

interface Habit {
  title: string;
  timeframe: "daily" | "weekly";
  kind: "Done or not" | "An amount";
  times?: string;
  amount?: string;
  unit?: string;
  atMost?: boolean;
  weekdays?: string[];
}

const HABITS: Habit[] = [
  { title: "Run 20 km a week", timeframe: "weekly", kind: "An amount", amount: "20", unit: "km" },
  { title: "Gym 3 times a week", timeframe: "weekly", kind: "Done or not", times: "3" },
  {
    title: "Meditate on weekdays",
    timeframe: "daily",
    kind: "Done or not",
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  },
  { title: "At most 2 coffees a day", timeframe: "daily", kind: "An amount", amount: "2", unit: "coffees", atMost: true },
];

const createForm = (page: Page) => page.getByRole("region", { name: "Create goal with details" });

async function createHabit(form: Locator, habit: Habit): Promise<void> {
  await form.getByLabel("Title").fill(habit.title);
  await form.getByLabel("Timeframe").selectOption(habit.timeframe);
  await form.getByLabel("What you track").selectOption({ label: habit.kind });
  const per = habit.timeframe === "daily" ? "day" : "week";
  if (habit.times) await form.getByLabel(`Times per ${per}`).fill(habit.times);
  if (habit.amount) await form.getByLabel(`Amount per ${per}`).fill(habit.amount);
  if (habit.unit) await form.getByLabel("Unit").fill(habit.unit);
  if (habit.atMost) await form.getByLabel("At least or at most").selectOption({ label: "At most" });
  if (habit.weekdays) {
    await form.getByLabel("Schedule").selectOption({ label: "Specific days of the week" });
    for (const day of habit.weekdays) await form.getByLabel(day, { exact: true }).check();
  }
  await form.getByRole("button", { name: "Create goal" }).click();
}

async function listed(request: APIRequestContext, user: SeededUser) {
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { title: string; [k: string]: unknown }[];
}

const EXPECTED = {
  "Run 20 km a week": { timeframe: "weekly", kind: "amount", target: 20, unit: "km", direction: "at_least" },
  "Gym 3 times a week": { timeframe: "weekly", kind: "check", target: 3, unit: null, direction: "at_least" },
  "Meditate on weekdays": { timeframe: "daily", kind: "check", target: 1, weekdays: [1, 2, 3, 4, 5], every_days: null },
  "At most 2 coffees a day": { timeframe: "daily", kind: "amount", target: 2, unit: "coffees", direction: "at_most" },
};

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "375 px", width: 375, height: 800 },
]) {
  test(`sets up four habits from the create form, keeps them after a reload, edits one (${viewport.name})`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const user = await createUser(request, "habitform");
    recordApiRequests(page);
    await signIn(page, user);
    await page.goto("/dashboard");
    const form = createForm(page);
    await expect(form.getByLabel("What you track")).toHaveValue("progress");

    // A clear message at the field, and nothing sent, for an amount goal without its amount.
    await form.getByLabel("Title").fill("No amount yet");
    await form.getByLabel("What you track").selectOption({ label: "An amount" });
    await form.getByRole("button", { name: "Create goal" }).click();
    await expect(form.getByRole("alert")).toHaveText("Enter the amount per day");
    await expect(form.getByLabel("Amount per day")).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Reset" }).click();

    for (const habit of HABITS) {
      await createHabit(form, habit);
      await expect(goalCard(page, habit.title)).toBeVisible();
      await expect(form.getByLabel("Title")).toHaveValue("");
      await expect(form.getByLabel("What you track")).toHaveValue("progress");
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await settle(page);
    await page.reload();
    for (const habit of HABITS) await expect(goalCard(page, habit.title)).toBeVisible();
    const goals = await listed(request, user);
    expect(goals).toHaveLength(4);
    for (const [title, fields] of Object.entries(EXPECTED)) expect(goals.find((g) => g.title === title)).toMatchObject(fields);

    // The card's Edit shows what the goal tracks and changes it: 4 times a week now.
    const gym = goalCard(page, "Gym 3 times a week");
    await gym.getByRole("button", { name: "Edit" }).click();
    await gym.getByText("What you track: Done or not").click();
    await expect(gym.getByLabel("Times per week")).toHaveValue("3");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await gym.getByLabel("Times per week").fill("4");
    await gym.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Updated").first()).toBeVisible();
    await settle(page);
    await page.reload();
    await goalCard(page, "Gym 3 times a week").getByRole("button", { name: "Edit" }).click();
    await goalCard(page, "Gym 3 times a week").getByText("What you track: Done or not").click();
    await expect(goalCard(page, "Gym 3 times a week").getByLabel("Times per week")).toHaveValue("4");
    const after = await listed(request, user);
    expect(after.find((g) => g.title === "Gym 3 times a week")).toMatchObject({ kind: "check", target: 4 });
    expect(after.find((g) => g.title === "Run 20 km a week")).toMatchObject(EXPECTED["Run 20 km a week"]);
  });
}

test("demo mode creates and edits check and amount goals locally, with no server call", async ({ page }) => {
  const api = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await expect(page.getByText("Showing 3 results")).toBeVisible();
  const form = createForm(page);
  await createHabit(form, HABITS[1] as Habit);
  await createHabit(form, HABITS[0] as Habit);
  await expect(page.getByText("Showing 5 results")).toBeVisible();
  const run = goalCard(page, "Run 20 km a week");
  await run.getByRole("button", { name: "Edit" }).click();
  await run.getByText("What you track: An amount").click();
  await expect(run.getByLabel("Unit")).toHaveValue("km");
  await run.getByLabel("Amount per week").fill("25");
  await run.getByRole("button", { name: "Save" }).click();
  await run.getByRole("button", { name: "Edit" }).click();
  await run.getByText("What you track: An amount").click();
  await expect(run.getByLabel("Amount per week")).toHaveValue("25");
  expect(api).toEqual([]);
});

for (const theme of ["light", "dark"] as const) {
  test(`the kind fields have no serious accessibility problem (${theme})`, async ({ page }) => {
    await page.goto("/dashboard?demo=1");
    await useTheme(page, theme);
    const form = createForm(page);
    await form.getByLabel("What you track").selectOption({ label: "Done or not" });
    await form.getByLabel("Schedule").selectOption({ label: "Specific days of the week" });
    await form.getByRole("button", { name: "Create goal" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choose at least one day of the week");
    await expectAccessible(page);
    await form.getByLabel("What you track").selectOption({ label: "An amount" });
    await expect(form.getByLabel("Unit")).toBeVisible();
    await expectAccessible(page);
  });
}
