/**
 * Issue 32 — e-mail in Chromium at 375 px, against a real SMTP server this spec starts on loopback
 * (test/support/smtp-receiver.ts) and a server of its own set up to send through it: a user adds
 * an address in Settings (pending), opens the confirmation link read from the mail that arrived
 * (its token in the fragment: never in a request), and Settings then says it is confirmed; the
 * weekly summary is turned on. The login page's "Forgot password?" mails a reset link to that address.
 */
import { expect, test } from "@playwright/test";
import { linkIn, smtpReceiver } from "../test/support/smtp-receiver.js";
import { createUser, expectAccessible, signIn, useTheme } from "./fixtures.js";
import { type OwnServer, freePort, startOwnServer } from "./own-server.js";

test.describe.configure({ mode: "serial" });

let own: OwnServer | undefined;
let receiver: Awaited<ReturnType<typeof smtpReceiver>> | undefined;
let origin = "";

test.beforeAll(async ({ playwright }) => {
  // Mailed links start with PUBLIC_URL: the port is picked first.
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  receiver = await smtpReceiver();
  own = await startOwnServer(playwright, {
    name: "mail",
    port,
    env: { SMTP_URL: receiver.url, MAIL_FROM: "ProgressVault <goals@example.org>", PUBLIC_URL: origin },
  });
});

test.afterAll(async () => {
  own?.stop();
  await receiver?.close();
});

test("adds an address in Settings, confirms it by the mailed link, and mails a reset link from the login page (375 px)", async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const request = await playwright.request.newContext({ baseURL: origin });
  const user = await createUser(request, "mail");
  await request.dispose();
  await signIn(page, user);
  const requested: string[] = [];
  page.on("request", (req) => requested.push(req.url()));

  await page.goto(`${origin}/settings`);
  const section = page.getByRole("region", { name: "E-mail address" });
  await expect(section.getByText("No e-mail address yet.")).toBeVisible();
  const address = `${user.username}@example.org`;
  await section.getByLabel("E-mail address").fill(address);
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(section.getByTestId("email-status")).toContainText("Pending confirmation");
  await expect(section.getByText(address)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const link = linkIn(await receiver!.nth(address), `${origin}/confirm-email`);
  const token = new URL(link).hash.slice("#token=".length);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.goto(link);
  await expect(page.getByText(`Confirmed: ${address} is your account's e-mail address.`)).toBeVisible();
  // The fragment left the address bar, and no request ever carried the token in its URL.
  expect(page.url()).toBe(`${origin}/confirm-email`);
  for (const url of requested) expect(url).not.toContain(token);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Go to settings" }).click();
  await expect(section.getByTestId("email-status")).toContainText("Confirmed");
  // The weekly summary is off until turned on, and stays on after a reload.
  const weekly = section.getByRole("checkbox", { name: /Weekly summary by e-mail/ });
  await expect(weekly).not.toBeChecked();
  // The box shows what the server stored: it turns checked once the answer is in.
  await weekly.click();
  await expect(weekly).toBeChecked();
  await expect(weekly).toBeEnabled();
  await page.reload();
  await expect(section.getByRole("checkbox", { name: /Weekly summary by e-mail/ })).toBeChecked();
  // Light and dark, the section passes axe.
  await expectAccessible(page);
  await useTheme(page, "dark");
  await expect(section.getByTestId("email-status")).toContainText("Confirmed");
  await expectAccessible(page);

  // Signed out, "Forgot password?" mails the reset link to the confirmed address.
  const guest = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 375, height: 800 } });
  await guest.goto(`${origin}/login`);
  await guest.getByRole("button", { name: "Forgot password?" }).click();
  await guest.getByLabel("E-mail address").fill(address);
  await guest.getByRole("button", { name: "Mail me a reset link" }).click();
  await expect(guest.getByRole("status")).toHaveText(/a reset link is on its way/);
  const reset = linkIn(await receiver!.nth(address, 2), `${origin}/reset-password?token=`);
  await guest.goto(reset);
  await expect(guest.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await guest.close();
});
