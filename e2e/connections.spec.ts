/**
 * Settings → Connections (issue 32): a token created from the UI is shown once with Copy, works as
 * a Bearer token, and stops when revoked; a check-in link made for a goal is shown once, checks the
 * goal in by POST, and answers 404 once revoked. At desktop width and at 375 px without overflow,
 * in light and dark themes, with an accessibility scan.
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, expectAccessible, signIn, useTheme } from "./fixtures.js";
import { qrPath } from "../src/web/features/connections/qr-path.js";

for (const width of [1280, 375] as const) {
  test(`tokens: create, shown once with Copy, works, revoked (${width} px)`, async ({ page, request, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width, height: 900 });
    const user = await createUser(request, "conn");
    await signIn(page, user);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Connections" });
    await expect(section.getByText("No tokens yet.")).toBeVisible();

    await section.getByLabel("Token name").fill("Home Assistant");
    await section.getByLabel("Access").selectOption("write");
    await section.getByLabel("Expires").selectOption("30");
    await section.getByRole("button", { name: "Create token" }).click();
    const shown = section.getByRole("status").filter({ hasText: "Your new token" });
    const token = (await shown.locator("code").textContent())!;
    expect(token).toMatch(/^pv_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole("button", { name: "Copy" }).click();
    await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const auth = { authorization: `Bearer ${token}` };
    expect((await request.get("/api/goals", { headers: auth })).status()).toBe(200);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(section.getByText(token)).toHaveCount(0);
    await expect(section.getByRole("listitem").filter({ hasText: "Home Assistant" })).toBeVisible();

    await section.getByRole("button", { name: "Revoke token Home Assistant" }).click();
    await expect(section.getByText("No tokens yet.")).toBeVisible();
    expect((await request.get("/api/goals", { headers: auth })).status()).toBe(401);
  });

  test(`check-in links: create for a goal, shown once, checks in by POST, revoked (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await createUser(request, "link");
    const goal = await createGoal(request, user, { title: "Floss" });
    await signIn(page, user);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Connections" });
    await expect(section.getByLabel("Goal", { exact: true })).toHaveValue(goal.id);
    await expect(section.getByText("No check-in links for this goal.")).toBeVisible();
    await section.getByLabel("Link name (optional)").fill("Bathroom tag");
    await section.getByRole("button", { name: "Create check-in link" }).click();
    const shown = section.getByRole("status").filter({ hasText: "Your new check-in link" });
    const url = (await shown.locator("code").textContent())!;
    expect(url).toMatch(/\/api\/checkin\/[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Its QR code is that url's, and printing shows the code and its caption alone.
    const qr = shown.getByRole("img", { name: "QR code of the link: Check in: Floss" });
    await expect(qr.locator("path")).toHaveAttribute("d", qrPath(url).d);
    await page.emulateMedia({ media: "print" });
    // Printed, the section around it is hidden: ask the page for the code itself.
    await expect(page.getByRole("img", { name: "QR code of the link: Check in: Floss" })).toBeVisible();
    await expect(page.getByText("Check in: Floss", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeHidden();
    await expect(page.getByText("Print QR code")).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(section.getByRole("listitem").filter({ hasText: "Bathroom tag" })).toBeVisible();

    const path = new URL(url).pathname;
    expect((await request.post(path)).status()).toBe(201);
    await section.getByRole("button", { name: "Revoke link Bathroom tag" }).click();
    await expect(section.getByText("No check-in links for this goal.")).toBeVisible();
    expect((await request.post(path)).status()).toBe(404);
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`the Connections section passes the accessibility scan (${theme})`, async ({ page, request }) => {
    const user = await createUser(request, "a11y");
    await createGoal(request, user, { title: "Read" });
    await request.post("/api/tokens", { headers: { authorization: `Bearer ${user.token}` }, data: { name: "Script", scope: "read" } });
    await signIn(page, user);
    await page.goto("/settings");
    await useTheme(page, theme);
    const section = page.getByRole("region", { name: "Connections" });
    await expect(section.getByRole("listitem").filter({ hasText: "Script" })).toBeVisible();
    await expect(section.getByText("No check-in links for this goal.")).toBeVisible();
    await expectAccessible(page);
  });
}
