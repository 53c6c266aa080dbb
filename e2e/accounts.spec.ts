/**
 * Issue 31 in the browser, on a server of its own started with SIGNUP_MODE=invite: sign-up by an
 * invitation link, "Forgot password?" and a reset link, and signing other devices out in Settings.
 * The server is one of its own (own-server.ts).
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { expectAccessible, uniqueName, useTheme } from "./fixtures.js";
import { type OwnServer, startOwnServer } from "./own-server.js";

test.describe.configure({ mode: "serial" });

let own: OwnServer | undefined;
let origin = "";
let admin: OwnServer["admin"];

test.beforeAll(async ({ playwright }) => {
  own = await startOwnServer(playwright, { name: "accounts", env: { SIGNUP_MODE: "invite", LOGIN_MAX_FAILURES_PER_IP: "100000" } });
  origin = own.origin;
  admin = own.admin;
});

test.afterAll(() => own?.stop());

async function asAdmin(request: APIRequestContext, method: "post", url: string, data: unknown = {}) {
  const res = await request[method](`${origin}${url}`, { headers: { authorization: `Bearer ${admin.token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { url: string; code?: string };
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test("invite mode: /signup says so before anyone types, refuses without a code and signs up through the invitation link", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/signup`);
  await expect(page.getByText("An invitation is needed to sign up here")).toBeVisible();
  const code = page.getByLabel("Invitation code");
  await expect(code).toHaveValue("");
  const username = uniqueName("fam");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("family-password-1");
  await page.getByLabel("Confirm password").fill("family-password-1");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toHaveText("An invitation is needed to sign up here");

  const invite = await asAdmin(request, "post", "/api/admin/invites");
  expect(new URL(invite.url).pathname).toBe("/signup");
  await page.goto(`${origin}${new URL(invite.url).pathname}${new URL(invite.url).search}`);
  await expect(page.getByLabel("Invitation code")).toHaveValue(invite.code!);
  // Nothing overflows the 375 px screen, and the page passes axe with the notice on it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("family-password-1");
  await page.getByLabel("Confirm password").fill("family-password-1");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Account created! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, username, "family-password-1");

  // The code worked once.
  const again = await request.post(`${origin}/api/auth/signup`, {
    data: { username: uniqueName("late"), password: "family-password-1", invite: invite.code },
  });
  expect(again.status()).toBe(403);
});

test("Forgot password? says to ask the admin; the reset link sets a new password once, then login works with it", async ({
  page,
  request,
}) => {
  const username = uniqueName("forgot");
  const invite = await asAdmin(request, "post", "/api/admin/invites");
  const made = await request.post(`${origin}/api/auth/signup`, { data: { username, password: "old-password-1", invite: invite.code } });
  expect(made.status()).toBe(201);

  await page.goto(`${origin}/login`);
  const forgot = page.getByRole("button", { name: "Forgot password?" });
  await expect(forgot).toHaveAttribute("aria-expanded", "false");
  await forgot.press("Enter");
  await expect(forgot).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Ask the admin of this server for a password link.")).toBeVisible();
  // Said plainly to a user: no e-mail here, and nothing only an admin could do (issue 32).
  await expect(page.getByText("This server does not send e-mail, so it cannot mail you a reset link.")).toBeVisible();
  await expect(page.getByText("Admin page")).toHaveCount(0);

  const link = await asAdmin(request, "post", `/api/admin/users/${username}/reset-link`);
  const target = new URL(link.url);
  expect(target.pathname).toBe("/reset-password");
  await page.goto(`${origin}${target.pathname}${target.search}`);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters");
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("Confirm new password").fill("new-password-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
  await page.getByLabel("Confirm new password").fill("new-password-1");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password is set. Log in with it now.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, username, "new-password-1");

  // The link worked once: opened again, the server says why.
  await page.goto(`${origin}${target.pathname}${target.search}`);
  await page.getByLabel("New password", { exact: true }).fill("third-password-1");
  await page.getByLabel("Confirm new password").fill("third-password-1");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This password link is invalid, used or expired. Ask the admin of this server for a new one.",
  );
});

test("Settings lists the signed-in devices; Sign out everywhere else ends the others and keeps this one", async ({ page, request }) => {
  const username = uniqueName("dev");
  const invite = await asAdmin(request, "post", "/api/admin/invites");
  expect(
    (await request.post(`${origin}/api/auth/signup`, { data: { username, password: "device-password-1", invite: invite.code } })).status(),
  ).toBe(201);
  const phone = await request.post(`${origin}/api/auth/login`, {
    headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1" },
    data: { username, password: "device-password-1" },
  });
  const phoneToken = ((await phone.json()) as { token: string }).token;

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/login`);
  await logIn(page, username, "device-password-1");
  await page.goto(`${origin}/settings`);
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices.getByText("This device")).toBeVisible();
  await expect(devices.getByText("Safari on iOS")).toBeVisible();
  // The sign-up's session and the phone's: two to sign out one by one.
  await expect(devices.getByRole("button", { name: /^Sign out .*, signed in / })).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // In the dark theme too, the list passes axe (contrast of the "This device" badge and the times).
  await useTheme(page, "dark");
  await expect(devices.getByText("This device")).toBeVisible();
  await expectAccessible(page);

  await devices.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("Signed out everywhere else")).toBeVisible();
  await expect(devices.getByText("This is the only device signed in.")).toBeVisible();
  const me = await request.get(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${phoneToken}` } });
  expect(me.status()).toBe(401);
  // This device is still signed in.
  await page.reload();
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
});

test("the admin's header links to /admin: sign-up mode, accounts (search, disable, password link, delete) and invitations", async ({
  page,
  request,
}) => {
  const invite = await asAdmin(request, "post", "/api/admin/invites");
  const member = uniqueName("mem");
  expect(
    (
      await request.post(`${origin}/api/auth/signup`, { data: { username: member, password: "member-password-1", invite: invite.code } })
    ).status(),
  ).toBe(201);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/login`);
  await logIn(page, admin.username, admin.password);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await expect(page.getByText("Invitation: an invitation is needed to sign up here.")).toBeVisible();

  const accounts = page.getByRole("region", { name: "Accounts" });
  await accounts.getByLabel("Search accounts").fill(member);
  await expect(accounts.getByRole("listitem")).toHaveCount(1);
  await accounts.getByRole("button", { name: `Disable ${member}` }).click();
  await expect(accounts.getByText("Disabled", { exact: true })).toBeVisible();
  const login = await request.post(`${origin}/api/auth/login`, { data: { username: member, password: "member-password-1" } });
  expect(login.status()).toBe(403);
  await accounts.getByRole("button", { name: `Enable ${member}` }).click();
  await expect(accounts.getByText("Disabled", { exact: true })).toHaveCount(0);

  await accounts.getByRole("button", { name: `Make a password link for ${member}` }).click();
  const link = accounts.getByLabel(`Password link for ${member}`, { exact: true });
  await expect(link).toHaveValue(/\/reset-password\?token=/);
  await expect(accounts.getByRole("button", { name: "Copy" })).toBeVisible();

  const invitations = page.getByRole("region", { name: "Invitations" });
  await invitations.getByRole("button", { name: "Create invitation" }).click();
  await expect(invitations.getByLabel("Invitation link")).toHaveValue(/\/signup\?invite=/);
  const revokes = invitations.getByRole("button", { name: /^Revoke / });
  // Every pending invitation, the new one with them, once the list has been read again.
  const pending = await request.get(`${origin}/api/admin/invites`, { headers: { authorization: `Bearer ${admin.token}` } });
  const before = ((await pending.json()) as unknown[]).length;
  expect(before).toBeGreaterThan(0);
  await expect(revokes).toHaveCount(before);
  await revokes.first().click();
  await expect(revokes).toHaveCount(before - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  page.once("dialog", (d) => void d.accept());
  await accounts.getByRole("button", { name: `Delete ${member}` }).click();
  await expect(accounts.getByRole("listitem")).toHaveCount(0);
  const gone = await request.post(`${origin}/api/auth/login`, { data: { username: member, password: "member-password-1" } });
  expect(gone.status()).toBe(401);
});

test("a member opening /admin is told it is for admins", async ({ page, request }) => {
  const invite = await asAdmin(request, "post", "/api/admin/invites");
  const member = uniqueName("nosy");
  expect(
    (
      await request.post(`${origin}/api/auth/signup`, { data: { username: member, password: "member-password-1", invite: invite.code } })
    ).status(),
  ).toBe(201);
  await page.goto(`${origin}/login`);
  await logIn(page, member, "member-password-1");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto(`${origin}/admin`);
  await expect(page.getByText("Only the admins of this server can open this page.")).toBeVisible();
});
