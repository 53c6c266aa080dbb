/**
 * A theme that follows the system (issue 28, item 11): Settings offers Light, Dark and System;
 * System follows prefers-color-scheme live and from the first paint; the default stays light.
 */
import { type Page, expect, test } from "@playwright/test";
import { createUser, signIn } from "./fixtures.js";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`System follows the device's setting live at ${viewport.width} px; the default stays light`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const user = await createUser(request, "theme");
    await signIn(page, user);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/settings");
    const system = page.getByRole("radio", { name: "System" });
    await expect(system).not.toBeChecked();
    // Nothing chosen: light, whatever the device says (the spec's default).
    await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();
    expect(await isDark(page)).toBe(false);

    await page.getByText("System", { exact: true }).click();
    await expect(system).toBeChecked();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pv_prefs") ?? "{}").theme)).toBe("system");

    // The device changes: the page follows without a reload, both ways.
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(page)).toBe(true);

    // From the first paint on another page too.
    await page.goto("/explore");
    expect(await isDark(page)).toBe(true);

    // A chosen Light no longer follows the device.
    await page.goto("/settings");
    await page.getByText("Light", { exact: true }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await isDark(page)).toBe(false);
  });
}
