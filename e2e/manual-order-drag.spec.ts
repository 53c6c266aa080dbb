/**
 * Issue 30, "My order" by drag and drop: a card dragged by its handle (a mouse on a desktop, a
 * finger on a 375 px phone) takes the place of the card it is dropped on, saved at once with one
 * PUT /api/goals/order, announced, and kept across a reload and on another device; a failed save
 * puts the cards back with a message. Demo mode drags locally, with no server call.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createGoal, createUser, expectAccessible, recordApiRequests, signIn, useTheme, goalCard } from "./fixtures.js";
import { cardTitles, failedSaveRollsBack, seenElsewhere, showMyOrder } from "./my-order.js";

const handle = (page: Page, title: string) => page.getByRole("button", { name: `Drag to reorder ${title}` });
const orderSaved = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/goals/order") && r.request().method() === "PUT");

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse from `title`'s handle to the middle of the card `onto`, and lets go there. */
async function mouseDrag(page: Page, title: string, onto: string) {
  // The upper of the two cards' top just below the sticky header (its scroll margin): the other, a row below, is on screen too.
  const upper = (await goalCard(page, title).boundingBox())!.y < (await goalCard(page, onto).boundingBox())!.y ? title : onto;
  await goalCard(page, upper).evaluate((el) => el.scrollIntoView({ block: "start" }));
  const from = await center(handle(page, title));
  // The target card's point nearest the handle (a tall card's middle can be below the fold).
  const box = (await goalCard(page, onto).boundingBox())!;
  const to = { x: box.x + box.width / 2, y: Math.min(Math.max(from.y, box.y + 60), box.y + box.height - 60) };
  for (const { y } of [from, to]) {
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(page.viewportSize()!.height - 60);
  }
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await expect(goalCard(page, onto)).toHaveAttribute("data-drop-target", "true");
  await page.mouse.up();
}

test("desktop: a card dragged with the mouse is saved at once, kept on another device; a failed save rolls back", async ({
  page,
  request,
  browser,
}) => {
  const user = await createUser(request, "drag");
  const a = await createGoal(request, user, { title: "Drag A" });
  const b = await createGoal(request, user, { title: "Drag B" });
  const c = await createGoal(request, user, { title: "Drag C" });
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(handle(page, a.title)).toHaveCount(0); // Recent: no handles
  await showMyOrder(page, [a.title, b.title, c.title]);

  const saved = orderSaved(page);
  await mouseDrag(page, c.title, a.title);
  expect((await saved).status()).toBe(204);
  await expect(page.getByText(`Moved "${c.title}" up: 1 of 3`)).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([c.title, a.title, b.title]);

  await page.reload();
  await page.getByLabel("Sort").selectOption("manual");
  await expect.poll(() => cardTitles(page)).toEqual([c.title, a.title, b.title]);
  await seenElsewhere(browser, user, [c.title, a.title, b.title]);

  // Shown at once, before the server answers; a save that fails puts the cards back, with a message.
  await failedSaveRollsBack(page, () => mouseDrag(page, c.title, b.title), [a.title, b.title, c.title], [c.title, a.title, b.title]);
});

test("grouped by My groups, a card is dragged within its section, the other goals keeping their places", async ({
  page,
  request,
  browser,
}) => {
  const user = await createUser(request, "dragg");
  const auth = { authorization: `Bearer ${user.token}` };
  const one = await createGoal(request, user, { title: "Grouped 1" });
  const loose = await createGoal(request, user, { title: "Loose" });
  const two = await createGoal(request, user, { title: "Grouped 2" });
  const group = await request.post("/api/groups", { headers: auth, data: { name: "Morning" } });
  expect(group.status()).toBe(201);
  const { id: groupId } = (await group.json()) as { id: string };
  for (const goal of [one, two]) {
    expect((await request.patch(`/api/goals/${goal.id}`, { headers: auth, data: { group_id: groupId } })).status()).toBe(200);
  }
  await signIn(page, user);
  await page.goto("/dashboard");
  await page.getByLabel("Group by").selectOption("group");
  await useTheme(page, "dark");
  await showMyOrder(page, [one.title, two.title, loose.title]); // Morning, then No group
  await expectAccessible(page);

  // Over the card of another section there is no place to take: nothing moves, nothing is sent.
  const api = recordApiRequests(page);
  // The loose goal's handle low on the screen, the Morning section's last card above it.
  await handle(page, loose.title).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 560));
  const from = await center(handle(page, loose.title));
  const above = (await goalCard(page, two.title).boundingBox())!;
  const to = { x: above.x + above.width / 2, y: above.y + above.height - 40 };
  expect(to.y).toBeGreaterThan(150);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await expect(goalCard(page, loose.title)).toHaveAttribute("data-dragging", "true");
  await expect(goalCard(page, two.title)).not.toHaveAttribute("data-drop-target");
  await page.mouse.up();
  await expect(page.locator("[data-dragging]")).toHaveCount(0);
  expect(api.filter((r) => r.startsWith("PUT"))).toEqual([]);

  const saved = orderSaved(page);
  await mouseDrag(page, two.title, one.title);
  expect((await saved).request().postDataJSON()).toEqual({ ids: [two.id, one.id] });
  await expect.poll(() => cardTitles(page)).toEqual([two.title, one.title, loose.title]);
  await page.reload();
  await page.getByLabel("Sort").selectOption("manual");
  await expect.poll(() => cardTitles(page)).toEqual([two.title, one.title, loose.title]);
  // Ungrouped on another device: the loose goal kept its place between them.
  await seenElsewhere(browser, user, [two.title, loose.title, one.title]);
});

