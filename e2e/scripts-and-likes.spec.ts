/**
 * Issue 15 items 4 and 15 in real Chromium: a goal titled in Arabic or Japanese publishes to a
 * working public link, an input that makes no link says why, and a signed-in user sees their
 * own likes pressed in a fresh browser.
 */
import { type Locator, type Page, expect, test } from "@playwright/test";
import { createGoal, createUser, goalCard, publishGoal, signIn, uniqueName } from "./fixtures.js";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The card's custom-URL input, opening its sharing controls first where they are folded away. */
async function customUrl(shown: Locator): Promise<Locator> {
  const input = shown.getByLabel("Custom URL");
  if (!(await input.isVisible()))
    await shown
      .getByText(/^(Share|Publish)$/)
      .first()
      .click();
  return input;
}

test.describe("titles in any script", () => {
  for (const title of ["العربية", "日本語の目標"]) {
    test(`publishing "${title}" gives a link that opens the goal`, async ({ page, request }) => {
      const user = await createUser(request, "intl");
      await createGoal(request, user, { title, description: `${title} ${uniqueName("d")}` });
      await signIn(page, user);
      await page.goto("/dashboard");
      const shown = goalCard(page, title);
      const input = await customUrl(shown);
      // The placeholder suggests the link the title makes, not an example slug.
      await expect(input).toHaveAttribute("placeholder", title);
      await input.fill(title);
      await shown.getByRole("button", { name: "Publish" }).click();
      await expect(toast(page, "Goal published successfully")).toBeVisible();
      const link = `${new URL(page.url()).origin}/${user.username}/${encodeURIComponent(title)}`;
      await expect(shown.getByText(link, { exact: true })).toBeVisible();

      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(`@${user.username}`).first()).toBeVisible();
    });
  }

  test("an input that cannot make a link says why", async ({ page, request }) => {
    const user = await createUser(request, "intl");
    const title = "🎉🎉🎉";
    await createGoal(request, user, { title });
    await signIn(page, user);
    await page.goto("/dashboard");
    const shown = goalCard(page, title);
    const input = await customUrl(shown);
    await expect(input).toHaveAttribute("placeholder", "letters or digits");
    await input.fill("!!! 🎉");
    await shown.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "A custom URL needs at least one letter or digit")).toBeVisible();
    await input.fill("");
    await shown.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Please enter a custom URL")).toBeVisible();
  });
});

test.describe("your own likes in a fresh browser", () => {
  test("show pressed on the goal page and on Explore after signing in again", async ({ browser, request }) => {
    const owner = await createUser(request, "own");
    const fan = await createUser(request, "fan");
    const title = `Liked everywhere ${uniqueName("t")}`;
    const goal = await createGoal(request, owner, { title });
    const { slug } = await publishGoal(request, owner, goal.id, uniqueName("liked-"));

    // First browser: like it.
    const first = await browser.newContext();
    const page = await first.newPage();
    await signIn(page, fan);
    await page.goto(`/${owner.username}/${slug}`);
    const like = page.getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAccessibleName("Like 1 like");
    await first.close();

    // A fresh browser (empty localStorage), signed in as the same user.
    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await signIn(again, fan);
    await again.goto(`/${owner.username}/${slug}`);
    await expect(again.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
    // pv_likes mirrors the server's word.
    const stored = await again.evaluate(() => JSON.parse(localStorage.getItem("pv_likes") ?? "{}") as Record<string, boolean>);
    expect(stored).toEqual({ [`${goal.id}:${owner.username}:${slug}`]: true });

    await again.evaluate(() => localStorage.removeItem("pv_likes"));
    await again.goto(`/explore?q=${encodeURIComponent(title)}`);
    const onExplore = goalCard(again, title).getByRole("button", { name: /^Like/ });
    await expect(onExplore).toHaveAttribute("aria-pressed", "true");
    // Unliking there is what the goal page then shows.
    await onExplore.click();
    await expect(onExplore).toHaveAttribute("aria-pressed", "false");
    await fresh.close();

    // Someone else, and an anonymous visitor, see it unpressed.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(`/${owner.username}/${slug}`);
    await expect(visitor.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "false");
    await other.close();
  });
});
