/**
 * Issue 9 §2 — stored text is shown as text. Markup that would run script is put in every text
 * field a user controls (goal title, description and motivation, journal notes, the signup
 * "why"; usernames cannot hold it at all), the goal is published, and the dashboard, journal,
 * public goal page and explore page are visited. Two layers are checked separately:
 *  - rendering: the payload appears literally as text and no element it describes exists;
 *  - policy: the HTML carries a CSP that allows no inline script but index.html's own (each by
 *    its hash), so even injected markup could not run — no payload ever sets window.__pwned, no
 *    dialog opens, no CSP violation is reported.
 */
import crypto from "node:crypto";
import { type Page, type Response, expect, test } from "@playwright/test";
import { type SeededUser, addEntry, createGoal, publishGoal, signIn, uniqueName } from "./fixtures.js";

/** A payload per field, each naming its field when it runs, behind a marker to find it by. */
const payload = (marker: string, field: string) =>
  `${marker}-${field} <img src=x onerror="window.__pwned='${field}'"><script>window.__pwned='${field}-script'</script>`;
const svgPayload = (marker: string, field: string) => `${marker}-${field} "><svg onload="window.__pwned='${field}'"></svg>`;

interface Watch {
  dialogs: string[];
}

/** Records what a successful injection would leave behind. */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [] };
  page.on("dialog", (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return w;
}

async function expectNothingRan(page: Page, w: Watch, where: string) {
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    violations: (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    injectedImages: document.querySelectorAll('img[src="x"], svg[onload], img[onerror]').length,
    injectedScripts: [...document.scripts].filter((s) => s.textContent?.includes("__pwned")).length,
  }));
  expect(state, where).toEqual({ pwned: undefined, violations: [], injectedImages: 0, injectedScripts: 0 });
  expect(w.dialogs, where).toEqual([]);
}

/** Waits until the field's text is on the page (as text or as markup), then checks both layers. */
async function expectShownAsText(page: Page, w: Watch, text: string, where: string) {
  const marker = text.slice(0, text.indexOf(" "));
  await expect(page.getByText(marker).first()).toBeVisible();
  await expectNothingRan(page, w, where);
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * script-src is 'self' plus, at most, the hashes of the served page's own inline scripts
 * (index.html's; decision 011): never 'unsafe-inline', and no hash for anything else, so
 * stored text that made it into the HTML as a script could not run.
 */
async function expectStrictCsp(res: Response | null, where: string) {
  expect(res, where).not.toBeNull();
  const csp = res?.headers()["content-security-policy"] ?? "";
  const scriptSrc = /(?:^|;)\s*script-src\s+([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
  const html = (await res?.text()) ?? "";
  const inlineHashes = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  expect(scriptSrc, `${where}: ${csp}`).toEqual(["'self'", ...inlineHashes]);
  expect(csp, where).toMatch(/frame-ancestors 'none'/);
  expect(res?.headers()["x-content-type-options"], where).toBe("nosniff");
}

test.describe("stored text is rendered as text", () => {
  let user: SeededUser;
  let token: string;
  let slug: string;
  const texts = { title: "", description: "", motivation: "", note: "", why: "" };

  test.beforeAll(async ({ request }) => {
    token = uniqueName("xss");
    Object.assign(texts, {
      title: payload(token, "title"),
      description: payload(token, "description"),
      motivation: svgPayload(token, "motivation"),
      note: payload(token, "note"),
      why: payload(token, "why"),
    });
    // A username cannot carry markup: it is refused outright.
    const refused = await request.post("/api/auth/signup", {
      data: { username: `<img src=x onerror=alert(1)>`, password: "e2e-password-1" },
    });
    expect(refused.status()).toBe(400);
    const username = uniqueName("xss");
    const signup = await request.post("/api/auth/signup", { data: { username, password: "e2e-password-1", why: texts.why } });
    expect(signup.status()).toBe(201);
    user = { username, password: "e2e-password-1", token: ((await signup.json()) as { token: string }).token };
    const goal = await createGoal(request, user, { title: texts.title, description: texts.description, motivation: texts.motivation });
    await addEntry(request, user, { goal_id: goal.id, note: texts.note, progress: 40 });
    slug = uniqueName("xss-");
    await publishGoal(request, user, goal.id, slug);
  });

  test("dashboard", async ({ page }) => {
    const w = await watch(page);
    await signIn(page, user);
    await expectStrictCsp(await page.goto("/dashboard"), "/dashboard");
    await expectShownAsText(page, w, texts.title, "/dashboard");
  });

  test("journal", async ({ page }) => {
    const w = await watch(page);
    await signIn(page, user);
    await expectStrictCsp(await page.goto("/journal"), "/journal");
    await expectShownAsText(page, w, texts.note, "/journal");
  });

  test("public goal page, including its server-rendered head", async ({ page, request }) => {
    const w = await watch(page);
    const path = `/${user.username}/${slug}`;
    // What a crawler sees: the title in <title> and meta tags, escaped.
    const html = await (await request.get(path)).text();
    expect(html).toContain(token);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).not.toContain("<svg onload");
    await expectStrictCsp(await page.goto(path), path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(token);
    for (const text of [texts.title, texts.description, texts.note]) await expectShownAsText(page, w, text, path);
  });

  test("explore", async ({ page }) => {
    const w = await watch(page);
    await expectStrictCsp(await page.goto(`/explore?q=${token}`), "/explore");
    await expectShownAsText(page, w, texts.title, "/explore");
  });

  test("settings shows the signup 'why' as text, if it shows it at all", async ({ page }) => {
    const w = await watch(page);
    await signIn(page, user);
    await expectStrictCsp(await page.goto("/settings"), "/settings");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNothingRan(page, w, "/settings");
  });
});
