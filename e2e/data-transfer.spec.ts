import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, signIn } from "./fixtures.js";

test("settings exports all data as JSON and imports it back as a merge by id", async ({ page, request }) => {
  const owner = await createUser(request, "exp");
  const goal = await createGoal(request, owner, { title: "Exported goal" });
  await addEntry(request, owner, { goal_id: goal.id, note: "first step", progress: 30 });
  await signIn(page, owner);
  await page.goto("/settings");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download all data (JSON)" }).click();
  const download = await downloadPromise;
  const file = await download.path();
  const exported = JSON.parse(readFileSync(file, "utf8"));
  expect(JSON.stringify(exported)).toContain("Exported goal");
  expect(JSON.stringify(exported)).toContain("first step");

  // Importing it again into the same account is a no-op merge by id.
  await page.getByLabel("A ProgressVault export (.json)").setInputFiles(file);
  await expect(page.getByText(/^Imported:/)).toBeVisible();
  const goals = await request.get("/api/goals", { headers: { authorization: `Bearer ${owner.token}` } });
  const list = (await goals.json()) as { title: string; journal: unknown[] }[];
  expect(list).toHaveLength(1);
  expect(list[0]?.journal).toHaveLength(1);
});

test("settings imports a Loop Habit Tracker export into goals and check-ins", async ({ page, request }) => {
  const user = await createUser(request, "loop");
  await signIn(page, user);
  await page.goto("/settings");
  await page
    .getByLabel(/A Loop Habit Tracker export/)
    .setInputFiles(["test/fixtures/loop/modern/Habits.csv", "test/fixtures/loop/modern/Checkmarks.csv"]);
  await expect(page.getByText(/^Imported:/)).toBeVisible();
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  const list = (await res.json()) as { journal: unknown[] }[];
  expect(list.length).toBeGreaterThan(0);
  expect(list.some((g) => g.journal.length > 0)).toBe(true);
});
