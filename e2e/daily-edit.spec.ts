/**
 * Back-dating and editing check-ins on the journal page (issue 17 item 1) in real Chromium,
 * checked on the server through the API; and in demo mode, editing, back-dating and pausing on
 * the sample goals with no /api request at all.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { type SeededUser, addEntry, createGoal, createUser, recordApiRequests, settle, signIn, entriesOf } from "./fixtures.js";

// The date field shows local time: pin the zone so the texts below are UTC.
test.use({ timezoneId: "UTC" });

const DAY = 86_400_000;
/** "YYYY-MM-DDTHH:mm" in UTC, as the datetime-local field holds it here. */
const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);
/** 09:30 UTC, `days` days ago. */
function daysAgoAt930(days: number): number {
  const d = new Date(Date.now() - days * DAY);
  d.setUTCHours(9, 30, 0, 0);
  return d.getTime();
}

async function goalProgress(request: APIRequestContext, user: SeededUser, goalId: string) {
  const res = await request.get(`/api/goals/${goalId}`, { headers: { authorization: `Bearer ${user.token}` } });
  return ((await res.json()) as { progress: number }).progress;
}

/** Journal writes the page sends (method and path). */
function journalWrites(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/journal") && req.method() !== "GET") seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

const entryItem = (page: Page, note: string) => page.getByRole("listitem").filter({ hasText: note });

test("a forgotten day is logged from the form with its date and time, and the server keeps that time", async ({ page, request }) => {
  const user = await createUser(request, "bd");
  const goal = await createGoal(request, user, { title: "Stretch daily", timeframe: "daily" });
  await addEntry(request, user, { goal_id: goal.id, note: "started", progress: 10, created_at: new Date(daysAgoAt930(6)).toISOString() });
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByRole("grid", { name: /: 1 day with check-ins/ })).toBeVisible();

  const when = page.getByLabel("Date and time");
  await expect(when).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/); // now, to the minute
  const twoDaysAgo = daysAgoAt930(2);
  await when.fill(local(twoDaysAgo));
  await page.getByLabel("Reflection").fill("Forgot to log this one");
  await page.getByRole("slider", { name: "Progress" }).fill("25");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Entry added")).toBeVisible();

  // In the list under its own day, on the calendar, and the field back at now.
  const dayLabel = new Date(twoDaysAgo).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByRole("region", { name: dayLabel, exact: true })).toContainText("Forgot to log this one");
  await expect(page.getByRole("grid", { name: /: 2 days with check-ins/ })).toBeVisible();
  await expect(when).not.toHaveValue(local(twoDaysAgo));

  const saved = (await entriesOf(request, user, goal.id)).find((e) => e.note === "Forgot to log this one");
  expect(saved).toMatchObject({ progress: 25, created_at: new Date(twoDaysAgo).toISOString() });

  // A check-in that leaves the field alone is "now" on the server's clock.
  await page.getByLabel("Reflection").fill("And today");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByRole("region", { name: "Today", exact: true })).toContainText("And today");
  // (The entry shows before the server has answered: ask until it has it.)
  let todayAt = "";
  await expect
    .poll(async () => (todayAt = (await entriesOf(request, user, goal.id)).find((e) => e.note === "And today")?.created_at ?? ""))
    .not.toBe("");
  expect(Math.abs(Date.parse(todayAt) - Date.now())).toBeLessThan(60_000);
});

