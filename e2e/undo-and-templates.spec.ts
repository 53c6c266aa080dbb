/**
 * Issue 15 item 10 (rest): deleting a journal entry offers Undo for 5 s and Undo restores it
 * exactly on the server (decision 017); a template keeps its milestones in the description.
 */
import { expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, signIn } from "./fixtures.js";

test("Undo after deleting a journal entry brings it back exactly, on the server too", async ({ page, request }) => {
  const user = await createUser(request, "undo");
  const goal = await createGoal(request, user);
  const auth = { authorization: `Bearer ${user.token}` };
  const created_at = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const entry = await addEntry(request, user, { goal_id: goal.id, note: "Two days ago, the long run", progress: 40, created_at });
  await addEntry(request, user, { goal_id: goal.id, note: "Today, a short one", progress: 50 });
  const before = await (await request.get(`/api/journal?goal_id=${goal.id}`, { headers: auth })).json();
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);

  const item = page.getByRole("listitem").filter({ hasText: "Two days ago, the long run" });
  await item.getByRole("button", { name: /^Delete entry/ }).click();
  await expect(item).toHaveCount(0);
  const undo = page.getByRole("button", { name: "Undo" });
  await expect(page.getByText("Entry deleted", { exact: true })).toBeVisible();
  await expect.poll(async () => (await (await request.get(`/api/journal?goal_id=${goal.id}`, { headers: auth })).json()).length).toBe(1);

  await undo.click();
  await expect(page.getByText("Entry restored", { exact: true })).toBeVisible();
  await expect(item).toHaveCount(1);
  const after = await (await request.get(`/api/journal?goal_id=${goal.id}`, { headers: auth })).json();
  expect(after).toEqual(before);
  expect(after.find((e: { id: string }) => e.id === entry.id)).toEqual({
    id: entry.id,
    goal_id: goal.id,
    note: "Two days ago, the long run",
    progress: 40,
    created_at,
  });
});

test("the Undo of a deleted entry is offered for 5 seconds", async ({ page, request }) => {
  const user = await createUser(request, "undo");
  const goal = await createGoal(request, user);
  await addEntry(request, user, { goal_id: goal.id, note: "Short-lived", progress: 10 });
  await signIn(page, user);
  await page.clock.install();
  await page.goto(`/journal?goal_id=${goal.id}`);
  await page
    .getByRole("listitem")
    .filter({ hasText: "Short-lived" })
    .getByRole("button", { name: /^Delete entry/ })
    .click();
  const undo = page.getByRole("button", { name: "Undo" });
  await expect(undo).toBeVisible();
  // From here the page's clock moves only when told: 4 s after the toast was seen it is still
  // offered, by 5 s it is gone.
  const seenAt = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(seenAt + 1_000);
  await page.clock.runFor(3_000);
  await expect(undo).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(undo).toBeHidden();
});

test("a template fills the create form with its milestones kept in the description", async ({ page, request }) => {
  const user = await createUser(request, "tmpl");
  await signIn(page, user);
  await page.goto("/dashboard?template=tmpl-general-morning-plan");
  const form = page.getByRole("region", { name: "Create goal with details" });
  await expect(form.getByLabel("Title")).toHaveValue("Plan your day in 5 minutes each morning");
  const description = form.getByLabel("Description");
  await expect(description).toHaveValue(/^Before opening email, write down the three tasks/);
  await expect(description).toHaveValue(
    /\n\nMilestones:\n- Write a 3-task plan on 3 mornings\n- Plan 5 mornings in one week\n- Finish all 3 planned tasks on 3 days\n- Keep the morning plan 14 days running$/,
  );
  await form.getByRole("button", { name: "Create goal" }).click();
  await expect(page.getByText("Goal created successfully").first()).toBeVisible();
  const goals = (await (await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } })).json()) as {
    description: string;
  }[];
  expect(goals[0]!.description).toContain("Milestones:\n- Write a 3-task plan on 3 mornings");
});
