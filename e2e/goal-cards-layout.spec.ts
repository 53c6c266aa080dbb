/**
 * Issue 15 item 8: a goal card leads with the goal and its check-in; publishing sits behind one
 * Share disclosure (keyboard operable, aria-expanded), and cards of uneven content leave no
 * ragged gaps: rows of equal height, no overlap, and a 12-card page far shorter than before.
 */
import { type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, signIn } from "./fixtures.js";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function cardBoxes(page: Page): Promise<Box[]> {
  const cards = page.getByRole("list", { name: "Your goals" }).getByRole("article");
  await expect(cards).toHaveCount(12);
  return cards.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    }),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

test("Share opens the publishing controls, by mouse and keyboard", async ({ page, request }) => {
  const user = await createUser(request, "card");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: goal.title });
  const share = card.getByRole("button", { name: "Share", exact: true });
  await expect(share).toHaveAttribute("aria-expanded", "false");
  await expect(card.getByLabel("Custom URL")).toBeHidden();
  await expect(card.getByRole("switch", { name: "Public" })).toBeHidden();

  await share.focus();
  await page.keyboard.press("Enter");
  await expect(share).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Publish", "Copy link", "Open link"]) await expect(card.getByRole("button", { name })).toBeVisible();
  await expect(card.getByRole("switch", { name: "Public" })).toBeVisible();
  await card.getByLabel("Custom URL").fill("kept-while-closed");
  await share.focus();
  await page.keyboard.press("Space");
  await expect(share).toHaveAttribute("aria-expanded", "false");
  await expect(card.getByLabel("Custom URL")).toBeHidden();
  await share.click();
  await expect(card.getByLabel("Custom URL")).toHaveValue("kept-while-closed");
});

for (const viewport of [
  // Before: 12 such cards made a 7,400 px list at 375 px (≈ 615 px a card); now ≈ 5,000 px
  // (≈ 2,500 at 1280, 6 rows): the limits leave room for small changes, not for the old card.
  { width: 1280, height: 800, maxListHeight: 2800 },
  { width: 375, height: 800, maxListHeight: 5600 },
]) {
  test(`12 uneven cards at ${viewport.width} px: rows of equal height, no overlap, a short page`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const user = await createUser(request, "card");
    for (let i = 0; i < 12; i++) {
      const goal = await createGoal(request, user, {
        title: i % 3 === 0 ? `A long goal title that wraps over more than one line, number ${i}` : `Goal ${i}`,
        motivation: i % 4 === 0 ? "Because it matters to me a great deal, and I want to keep going every week. ".repeat(2) : "",
      });
      if (i % 2 === 0)
        await addEntry(request, user, { goal_id: goal.id, note: "A check-in with a note. ".repeat(i % 5 === 0 ? 6 : 1), progress: 30 });
    }
    await signIn(page, user);
    await page.goto("/dashboard");
    const boxes = await cardBoxes(page);

    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length; b++) expect(overlaps(boxes[a]!, boxes[b]!), `cards ${a} and ${b} overlap`).toBe(false);
    }
    // Cards side by side share their top and their height: no ragged gap under the shorter one.
    const rows = new Map<number, Box[]>();
    for (const box of boxes) rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box]);
    if (viewport.width >= 768) expect(rows.size).toBe(6);
    for (const row of rows.values()) {
      const heights = row.map((b) => Math.round(b.height));
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    }
    const list = await page.getByRole("list", { name: "Your goals" }).boundingBox();
    expect(list!.height).toBeLessThan(viewport.maxListHeight);
  });
}