test("an entry is edited inline from the keyboard; the server, the ring and the calendar follow", async ({ page, request }) => {
  const user = await createUser(request, "ed");
  const goal = await createGoal(request, user, { title: "Run a 10k", timeframe: "daily" });
  // Read once: a run that crosses midnight would otherwise expect another day than it stored.
  const olderAt = new Date(daysAgoAt930(1)).toISOString();
  const older = await addEntry(request, user, { goal_id: goal.id, note: "Walked 2k", progress: 30, created_at: olderAt });
  const latest = await addEntry(request, user, { goal_id: goal.id, note: "Ran 5k", progress: 50 });
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);
  const writes = journalWrites(page);

  const item = entryItem(page, "Ran 5k");
  const edit = item.getByRole("button", { name: /^Edit entry from / });
  await edit.focus();
  await page.keyboard.press("Enter");
  const form = page.getByRole("form", { name: /^Edit entry from / });
  await expect(form.getByLabel("Note")).toBeFocused(); // focus moves into the form
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Ran 6k, no walking");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Progress (%)")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("70");
  await page.keyboard.press("Enter"); // Enter saves
  await expect(page.getByText("Entry updated")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(entryItem(page, "Ran 6k, no walking").getByRole("button", { name: /^Edit entry from / })).toBeFocused();
  await expect(page.getByRole("img", { name: "70% progress" })).toBeVisible(); // the header ring follows
  expect(writes).toEqual([`PATCH /api/journal/${latest.id}`]);

  const afterNote = (await entriesOf(request, user, goal.id)).find((e) => e.id === latest.id);
  expect(afterNote).toMatchObject({ note: "Ran 6k, no walking", progress: 70 });
  expect(await goalProgress(request, user, goal.id)).toBe(70);

  // A new time moves it back before the older entry: that one is the latest now, and the goal's progress with it.
  await entryItem(page, "Ran 6k, no walking")
    .getByRole("button", { name: /^Edit entry from / })
    .click();
  const threeDaysAgo = daysAgoAt930(3);
  await page
    .getByRole("form", { name: /^Edit entry from / })
    .getByLabel("Date and time")
    .fill(local(threeDaysAgo));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("region", { name: "Today", exact: true })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "30% progress" })).toBeVisible();
  await expect(page.getByRole("grid", { name: /: 2 days with check-ins/ })).toBeVisible();
  await expect(entryItem(page, "Ran 6k, no walking").getByRole("button", { name: /^Edit entry from / })).toBeFocused();

  const moved = (await entriesOf(request, user, goal.id)).map((e) => [e.id, e.created_at]);
  expect(moved).toEqual([
    [older.id, olderAt],
    [latest.id, new Date(threeDaysAgo).toISOString()],
  ]);
  expect(await goalProgress(request, user, goal.id)).toBe(30);

  // The dashboard's card follows too (its goal list was asked again, not served from the cache).
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  const card = page.getByRole("article", { name: "Run a 10k" });
  await expect(card.getByText("Walked 2k")).toBeVisible();
  await expect(card.getByRole("img", { name: "Overall progress 30%" })).toBeVisible();
});

test("Esc cancels an edit without a request and returns the focus to that entry's Edit button", async ({ page, request }) => {
  const user = await createUser(request, "esc");
  const goal = await createGoal(request, user, { title: "Read daily" });
  await addEntry(request, user, { goal_id: goal.id, note: "Chapter one", progress: 10 });
  const second = await addEntry(request, user, { goal_id: goal.id, note: "Chapter two", progress: 20 });
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);
  const writes = journalWrites(page);

  const edit = entryItem(page, "Chapter one").getByRole("button", { name: /^Edit entry from / });
  await edit.click();
  const form = page.getByRole("form", { name: /^Edit entry from / });
  await form.getByLabel("Note").fill("Chapter one, changed my mind");
  await form.getByLabel("Progress (%)").fill("90");
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(entryItem(page, "Chapter one")).toContainText("10%");

  // A save after it is the only write: the cancelled edit sent nothing before it.
  await entryItem(page, "Chapter two")
    .getByRole("button", { name: /^Edit entry from / })
    .click();
  await page
    .getByRole("form", { name: /^Edit entry from / })
    .getByLabel("Note")
    .fill("Chapter two, twice");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Entry updated")).toBeVisible();
  expect(writes).toEqual([`PATCH /api/journal/${second.id}`]);
  expect((await entriesOf(request, user, goal.id)).map((e) => [e.note, e.progress])).toEqual([
    ["Chapter two, twice", 20],
    ["Chapter one", 10],
  ]);
});

test("a time more than 5 minutes ahead is refused with the server's words, before sending: adding and editing", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "fut");
  const goal = await createGoal(request, user, { title: "Sleep early" });
  await signIn(page, user);
  const writes = journalWrites(page);
  await page.goto(`/journal?goal_id=${goal.id}`);

  // The form checks first: nothing is sent, nothing typed is lost.
  const when = page.getByLabel("Date and time");
  await when.fill(local(Date.now() + 60 * 60_000));
  await page.getByLabel("Reflection").fill("Tomorrow's sleep");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "created_at cannot be in the future" })).toBeVisible();
  await expect(when).toHaveAttribute("aria-invalid", "true");
  await expect(when).toBeFocused();
  await expect(page.getByLabel("Reflection")).toHaveValue("Tomorrow's sleep");
  expect(writes).toEqual([]);

  // The same refusal from an edit.
  await addEntry(request, user, { goal_id: goal.id, note: "Slept at ten", progress: 10 });
  await page.reload();
  await entryItem(page, "Slept at ten")
    .getByRole("button", { name: /^Edit entry from / })
    .click();
  const form = page.getByRole("form", { name: /^Edit entry from / });
  await form.getByLabel("Date and time").fill(local(Date.now() + 2 * DAY));
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByRole("alert")).toHaveText("created_at cannot be in the future");
  expect(writes).toEqual([]);
});

