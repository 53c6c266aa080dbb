/**
 * Settings → Connections → Webhooks (issue 32): a webhook added from the UI shows its signing
 * secret once; its Test delivery reaches a receiver on loopback (let in by OUTBOUND_ALLOWLIST in
 * playwright.config.ts), signed with that secret, and shows in the webhook's delivery log as
 * delivered; then it is deleted. At desktop width, then at 375 px without overflow; the section
 * passes the accessibility scan in light and dark themes.
 */
import crypto from "node:crypto";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { createUser, expectAccessible, signIn, useTheme } from "./fixtures.js";

const hookPort = Number(process.env.E2E_HOOK_PORT);

test("webhooks: add, secret shown once, Test delivered and logged, delete (1280 and 375 px)", async ({ page, request }) => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += String(c)));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(hookPort, "127.0.0.1", resolve));
  try {
    const user = await createUser(request, "hook");
    await signIn(page, user);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Connections" });
    await expect(section.getByText("No webhooks yet.")).toBeVisible();

    const url = `http://127.0.0.1:${hookPort}/progressvault`;
    await section.getByLabel("Receiver URL").fill(url);
    await section.getByRole("checkbox", { name: "goal.completed" }).check();
    await section.getByRole("button", { name: "Add webhook" }).click();
    const shown = section.getByRole("status").filter({ hasText: "Your webhook's signing secret" });
    const secret = (await shown.locator("code").textContent())!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(section.getByText(secret)).toHaveCount(0);
    const item = section.getByRole("listitem").filter({ hasText: url });
    await expect(item).toContainText("checkin.created, goal.completed");

    await section.getByRole("button", { name: `Test ${url}` }).click();
    const log = section.getByRole("list", { name: `Deliveries to ${url}` });
    await expect(log.getByRole("listitem").filter({ hasText: "webhook.test" })).toContainText("Delivered (HTTP 204)");
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.headers["x-progressvault-event"]).toBe("webhook.test");
    const signature = `sha256=${crypto.createHmac("sha256", secret).update(got!.body).digest("hex")}`;
    expect(got!.headers["x-progressvault-signature"]).toBe(signature);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(log).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await section.getByRole("button", { name: `Delete webhook ${url}` }).click();
    await expect(section.getByText("No webhooks yet.")).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`the Webhooks part with its log passes the accessibility scan (${theme})`, async ({ page, request }) => {
    const user = await createUser(request, "hooka11y");
    const auth = { authorization: `Bearer ${user.token}` };
    const made = await request.post("/api/webhooks", {
      headers: auth,
      data: { url: "https://93.184.215.14/a11y", events: ["goal.created"] },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect((await request.post(`/api/webhooks/${id}/test`, { headers: auth })).status()).toBe(202);
    await signIn(page, user);
    await page.goto("/settings");
    await useTheme(page, theme);
    const section = page.getByRole("region", { name: "Connections" });
    await section.getByRole("button", { name: "Deliveries to https://93.184.215.14/a11y" }).click();
    await expect(section.getByRole("list", { name: "Deliveries to https://93.184.215.14/a11y" })).toContainText("webhook.test");
    await expectAccessible(page);
  });
}