test.describe("on a 375 px phone", () => {
  const phone = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
  test.use(phone);

  test("a card dragged by touch is saved at once and kept after a reload and on another device", async ({ page, request, browser }) => {
    const user = await createUser(request, "dragt");
    const a = await createGoal(request, user, { title: "Touch A" });
    const b = await createGoal(request, user, { title: "Touch B" });
    const c = await createGoal(request, user, { title: "Touch C" });
    await signIn(page, user);
    await showMyOrder(page, [a.title, b.title, c.title]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    // B's handle low on the screen, A's card above it: the finger moves up onto A, away from the edges.
    await handle(page, b.title).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 160)));
    const from = await center(handle(page, b.title));
    const aBox = (await goalCard(page, a.title).boundingBox())!;
    const to = { x: aBox.x + aBox.width / 2, y: aBox.y + aBox.height - 40 };
    expect(to.y).toBeGreaterThan(150);
    await page.evaluate(() => {
      const w = window as unknown as { pointerTypes: string[] };
      w.pointerTypes = [];
      document.addEventListener("pointerdown", (e) => w.pointerTypes.push(e.pointerType), { capture: true });
    });

    const touch = await page.context().newCDPSession(page);
    const saved = orderSaved(page);
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
    for (let i = 1; i <= 10; i++) {
      const y = from.y + ((to.y - from.y) * i) / 10;
      await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 10, y }] });
    }
    await expect(goalCard(page, a.title)).toHaveAttribute("data-drop-target", "true");
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect((await saved).status()).toBe(204);
    expect(await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes)).toEqual(["touch"]);
    await expect(page.getByText(`Moved "${b.title}" up: 1 of 3`)).toBeVisible();
    await expect.poll(() => cardTitles(page)).toEqual([b.title, a.title, c.title]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.reload();
    await page.getByLabel("Sort").selectOption("manual");
    await expect.poll(() => cardTitles(page)).toEqual([b.title, a.title, c.title]);
    await seenElsewhere(browser, user, [b.title, a.title, c.title], phone);
  });

  test("held near the bottom edge, a dragged card scrolls the page; a cancelled touch moves nothing", async ({ page, request }) => {
    const user = await createUser(request, "drags");
    const a = await createGoal(request, user, { title: "Scroll A" });
    const b = await createGoal(request, user, { title: "Scroll B" });
    const c = await createGoal(request, user, { title: "Scroll C" });
    await signIn(page, user);
    await showMyOrder(page, [a.title, b.title, c.title]);
    const api = recordApiRequests(page);
    await handle(page, a.title).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 300));
    const from = await center(handle(page, a.title));
    const scrolled = await page.evaluate(() => window.scrollY);
    const touch = await page.context().newCDPSession(page);
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
    await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x, y: 500 }] });
    await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x, y: 730 }] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
    await touch.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
    await expect(page.locator("[data-drop-target], [data-dragging]")).toHaveCount(0);
    await expect.poll(() => cardTitles(page)).toEqual([a.title, b.title, c.title]);
    expect(api.filter((r) => r.startsWith("PUT"))).toEqual([]);
  });
});

test("demo mode drags a card locally, with no server call", async ({ page }) => {
  const api = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await page.getByLabel("Sort").selectOption("manual");
  const before = await cardTitles(page);
  expect(before.length).toBeGreaterThan(2);
  await mouseDrag(page, before[2]!, before[0]!);
  await expect(page.getByText(`Moved "${before[2]}" up: 1 of`)).toBeVisible();
  await expect.poll(async () => (await cardTitles(page)).slice(0, 3)).toEqual([before[2], before[0], before[1]]);
  expect(api).toEqual([]);
});

test("keyboard: the handle's arrow keys move the card one step, announced, and focus stays on the handle", async ({ page }) => {
  const api = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await page.getByLabel("Sort").selectOption("manual");
  const before = await cardTitles(page);
  await handle(page, before[1]!).focus();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText(`Moved "${before[1]}" up: 1 of ${before.length}`)).toBeVisible();
  await expect.poll(async () => (await cardTitles(page)).slice(0, 2)).toEqual([before[1], before[0]]);
  await expect(handle(page, before[1]!)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect.poll(async () => (await cardTitles(page)).slice(0, 2)).toEqual([before[0], before[1]]);
  await expect(handle(page, before[1]!)).toBeFocused();
  await page.screenshot({ path: test.info().outputPath("handle.png") });
  expect(api).toEqual([]);
});
