/**
 * Reminders in the app (issue 18): the reminder editor on a goal card, Settings →
 * Notifications (test send, the calendar link with copy and revoke), and the notification
 * action's /dashboard?checkin= landing, which logs +10 % once. Checked on the server.
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, signIn } from "./fixtures.js";

test.use({ timezoneId: "Europe/Paris" });

test("a reminder set on a goal card is on the server, and can be removed", async ({ page, request }) => {
  const user = await createUser(request, "rem");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: goal.title });
  await card.getByText("Reminder: off").click();
  const form = card.getByRole("form", { name: `Reminder for ${goal.title}` });
  await form.getByLabel("Time 1", { exact: true }).fill("07:45");
  await form.getByLabel("Sat").uncheck();
  await form.getByLabel("Sun").uncheck();
  await form.getByRole("button", { name: "Save reminder" }).click();
  await expect(page.getByText("Reminder saved")).toBeVisible();
  await expect(card.getByText("Reminder: 07:45, Mon, Tue, Wed, Thu, Fri")).toBeVisible();
  const goals = async () =>
    (await (await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } })).json()) as {
      id: string;
      reminder: unknown;
    }[];
  expect((await goals()).find((g) => g.id === goal.id)?.reminder).toEqual({
    time: "07:45",
    times: ["07:45"],
    days: [1, 2, 3, 4, 5],
    time_zone: "Europe/Paris",
  });

  await form.getByRole("button", { name: "Remove reminder" }).click();
  await expect(card.getByText("Reminder: off")).toBeVisible();
  expect((await goals()).find((g) => g.id === goal.id)?.reminder).toBeNull();
});

test("Settings gives a calendar link that serves the feed, and revokes it for a new one", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const user = await createUser(request, "cal");
  await signIn(page, user);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Notifications" });
  await section.getByRole("button", { name: "Send a test" }).click();
  await expect(page.getByText("No device has notifications on yet")).toBeVisible();

  await section.getByRole("button", { name: "Get calendar link" }).click();
  const link = section.getByLabel("Calendar link");
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const first = await link.inputValue();
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Calendar link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await section.getByRole("button", { name: "Revoke and make a new link" }).click();
  await expect(link).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await link.inputValue())).status()).toBe(200);
});

test("the notification's Log +10% action logs one check-in", async ({ page, request }) => {
  const user = await createUser(request, "act");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.goto(`/dashboard?checkin=${goal.id}`);
  await expect(page.getByText("+10% logged", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole("article", { name: goal.title })).toBeVisible();
  const entries = (await (
    await request.get(`/api/journal?goal_id=${goal.id}`, { headers: { authorization: `Bearer ${user.token}` } })
  ).json()) as unknown[];
  expect(entries).toHaveLength(1);
});
