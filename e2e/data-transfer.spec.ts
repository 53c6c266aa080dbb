import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
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

/** Loop's reference export (test/fixtures/loop/reference) zipped as Loop names and lays it out. */
function loopZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else files[`${prefix}${name}`] = new Uint8Array(readFileSync(full));
    }
  };
  walk("test/fixtures/loop/reference", "");
  return Buffer.from(zipSync(files));
}

test("settings imports Loop's ZIP as it is: check and amount goals, and says which frequency became the nearest", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "loopzip");
  await signIn(page, user);
  await page.goto("/settings");
  await page
    .getByLabel(/A Loop Habit Tracker export/)
    .setInputFiles({ name: "Loop Habits CSV 2025-02-14.zip", mimeType: "application/zip", buffer: loopZip() });
  await expect(page.getByText(/^Imported:/)).toBeVisible();
  await expect(page.getByText(/1 pause for skipped days/)).toBeVisible();
  await expect(
    page.getByText(`Wake up early: Loop's "2 times in 3 days" became "5 times a week", the nearest schedule here`),
  ).toBeVisible();
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  const list = (await res.json()) as { title: string; kind: string; unit?: string }[];
  expect(list.map((g) => [g.title, g.kind, g.unit ?? null]).sort()).toEqual([
    ["Budget review", "check", null],
    ["Coffee", "amount", "cups"],
    ["Meditate", "check", null],
    ["Run", "amount", "km"],
    ["Wake up early", "check", null],
    ["Water plants", "check", null],
  ]);
});
