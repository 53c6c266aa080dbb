/**
 * Editing and deleting journal entries offline (issue 28 item 6; decision 040): kept in the same
 * outbox as offline check-ins, shown at once as pending, surviving a reload, and reaching the
 * server exactly once when the connection returns; an edit the server refuses later (the entry
 * was deleted on another device) is listed under "Not saved" on the journal and the dashboard,
 * and the entry is shown as the server has it. Checked on the server, not only on the screen.
 */
import { type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, signIn, visitOnline, authHeaders, entriesOf } from "./fixtures.js";

test.use({ serviceWorkers: "allow" });

/** An entry of the journal's list (the notices list entries too, without an Edit button). */
const entryItem = (page: Page, note: string) =>
  page
    .getByRole("listitem")
    .filter({ hasText: note })
    .filter({ has: page.getByRole("button", { name: /^Edit entry from / }) });
const PENDING_MARK = "Pending: sent when you are back online";

/** Journal writes (method and path) that reached the server (tries made offline fail: not counted). */
function journalWrites(page: Page): string[] {
  const seen: string[] = [];
  page.context().on("requestfinished", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/journal") && req.method() !== "GET") seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

/** One online visit of the dashboard and the journal, with the service worker in control. */
async function editEntry(page: Page, note: string, changes: { note: string; progress: string }) {
  await entryItem(page, note)
    .getByRole("button", { name: /^Edit entry from / })
    .click();
  const form = page.getByRole("form", { name: /^Edit entry from / });
  await form.getByLabel("Note").fill(changes.note);
  await form.getByLabel("Progress (%)").fill(changes.progress);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form).toHaveCount(0);
}

const waiting = (page: Page) => page.getByRole("region", { name: "Waiting to be sent" });

test("an entry edited offline is pending, survives a reload, and lands once when back online", async ({ page, context, request }) => {
  const user = await createUser(request, "oe");
  const goal = await createGoal(request, user);
  const entry = await addEntry(request, user, { goal_id: goal.id, note: "Ran 5k", progress: 50 });
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);
  const writes = journalWrites(page);

  await context.setOffline(true);
  await page.reload();
  await editEntry(page, "Ran 5k", { note: "Ran 6k offline", progress: "70" });
  await expect(entryItem(page, "Ran 6k offline")).toContainText(PENDING_MARK);
  await expect(entryItem(page, "Ran 6k offline")).toContainText("70%");
  await expect(waiting(page)).toContainText("Pending: 1 waiting to be sent");

  expect(await entriesOf(request, user, goal.id)).toMatchObject([{ id: entry.id, note: "Ran 5k", progress: 50 }]);
  await page.reload();
  await expect(entryItem(page, "Ran 6k offline")).toContainText(PENDING_MARK);

  await context.setOffline(false);
  await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(entryItem(page, "Ran 6k offline")).not.toContainText(PENDING_MARK);
  expect(await entriesOf(request, user, goal.id)).toMatchObject([{ id: entry.id, note: "Ran 6k offline", progress: 70 }]);
  expect(writes).toEqual([`PATCH /api/journal/${entry.id}`]);
});

test("an entry deleted offline leaves at once and is deleted once when back online", async ({ page, context, request }) => {
  const user = await createUser(request, "od");
  const goal = await createGoal(request, user);
  await addEntry(request, user, { goal_id: goal.id, note: "Keep this one", progress: 20 });
  const doomed = await addEntry(request, user, { goal_id: goal.id, note: "Typed by mistake", progress: 30 });
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);
  const writes = journalWrites(page);

  await context.setOffline(true);
  await page.reload();
  await entryItem(page, "Typed by mistake")
    .getByRole("button", { name: /^Delete entry from / })
    .click();
  await expect(entryItem(page, "Typed by mistake")).toHaveCount(0);
  await expect(waiting(page)).toContainText("Pending: 1 waiting to be sent");
  expect(await entriesOf(request, user, goal.id)).toHaveLength(2);
  await page.reload();
  await expect(entryItem(page, "Keep this one")).toBeVisible();
  await expect(entryItem(page, "Typed by mistake")).toHaveCount(0);

  await context.setOffline(false);
  await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
  expect((await entriesOf(request, user, goal.id)).map((e) => e.note)).toEqual(["Keep this one"]);
  expect(writes).toEqual([`DELETE /api/journal/${doomed.id}`]);
  await expect(page.getByRole("region", { name: "Not saved" })).toHaveCount(0);
});

