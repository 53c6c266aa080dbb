/**
 * Issue 28 item 7: where the browser cannot do Web Push (a private window, a browser without it,
 * no service worker), Settings says why and points to the calendar feed; "Enable on this device"
 * never does nothing.
 */
import { expect, test } from "@playwright/test";
import { createUser, signIn } from "./fixtures.js";

const CALENDAR_HINT = /get the calendar link below and subscribe to it/;

test("a browser without Web Push is told why, and pointed to the calendar link", async ({ page, request }) => {
  await page.addInitScript(() => {
    // As in a private window or a browser without Web Push: no PushManager, no service worker.
    delete (window as { PushManager?: unknown }).PushManager;
    Object.defineProperty(Navigator.prototype, "serviceWorker", { get: () => undefined, configurable: true });
  });
  const user = await createUser(request, "nopush");
  await signIn(page, user);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Notifications" });
  const note = section.getByRole("status").filter({ hasText: "Notifications cannot be turned on here" });
  await expect(note).toContainText("a private window, or a browser without Web Push");
  await expect(note).toContainText(CALENDAR_HINT);

  await section.getByRole("button", { name: "Enable on this device" }).click();
  await expect(note).toBeVisible();
  await expect(section.getByRole("button", { name: "Enable on this device" })).toBeEnabled();
  // What it points to works.
  await section.getByRole("button", { name: "Get calendar link" }).click();
  await expect(section.getByLabel("Calendar link")).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
});

test("with no service worker installed, Enable says so instead of waiting forever", async ({ page, request, context }) => {
  await context.grantPermissions(["notifications"]);
  // The browser has Web Push, but no service worker is registered (the config blocks them here,
  // as a private window or a browser setting can): navigator.serviceWorker.ready never settles.
  const user = await createUser(request, "nosw");
  await signIn(page, user);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Notifications" });
  await expect(section.getByRole("button", { name: "Enable on this device" })).toBeEnabled();
  await expect(section.getByText("Notifications cannot be turned on here")).toHaveCount(0);
  await section.getByRole("button", { name: "Enable on this device" }).click();
  const note = section.getByRole("status").filter({ hasText: "Notifications cannot be turned on here" });
  await expect(note).toContainText("has not installed the app's service worker");
  await expect(note).toContainText(CALENDAR_HINT);
  await expect(section.getByRole("button", { name: "Enable on this device" })).toBeEnabled();
});
