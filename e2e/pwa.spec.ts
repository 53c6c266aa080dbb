/**
 * The installable app (issue 18): a valid web manifest with loadable icons, linked from every
 * page; a service worker that takes control and serves the app shell offline; nothing from
 * /api in its caches.
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, publishGoal, signIn, uniqueName } from "./fixtures.js";

test.use({ serviceWorkers: "allow" });

test("the web manifest is valid and installable, and every page links it", async ({ page, request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.name).toContain("ProgressVault");
  expect(manifest.short_name).toBe("ProgressVault");
  expect(manifest.start_url).toBe("/dashboard");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(["Quick add", "Journal", "Today"]);
  for (const size of ["192x192", "512x512"]) {
    expect(manifest.icons.some((i) => i.sizes === size && i.type === "image/png" && (i.purpose ?? "any").includes("any"))).toBe(true);
  }
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  // Each icon loads, is a PNG and has the size it claims.
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src);
    expect(img.status(), icon.src).toBe(200);
    const bytes = await img.body();
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  // Linked from the app's pages and from the server-rendered public goal page.
  const user = await createUser(request, "pwa");
  const goal = await createGoal(request, user);
  const slug = uniqueName("pwa-");
  await publishGoal(request, user, goal.id, slug);
  for (const path of ["/", "/dashboard?demo=1", `/${user.username}/${slug}`]) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<link rel="manifest" href="\/manifest.webmanifest"/g)?.length, path).toBe(1);
  }
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
});

test("the service worker takes control, and the app shell opens offline", async ({ page, context, request }) => {
  const user = await createUser(request, "pwa");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("article", { name: goal.title })).toBeVisible();
  // The worker installs (precaching the shell and every route chunk), then claims the page.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  // Pages of the app the browser never visited: the shell and their chunks come from the cache.
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/journal");
  await expect(page.getByRole("main")).toBeVisible();
  await context.setOffline(false);

  // Nothing from /api is kept in the worker's caches: those answers are one user's data.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(5);
  expect(cached.filter((u) => new URL(u).pathname.startsWith("/api"))).toEqual([]);
});

test("a reminder push shows a notification that opens the journal, with a Log +10% action", async ({ page, context, request }) => {
  const user = await createUser(request, "pwa");
  await signIn(page, user);
  await context.grantPermissions(["notifications"]);
  await page.goto("/dashboard");
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
  const cdp = await context.newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const reg = registrations.find((r) => !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  const payload = { title: "Read 20 pages", body: "Time for today's check-in.", url: "/journal?goal_id=g1", goal_id: "g1" };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
          actions: (n as Notification & { actions?: { action: string; title: string }[] }).actions?.map((a) => a.title),
        })),
      ),
    )
    .toEqual([
      {
        title: "Read 20 pages",
        body: "Time for today's check-in.",
        data: { url: "/journal?goal_id=g1", goal_id: "g1" },
        actions: ["Log +10%"],
      },
    ]);
});
