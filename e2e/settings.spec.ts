import { type Page, expect, test } from "@playwright/test";
import { type SeededUser, createUser, expectAccessible, signIn, useTheme } from "./fixtures.js";

/** Signs in once by storage (unlike the fixture, nothing re-adds the token on later loads). */
async function openSettingsSignedIn(page: Page, user: SeededUser) {
  await page.goto("/settings");
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("username", u);
      localStorage.setItem("progressvault_user", JSON.stringify({ username: u, signedInAt: new Date().toISOString() }));
      localStorage.setItem("pv_saves", "{}");
    },
    [user.token, user.username] as const,
  );
  await page.reload();
  await expect(page.getByText(`Signed in as ${user.username}`)).toBeVisible();
}

async function loginStatus(page: Page, username: string, password: string) {
  const res = await page.request.post("/api/auth/login", { data: { username, password } });
  return res.status();
}

test("changing the password: the old one stops working and the new one works", async ({ page, request }) => {
  const user = await createUser(request, "pw");
  await openSettingsSignedIn(page, user);
  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password").fill("brand-new-password");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveValue("");
  expect(await loginStatus(page, user.username, user.password)).toBe(401);
  expect(await loginStatus(page, user.username, "brand-new-password")).toBe(200);
});

test("empty password fields warn; a wrong current password shows the server's error in red", async ({ page, request }) => {
  const user = await createUser(request, "pe");
  await openSettingsSignedIn(page, user);
  await page.getByLabel("New password").fill("brand-new-password");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("status").getByText("Please fill out all password fields")).toBeVisible();

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Update password" }).click();
  const error = page.getByRole("alert").getByText("Current password is incorrect");
  await expect(error).toBeVisible();
  await expect(error.locator("..")).toHaveClass(/bg-red-50/);
  expect(await loginStatus(page, user.username, user.password)).toBe(200);
});

test("deleting the account: exact confirmation, Account deleted, then /signup with storage cleared", async ({ page, request }) => {
  const user = await createUser(request, "dl");
  await openSettingsSignedIn(page, user);
  const dialogs: string[] = [];
  page.once("dialog", (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  // Timed from the click, which comes before the toast: Playwright may see the toast late on a
  // busy machine, so timing from when it saw it under-measured the app's 1 s wait (a flake).
  const clickedAt = Date.now();
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByText("Account deleted")).toBeVisible();
  expect(dialogs).toEqual(["Delete your account and ALL goals/journals? This cannot be undone."]);
  expect(new URL(page.url()).pathname).toBe("/settings");
  await expect(page).toHaveURL(/\/signup$/);
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await loginStatus(page, user.username, user.password)).toBe(401);
});

test("declining the confirmation keeps the account", async ({ page, request }) => {
  const user = await createUser(request, "dk");
  await openSettingsSignedIn(page, user);
  page.once("dialog", (d) => void d.dismiss());
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByRole("button", { name: "Delete Account" })).toBeEnabled();
  expect(await loginStatus(page, user.username, user.password)).toBe(200);
});