test("with the device's clock 10 minutes fast, the server's refusal is shown under the date field", async ({ page, request }) => {
  const user = await createUser(request, "skew");
  const goal = await createGoal(request, user, { title: "Drink water" });
  await signIn(page, user);
  await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
  await page.goto(`/journal?goal_id=${goal.id}`);

  // Two minutes ahead of the device is fine for the form, twelve ahead of the server is not.
  await page.getByLabel("Date and time").fill(local(Date.now() + 12 * 60_000));
  await page.getByLabel("Reflection").fill("Clock ahead");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Could not save entry: created_at cannot be in the future")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /^created_at cannot be in the future$/ })).toBeVisible();
  await expect(page.getByLabel("Reflection")).toHaveValue("Clock ahead");
  await expect(page.getByText("No entries yet")).toBeVisible();
  expect(await entriesOf(request, user, goal.id)).toEqual([]);
});

test("demo: back-date, edit and pause the sample goals with zero /api requests; the streak follows the pause", async ({ page }) => {
  await page.clock.install();
  const seen = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  const card = page.getByRole("article", { name: "Run a 5K without stopping" });
  await expect(card.getByText("Streak: 3 days")).toBeVisible(); // today, yesterday, two days ago
  await card.getByRole("link", { name: "Journal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Run a 5K without stopping" })).toBeVisible();
  await expect(page.getByRole("grid", { name: /: 6 days with check-ins/ })).toBeVisible();

  // Edit the latest sample entry from the keyboard.
  await entryItem(page, "Made it to 15 minutes.")
    .getByRole("button", { name: /^Edit entry from / })
    .click();
  const form = page.getByRole("form", { name: /^Edit entry from / });
  await expect(form.getByLabel("Note")).toBeFocused();
  await form.getByLabel("Note").fill("Made it to 16 minutes.");
  await form.getByLabel("Progress (%)").fill("65");
  await form.getByLabel("Progress (%)").press("Enter");
  await expect(page.getByText("Entry updated")).toBeVisible();
  await expect(entryItem(page, "Made it to 16 minutes.")).toContainText("65%");
  await expect(page.getByRole("img", { name: "65% progress" })).toBeVisible();

  // Back-date a check-in from the form.
  await page.getByLabel("Date and time").fill(local(daysAgoAt930(11)));
  await page.getByLabel("Reflection").fill("Warm-up walk I forgot");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Entry added")).toBeVisible();
  await expect(page.getByRole("grid", { name: /: 7 days with check-ins/ })).toBeVisible();

  // Pause the two days without a run: they show on the calendar, and the streak reaches across them.
  const pauses = page.getByRole("region", { name: "Pauses" });
  const from = new Date(Date.now() - 4 * DAY).toISOString().slice(0, 10);
  const to = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
  await pauses.getByLabel("From").fill(from);
  await pauses.getByLabel("To").fill(to);
  await pauses.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Goal paused")).toBeVisible();
  await expect(page.getByRole("gridcell", { name: /\(paused\)$/ })).toHaveCount(2);
  await expect(pauses.getByRole("button", { name: `Remove the pause ${from} to ${to}` })).toBeVisible();

  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(card.getByText("Made it to 16 minutes.")).toBeVisible();
  await expect(card.getByText("Streak: 4 days")).toBeVisible();

  // Remove the pause: the streak is the spec's again.
  await card.getByRole("link", { name: "Journal" }).click();
  await page
    .getByRole("region", { name: "Pauses" })
    .getByRole("button", { name: `Remove the pause ${from} to ${to}` })
    .click();
  await expect(page.getByText("Pause removed")).toBeVisible();
  await expect(page.getByRole("gridcell", { name: /\(paused\)$/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(card.getByText("Streak: 3 days")).toBeVisible();

  await settle(page, { timers: 60_000 }); // anything late would show up here
  expect(seen).toEqual([]);
});
