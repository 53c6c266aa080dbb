import { type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, expectAccessible, requestGate, signIn, useTheme, daysAgoAt9 } from "./fixtures.js";

// Day grouping follows the browser's zone; pin it so "Yesterday" below is a UTC day.
test.use({ timezoneId: "UTC" });

/** 09:00 UTC, `days` days ago: always in the past, whatever the time of the run. */

const day = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("add entries with and without a proof link, grouped by day, then delete one", async ({ page, request }) => {
  const user = await createUser(request, "jr");
  const goal = await createGoal(request, user, {
    title: "Run a marathon",
    timeframe: "daily",
    category: "health",
    motivation: "Finish strong",
  });
  await addEntry(request, user, { goal_id: goal.id, note: "First jog", progress: 40, created_at: daysAgoAt9(1) });
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);

  await expect(page.getByRole("heading", { level: 1, name: "Run a marathon" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to dashboard/ })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByText("“Finish strong”")).toBeVisible();
  await expect(page.getByLabel("Goal details")).toContainText("Daily");
  await expect(page.getByLabel("Goal details")).toContainText("Health");
  await expect(day(page, "Yesterday")).toContainText("+40%"); // from nothing to 40
  const slider = page.getByRole("slider", { name: "Progress" });
  await expect(slider).toHaveValue("40"); // the latest entry's progress

  // Without a proof link.
  const note = page.getByLabel("Reflection");
  const save = page.getByRole("button", { name: "Save entry" });
  await expect(save).toBeDisabled(); // empty note
  await note.fill("Ran 5k");
  await expect(page.getByText("6 / 500")).toBeVisible();
  await slider.fill("50");
  await save.click();
  await expect(page.getByText("Entry added")).toBeVisible();
  await expect(day(page, "Today")).toContainText("Ran 5k");
  await expect(day(page, "Today")).toContainText("+10%"); // 50 after yesterday's 40
  await expect(note).toHaveValue("");

  // An invalid proof link is refused with a message, and nothing is saved.
  await note.fill("Ran 8k");
  await slider.fill("60");
  const proof = page.getByLabel("Proof link");
  await proof.fill("not a url");
  await save.click();
  await expect(page.getByText("Proof link must be a URL starting with http:// or https://")).toBeVisible();
  await expect(proof).toHaveAttribute("aria-invalid", "true");
  await expect(day(page, "Today").getByRole("listitem")).toHaveCount(1);
  await expect(note).toHaveValue("Ran 8k");

  // With a valid one it is appended after a blank line and shown as a safe link.
  await proof.fill("https://example.com/run/8k");
  await save.click();
  const newest = day(page, "Today").getByRole("listitem").first();
  await expect(newest).toContainText("Proof: https://example.com/run/8k");
  const link = newest.getByRole("link", { name: "https://example.com/run/8k" });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(day(page, "Today")).toContainText("+20%"); // 60 after 40
  await expect(newest).toContainText("60%");
  await expect(slider).toHaveValue("60");
  await expect(page.getByRole("img", { name: "60% progress" })).toBeVisible(); // header ring follows

  // The server kept the proof note exactly.
  const saved = await (await request.get(`/api/journal?goal_id=${goal.id}`, { headers: { authorization: `Bearer ${user.token}` } })).json();
  expect(saved[0].note).toBe("Ran 8k\n\nProof: https://example.com/run/8k");

  // Delete the newest entry: the day's change falls back to +10%.
  await newest.getByRole("button", { name: /^Delete entry from/ }).click();
  await expect(page.getByText("Entry deleted")).toBeVisible();
  await expect(day(page, "Today").getByRole("listitem")).toHaveCount(1);
  await expect(day(page, "Today")).toContainText("+10%");
  await page.reload();
  await expect(day(page, "Today")).toContainText("Ran 5k");
  await expect(page.getByText("Ran 8k")).toHaveCount(0);
});

test("a failed save removes the optimistic entry and keeps the text", async ({ page, request }) => {
  const user = await createUser(request, "jf");
  const goal = await createGoal(request, user, { title: "Write daily" });
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByText("No entries yet")).toBeVisible();

  const gate = requestGate();
  await page.route(/\/api\/journal(\?.*)?$/, async (r) => {
    if (r.request().method() !== "POST") return r.continue();
    await gate.passed; // held until the optimistic entry was seen
    return r.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' });
  });
  await page.getByLabel("Reflection").fill("This will not be saved");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(day(page, "Today")).toContainText("This will not be saved"); // appears at once
  gate.open();
  await expect(page.getByText("Could not save entry")).toBeVisible();
  await expect(page.getByRole("region", { name: "Today" })).toHaveCount(0);
  await expect(page.getByText("No entries yet")).toBeVisible();
  await expect(page.getByLabel("Reflection")).toHaveValue("This will not be saved"); // nothing lost
});