test("Logout clears storage and goes to /login", async ({ page, request }) => {
  const user = await createUser(request, "lo");
  await openSettingsSignedIn(page, user);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${user.token}` } });
  expect(me.status()).toBe(401);
});

test("the theme switch to Dark persists in pv_prefs and applies the dark class", async ({ page }) => {
  await page.goto("/settings");
  await page.getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pv_prefs") ?? "{}").theme)).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await page.getByText("Light", { exact: true }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("signed out, settings offers a way to log in instead of the forms", async ({ page }) => {
  await page.goto("/settings");
  const notice = page.getByRole("region", { name: "You're signed out" });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  await notice.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
});

test("the back button goes to the dashboard", async ({ page, request }) => {
  const user = await createUser(request, "bk");
  await openSettingsSignedIn(page, user);
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const theme of ["light", "dark"] as const) {
  test(`settings has no serious accessibility violation (${theme})`, async ({ page, request }) => {
    const user = await createUser(request, "ax");
    await openSettingsSignedIn(page, user);
    await useTheme(page, theme);
    await expect(page.getByRole("button", { name: "Delete Account" })).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => localStorage.removeItem("token"));
    await page.reload();
    await expect(page.getByRole("region", { name: "You're signed out" })).toBeVisible();
    await expectAccessible(page);
  });
}

test("weeks start on Sunday at 375 px: saved for the account and kept after a reload", async ({ page, request }) => {
  const user = await createUser(request, "wk");
  await page.setViewportSize({ width: 375, height: 800 });
  await openSettingsSignedIn(page, user);
  const group = page.getByRole("group", { name: "Weeks start on" });
  await expect(group.getByRole("radio", { name: "Monday" })).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings/preferences") && r.request().method() === "PATCH");
  await group.getByText("Sunday").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Weeks now start on Sunday")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const me = await request.get("/api/settings/preferences", { headers: { authorization: `Bearer ${user.token}` } });
  expect(await me.json()).toEqual({ week_start: "sunday" });
  await page.reload();
  await expect(page.getByRole("group", { name: "Weeks start on" }).getByRole("radio", { name: "Sunday" })).toBeChecked();
});

test("a device that never opened Settings orders weekdays by the account's week start", async ({ page, request }) => {
  const user = await createUser(request, "wkdev");
  const set = await request.patch("/api/settings/preferences", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { week_start: "sunday" },
  });
  expect(set.status()).toBe(200);
  await signIn(page, user);
  await page.goto("/dashboard");
  const form = page.getByRole("region", { name: "Create goal with details" });
  await form.getByLabel("Timeframe").selectOption("daily");
  await form.getByLabel("What you track").selectOption({ label: "Done or not" });
  await form.getByLabel("Schedule").selectOption({ label: "Specific days of the week" });
  const days = form.getByRole("group", { name: "Days it is due" }).getByRole("checkbox");
  await expect(days.first()).toHaveAccessibleName("Sunday");
  await expect(days.last()).toHaveAccessibleName("Saturday");
});

test("nudges and the MCP endpoint at 375 px: turned on and timed from Settings, kept for the account; the MCP URL copied", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const user = await createUser(request, "nudge");
  await page.setViewportSize({ width: 375, height: 800 });
  await openSettingsSignedIn(page, user);
  const notifications = page.getByRole("region", { name: "Notifications" });
  const streak = notifications.getByRole("checkbox", { name: /Streak at risk/ });
  const pace = notifications.getByRole("checkbox", { name: /Behind pace/ });
  await expect(streak).not.toBeChecked();
  await expect(pace).not.toBeChecked();
  await streak.check();
  await expect(page.getByText("Nudges saved")).toBeVisible();
  await expect(streak).toBeChecked();
  const time = notifications.getByLabel("Nudge time");
  await expect(time).toHaveValue("20:00");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/notifications/nudges") && r.request().method() === "PATCH");
  await time.fill("21:30");
  await time.blur();
  expect((await saved).status()).toBe(200);
  const me = await request.get("/api/notifications/nudges", { headers: { authorization: `Bearer ${user.token}` } });
  expect(await me.json()).toMatchObject({ streak_at_risk: true, behind_pace: false, time: "21:30" });

  const connections = page.getByRole("region", { name: "Connections" });
  const mcpUrl = connections.getByLabel("MCP endpoint URL");
  const origin = new URL(page.url()).origin;
  await expect(mcpUrl).toHaveValue(`${origin}/api/mcp`);
  await expect(connections.getByText("personal API token")).toBeVisible();
  await mcpUrl.locator("xpath=..").getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("MCP endpoint URL copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/api/mcp`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.reload();
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("checkbox", { name: /Streak at risk/ })).toBeChecked();
  await expect(page.getByRole("region", { name: "Notifications" }).getByLabel("Nudge time")).toHaveValue("21:30");
});
