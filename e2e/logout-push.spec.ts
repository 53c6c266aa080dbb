/**
 * Logging out on a shared browser frees its push subscription: the server keeps an endpoint for
 * the account that registered it (another account gets 409), so the web app forgets it on the
 * server before the token is revoked, and unsubscribes the browser.
 */
import { expect, test } from "@playwright/test";
import { createUser, signIn } from "./fixtures.js";

const keys = { p256dh: "B".repeat(87), auth: "A".repeat(22) };

test("logging out removes this browser's push subscription, so the next account can enable notifications", async ({ page, request }) => {
  // A public address literal: accepted without DNS, never sent to (nothing sends a test push).
  const endpoint = `https://93.184.215.14/push/logout-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const [first, second] = [await createUser(request, "shareda"), await createUser(request, "sharedb")];
  const subscribe = (token: string) =>
    request.post("/api/push/subscriptions", { headers: { authorization: `Bearer ${token}` }, data: { endpoint, keys } });
  expect((await subscribe(first.token)).status()).toBe(201);

  // The browser's subscription (service workers are blocked in these tests): the one just registered.
  await page.addInitScript((pushEndpoint) => {
    const subscription = {
      endpoint: pushEndpoint,
      unsubscribe: async () => {
        (window as { __unsubscribed?: boolean }).__unsubscribed = true;
        return true;
      },
    };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    ServiceWorkerContainer.prototype.getRegistration = async () => registration as unknown as ServiceWorkerRegistration;
  }, endpoint);
  await signIn(page, first);
  await page.goto("/dashboard");
  const calls: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(push\/subscriptions|auth\/logout)/.test(r.url())) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const deleted = page.waitForRequest((r) => r.method() === "DELETE" && r.url().endsWith("/api/push/subscriptions"));
  await page.getByRole("button", { name: "Log out" }).first().click();
  expect((await deleted).postDataJSON()).toEqual({ endpoint });
  await expect(page).toHaveURL(/\/login$/);
  expect(calls[0]).toBe("DELETE /api/push/subscriptions");
  expect(await page.evaluate(() => (window as { __unsubscribed?: boolean }).__unsubscribed)).toBe(true);

  // The second account on the same browser gets the device (201, not 409).
  expect((await subscribe(second.token)).status()).toBe(201);
});
