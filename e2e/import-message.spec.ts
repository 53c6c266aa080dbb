/** A file that is not a ProgressVault export gets a person's message (issue 28, item 10). */
import { expect, test } from "@playwright/test";
import { createUser, signIn } from "./fixtures.js";

test("Loop's CSV chosen as a ProgressVault export is refused in words that name Import from Loop", async ({ page, request }) => {
  const user = await createUser(request, "imp");
  await signIn(page, user);
  await page.goto("/settings");
  await page.getByLabel("A ProgressVault export (.json)").setInputFiles("test/fixtures/loop/modern/Habits.csv");
  await expect(page.getByRole("alert").filter({ hasText: "not a ProgressVault export" })).toHaveText(
    "This is not a ProgressVault export. To bring in Loop Habit Tracker data, use Import from Loop.",
  );
  await expect(page.getByRole("heading", { name: "Import from Loop" })).toBeVisible();
  // A JSON file of another kind is refused the same way.
  await page.getByLabel("A ProgressVault export (.json)").setInputFiles({
    name: "other.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ format: "something-else", goals: [] })),
  });
  await expect(page.getByRole("alert").filter({ hasText: "not a ProgressVault export" })).toBeVisible();
});