test("a check-in made offline, then edited offline, lands once as edited", async ({ page, context, request }) => {
  const user = await createUser(request, "oc");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);
  const writes = journalWrites(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByLabel("Reflection").fill("Written in a tunnel");
  await page.getByRole("slider", { name: "Progress" }).fill("40");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(entryItem(page, "Written in a tunnel")).toContainText(PENDING_MARK);
  await editEntry(page, "Written in a tunnel", { note: "Written in a tunnel, fixed", progress: "45" });
  await expect(entryItem(page, "Written in a tunnel, fixed")).toContainText("45%");
  await expect(waiting(page)).toContainText("Pending: 2 waiting to be sent");

  await context.setOffline(false);
  await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
  const entries = await entriesOf(request, user, goal.id);
  expect(entries).toMatchObject([{ note: "Written in a tunnel, fixed", progress: 45 }]);
  expect(writes).toEqual(["POST /api/journal", `PATCH /api/journal/${entries[0]?.id}`]);
  await expect(page.getByRole("region", { name: "Not saved" })).toHaveCount(0);
});

test("an offline edit of an entry deleted meanwhile on another device is listed as not saved", async ({ page, context, request }) => {
  const user = await createUser(request, "or");
  const goal = await createGoal(request, user);
  const entry = await addEntry(request, user, { goal_id: goal.id, note: "Swam 20 lengths", progress: 40 });
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);

  await context.setOffline(true);
  await page.reload();
  await editEntry(page, "Swam 20 lengths", { note: "Swam 30 lengths", progress: "60" });
  await expect(entryItem(page, "Swam 30 lengths")).toContainText(PENDING_MARK);

  // Meanwhile the entry is deleted from another device.
  expect((await request.delete(`/api/journal/${entry.id}`, { headers: authHeaders(user) })).status()).toBe(204);
  await context.setOffline(false);
  const refused = page.getByRole("region", { name: "Not saved" });
  await expect(refused).toContainText("Edit of an entry of", { timeout: 15_000 });
  await expect(refused).toContainText("Swam 30 lengths (60%) — Entry not found");
  // The list shows what the server has: the entry is gone, not shown as edited.
  await expect(entryItem(page, "Swam 30 lengths")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Today", exact: true })).toHaveCount(0);

  // Still there where the person looks next, until dismissed.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Not saved" })).toContainText("Entry not found");
  await page.getByRole("region", { name: "Not saved" }).getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("region", { name: "Not saved" })).toHaveCount(0);
});

test("an offline delete of an entry already gone on the server counts as done", async ({ page, context, request }) => {
  const user = await createUser(request, "og");
  const goal = await createGoal(request, user);
  const entry = await addEntry(request, user, { goal_id: goal.id, note: "Gone twice", progress: 10 });
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);

  await context.setOffline(true);
  await page.reload();
  await entryItem(page, "Gone twice")
    .getByRole("button", { name: /^Delete entry from / })
    .click();
  await expect(waiting(page)).toContainText("Pending: 1 waiting to be sent");
  // As when the first try arrived but its answer was lost: the entry is already deleted.
  expect((await request.delete(`/api/journal/${entry.id}`, { headers: authHeaders(user) })).status()).toBe(204);

  await context.setOffline(false);
  await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Not saved" })).toHaveCount(0);
  expect(await entriesOf(request, user, goal.id)).toEqual([]);
});
