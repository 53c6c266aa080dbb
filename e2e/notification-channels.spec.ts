/**
 * Settings → Notifications → Channels and reminder times (issue 32), at 375 px: an ntfy channel
 * added from the UI (its token never shown again), its Test reaching a receiver on loopback playing
 * ntfy (let in by OUTBOUND_ALLOWLIST in playwright.config.ts) with the outcome shown, all by
 * keyboard, then removed; a reminder with two times set from the goal card; the Notifications
 * section passes the accessibility scan in light and dark themes.
 */
import http from "node:http";
import { type Page, expect, test } from "@playwright/test";
import { createGoal, createUser, expectAccessible, signIn, useTheme } from "./fixtures.js";

const channelPort = Number(process.env.E2E_CHANNEL_PORT);
const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test("channels: add ntfy with a token, Test by keyboard shows Delivered, remove (375 px)", async ({ page, request }) => {
  const received: { authorization: string | undefined; json: { topic?: string; title?: string } }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += String(c)));
    req.on("end", () => {
      received.push({ authorization: req.headers.authorization, json: JSON.parse(body) });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(channelPort, "127.0.0.1", resolve));
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    const user = await createUser(request, "chan");
    await signIn(page, user);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section.getByText("No channels yet.")).toBeVisible();

    const target = `http://127.0.0.1:${channelPort}/pv-e2e-topic`;
    await section.getByLabel("Type").selectOption("ntfy");
    await section.getByLabel("URL", { exact: true }).fill(target);
    await section.getByLabel("Access token (optional)").fill("tk_e2e_secret");
    await section.getByLabel("Access token (optional)").press("Enter");
    const item = section.getByRole("listitem").filter({ hasText: target });
    await expect(item).toContainText("ntfy · with access token");
    await expect(page.getByText("tk_e2e_secret")).toHaveCount(0);
    await noOverflow(page);

    await item.getByRole("button", { name: `Test ${target}` }).focus();
    await page.keyboard.press("Enter");
    await expect(item.getByRole("status")).toHaveText("Test: Delivered (HTTP 200)");
    expect(received).toEqual([{ authorization: "Bearer tk_e2e_secret", json: expect.objectContaining({ topic: "pv-e2e-topic" }) }]);
    await noOverflow(page);

    await item.getByRole("button", { name: `Remove ${target}` }).focus();
    await page.keyboard.press("Enter");
    await expect(section.getByText("No channels yet.")).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

test("a reminder with two times, set from the goal card (375 px)", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await createUser(request, "times");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: goal.title });
  await card.getByText("Reminder: off").click();
  const form = card.getByRole("form", { name: `Reminder for ${goal.title}` });
  await form.getByLabel("Time 1", { exact: true }).fill("07:30");
  await form.getByRole("button", { name: "Add a time" }).click();
  await form.getByLabel("Time 2", { exact: true }).fill("21:00");
  await noOverflow(page);
  await form.getByRole("button", { name: "Save reminder" }).click();
  await expect(card.getByText("Reminder: 07:30, 21:00, every day")).toBeVisible();
  const goals = (await (await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } })).json()) as {
    id: string;
    reminder: { times: string[] } | null;
  }[];
  expect(goals.find((g) => g.id === goal.id)?.reminder?.times).toEqual(["07:30", "21:00"]);

  await form.getByRole("button", { name: "Remove 21:00" }).click();
  await expect(form.getByLabel("Time 2", { exact: true })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`the Notifications section with a channel passes the accessibility scan (${theme})`, async ({ page, request }) => {
    const user = await createUser(request, "chana11y");
    const auth = { authorization: `Bearer ${user.token}` };
    const made = await request.post("/api/notifications/channels", {
      headers: auth,
      data: { type: "webhook", target: `http://127.0.0.1:${channelPort}/a11y` },
    });
    expect(made.status()).toBe(201);
    await signIn(page, user);
    await page.goto("/settings");
    await useTheme(page, theme);
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section.getByRole("listitem").filter({ hasText: "/a11y" })).toBeVisible();
    await expectAccessible(page);
  });
}
