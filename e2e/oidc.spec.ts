/**
 * Issue 31 — single sign-on in Chromium through the real login page, against a real OpenID
 * provider this spec starts on loopback (oidc-provider, its development login and consent
 * pages) and a server of its own configured for it (OIDC_ISSUER…). The browser ends up signed
 * in exactly as after a password login (the `token` and `username` keys), no token ever in a
 * URL; a replayed provider answer and a wrong state show a page that says so, with the way back to /login.
 */
import { expect, test } from "@playwright/test";
import { type TestProvider, startTestProvider } from "../test/support/oidc-provider.js";
import { expectAccessible, uniqueName, useTheme } from "./fixtures.js";
import { type OwnServer, freePort, startOwnServer } from "./own-server.js";

test.describe.configure({ mode: "serial" });

let own: OwnServer | undefined;
let provider: TestProvider | undefined;
let origin = "";

test.beforeAll(async ({ playwright }) => {
  // The provider must know the callback before the server starts: the port is picked first.
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  provider = await startTestProvider();
  provider.attach(`${origin}/api/auth/oidc/callback`);
  // The server's first account is its admin: the sign-on below makes a member.
  own = await startOwnServer(playwright, {
    name: "oidc",
    port,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_LABEL: "Sign in with Family ID",
      // The provider is plain http on loopback: allowed because the operator lists it.
      OUTBOUND_ALLOWLIST: provider.issuer,
    },
  });
});

test.afterAll(async () => {
  own?.stop();
  await provider?.close();
});

test("the login page's single sign-on button signs in through the provider, stored as a password login is, no token in a URL", async ({
  page,
}) => {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  // The callback answers with a redirect, so it is seen as a request, not as a page.
  const requested: string[] = [];
  page.on("request", (req) => requested.push(req.url()));
  const login = uniqueName("sso");
  provider!.names.set(login, `${login}.Family`);

  await page.goto(`${origin}/login`);
  const button = page.getByRole("link", { name: "Sign in with Family ID" });
  await expect(button).toBeVisible();
  await button.click();

  // The provider's own pages (development login, then consent).
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(`${origin}/dashboard`);
  const stored = await page.evaluate(() => ({ token: localStorage.getItem("token"), username: localStorage.getItem("username") }));
  expect(stored.username).toBe(`${login}-family`);
  expect(stored.token).toBeTruthy();
  expect(visited.some((u) => u.startsWith(`${origin}/login?sso=done`))).toBe(true);
  for (const url of [...visited, ...requested]) expect(url).not.toContain(stored.token!);

  // The token works as any other: the server knows who this is.
  const me = await page.evaluate(
    async (t) => (await fetch("/api/auth/me", { headers: { authorization: `Bearer ${t}` } })).json(),
    stored.token,
  );
  expect(me).toMatchObject({ username: `${login}-family`, role: "member" });

  // The provider's answer replayed (the same code and state, the same browser): refused, nobody signed in again.
  const callback = requested.find((u) => u.startsWith(`${origin}/api/auth/oidc/callback?`));
  expect(callback).toContain("code=");
  const replay = await page.goto(callback!);
  expect(replay?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Sign-in failed" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(stored.token);

  // Settings lists the sign-in, as the security log has it.
  await page.goto(`${origin}/settings`);
  await expect(page.getByRole("heading", { name: "Recent sign-ins" })).toBeVisible();
  await expect(page.getByText("Signed in through single sign-on")).toBeVisible();
});

test("at 375 px, dark: the button fits, is reached by keyboard, and a callback with a wrong state says so", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/login`);
  await useTheme(page, "dark");
  const button = page.getByRole("link", { name: "Sign in with Family ID" });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await button.focus();
  await expect(button).toBeFocused();
  await expectAccessible(page);

  const res = await page.goto(`${origin}/api/auth/oidc/callback?code=made-up&state=made-up`);
  expect(res?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Sign-in failed" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the login page" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