test("a failed delete restores the entry", async ({ page, request }) => {
  const user = await createUser(request, "jd");
  const goal = await createGoal(request, user, { title: "Meditate" });
  await addEntry(request, user, { goal_id: goal.id, note: "Ten calm minutes", progress: 20 });
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByText("Ten calm minutes")).toBeVisible();

  const gate = requestGate();
  await page.route("**/api/journal/*", async (r) => {
    if (r.request().method() !== "DELETE") return r.continue();
    await gate.passed; // held until the removal was seen
    return r.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' });
  });
  await page.getByRole("button", { name: /^Delete entry from/ }).click();
  await expect(page.getByText("Ten calm minutes")).toHaveCount(0); // gone at once
  gate.open();
  await expect(page.getByText("Could not delete entry")).toBeVisible();
  await expect(page.getByText("Ten calm minutes")).toBeVisible(); // restored
});

test("entries that cannot load say so and can be retried", async ({ page, request }) => {
  const user = await createUser(request, "jl");
  const goal = await createGoal(request, user, { title: "Stretch" });
  await addEntry(request, user, { goal_id: goal.id, note: "Morning stretch", progress: 15 });
  await signIn(page, user);
  let fail = true;
  await page.route("**/api/journal?*", (r) =>
    fail ? r.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }) : r.continue(),
  );
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByText("Could not load entries").first()).toBeVisible({ timeout: 15_000 }); // after the retries
  await expect(page.getByRole("alert").filter({ hasText: "Could not load entries" }).first()).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Morning stretch")).toBeVisible();
});

test("markup in a note is shown as text, never run", async ({ page, request }) => {
  const user = await createUser(request, "jx");
  const goal = await createGoal(request, user, { title: "Safe notes" });
  await signIn(page, user);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/journal?goal_id=${goal.id}`);
  const xss = "<img src=x onerror=alert(1)>";
  await page.getByLabel("Reflection").fill(xss);
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Entry added")).toBeVisible();
  await page.reload(); // the server's copy, not just the optimistic one
  const entry = day(page, "Today").getByRole("listitem");
  await expect(entry).toContainText(xss);
  await expect(entry.locator("img")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("all goals: selector placeholder, goal titles on entries, saving needs a goal", async ({ page, request }) => {
  const user = await createUser(request, "ja");
  const first = await createGoal(request, user, { title: "Alpha goal" });
  const second = await createGoal(request, user, { title: "Beta goal" });
  await addEntry(request, user, { goal_id: first.id, note: "alpha note", progress: 10 });
  await addEntry(request, user, { goal_id: second.id, note: "beta note", progress: 30 });
  await signIn(page, user);
  await page.goto("/journal");

  // The selected goal defaults to the first goal (the API lists newest first).
  const selector = page.getByLabel("Goal", { exact: true });
  const firstListed = await selector.locator("option").nth(1).textContent();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstListed ?? "");
  await expect(selector.locator("option").first()).toHaveText("Select a goal...");

  await selector.selectOption({ label: "Select a goal..." });
  await expect(page.getByRole("heading", { level: 1, name: "All Goals" })).toBeVisible();
  const today = day(page, "Today");
  await expect(today.getByRole("listitem").filter({ hasText: "alpha note" })).toContainText("Alpha goal");
  await expect(today.getByRole("listitem").filter({ hasText: "beta note" })).toContainText("Beta goal");
  await page.getByLabel("Reflection").fill("no goal chosen");
  await expect(page.getByRole("button", { name: "Save entry" })).toBeDisabled();
  await expect(page.getByText("Select a goal first")).toBeVisible();

  await selector.selectOption({ label: "Beta goal" });
  await expect(page).toHaveURL(new RegExp(`goal_id=${second.id}`));
  await expect(page.getByRole("heading", { level: 1, name: "Beta goal" })).toBeVisible();
  await expect(page.getByText("alpha note")).toHaveCount(0);
  await expect(page.getByRole("slider", { name: "Progress" })).toHaveValue("30");
});

test("the journal needs a sign-in", async ({ page }) => {
  await page.goto("/journal");
  await expect(page).toHaveURL(/\/login/);
});

test("the journal is accessible in light and dark", async ({ page, request }) => {
  const user = await createUser(request, "jy");
  const goal = await createGoal(request, user, { title: "Accessible goal", motivation: "Everyone can read it" });
  await addEntry(request, user, { goal_id: goal.id, note: "Earlier step", progress: 30, created_at: daysAgoAt9(3) });
  await addEntry(request, user, { goal_id: goal.id, note: "See https://example.com/p", progress: 45 });
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByText("Earlier step")).toBeVisible();
  // The calendar and chart (issue 17) are part of what is checked.
  const calendar = page.getByRole("grid", { name: /^Check-in calendar/ });
  await expect(calendar).toBeVisible();
  await expectAccessible(page);
  await useTheme(page, "dark");
  await expect(page.getByText("Earlier step")).toBeVisible();
  await expect(calendar).toBeVisible();
  await expectAccessible(page);
});
