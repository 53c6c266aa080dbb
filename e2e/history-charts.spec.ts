/**
 * The history screens as a person reads them (issue 28, items 1-3): the check-in calendar opens
 * on the latest weeks with labels that can be read, and the progress chart's text and plot keep
 * a readable size at 375 px and on a desktop, on the journal page and a public goal's page.
 */
import { type Locator, type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, publishGoal, signIn } from "./fixtures.js";

// Calendar days are the browser's days: pin the zone so the seeded days are the ones drawn.
test.use({ timezoneId: "UTC" });

/** 10:00 UTC, `n` days ago; today's 10:00 may still be ahead (a run before 10:00 UTC): then a second ago. */
function daysAgo(n: number): string {
  const d = new Date();
  d.setUTCHours(10, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - n);
  return new Date(Math.min(d.getTime(), Date.now() - 1000)).toISOString();
}

const SIZES = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** A goal with 36 check-ins over the last six weeks, published, and its owner signed in. */
async function seed(page: Page, request: Parameters<typeof createUser>[0]) {
  const user = await createUser(request, "hist");
  const goal = await createGoal(request, user, { title: "Stretch daily", timeframe: "daily" });
  let progress = 0;
  for (let n = 41; n >= 0; n -= 1) {
    if (n % 7 === 3) continue; // a missed day a week
    progress = Math.min(100, progress + 2);
    await addEntry(request, user, { goal_id: goal.id, note: `day ${n}`, progress, created_at: daysAgo(n) });
  }
  const slug = `stretch-${goal.id.slice(0, 8)}`;
  await publishGoal(request, user, goal.id, slug);
  await signIn(page, user);
  return { journal: `/journal?goal_id=${goal.id}`, public: `/${user.username}/${slug}` };
}

const calendarOf = (page: Page) => page.getByRole("grid", { name: /^Check-in calendar of Stretch daily: 36 days with check-ins/ });

/** The box of an element's text as drawn (wrapped or overflowing text included). */
function textBox(locator: Locator) {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height };
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const where of ["journal", "public"] as const) {
      test(`the ${where} page's calendar opens on the latest weeks, today visible, the year reachable`, async ({ page, request }) => {
        const paths = await seed(page, request);
        await page.goto(paths[where]);
        const calendar = calendarOf(page);
        await expect(calendar).toBeVisible();
        const scroller = calendar.locator("xpath=..");
        await expect.poll(() => scroller.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft)).toBeLessThanOrEqual(1);
        // Today's cell is inside the visible part of the scroll box.
        const today = calendar.locator('[role="gridcell"][tabindex="0"]');
        await today.scrollIntoViewIfNeeded(); // page scroll only: the box keeps its own position
        const [box, cell] = [await scroller.boundingBox(), await today.boundingBox()];
        expect(cell!.x).toBeGreaterThanOrEqual(box!.x);
        expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
        // Six weeks of check-ins are on screen: the first one of the last 42 days too.
        const firstCheckIn = calendar.getByRole("gridcell", { name: /: 1 check-in/ }).first();
        const sixWeeksAgo = calendar.locator(`[data-key="${daysAgo(41).slice(0, 10)}"]`);
        const old = await sixWeeksAgo.boundingBox();
        expect(old!.x).toBeGreaterThanOrEqual(box!.x);
        await expect(firstCheckIn).toBeAttached();
        // The whole year is still reachable by scrolling back.
        await scroller.evaluate((el) => (el.scrollLeft = 0));
        const oldest = calendar.getByRole("gridcell").first();
        await expect(oldest).toBeInViewport();
      });

      test(`the ${where} page's calendar labels read cleanly`, async ({ page, request }) => {
        const paths = await seed(page, request);
        await page.goto(paths[where]);
        const calendar = calendarOf(page);
        await expect(calendar).toBeVisible();
        // Weekday labels on one line each ("Mon", not "M/o/n").
        for (const weekday of ["Mon", "Wed", "Fri", "Sun"]) {
          const label = calendar.getByRole("rowheader", { name: weekday });
          const { height } = await textBox(label);
          const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
          expect(height, `${weekday} on one line`).toBeLessThanOrEqual(lineHeight * 1.5);
          expect(await label.evaluate((el) => el.textContent)).toBe(weekday);
        }
        // Rows evenly spaced: the tops of a full week's seven cells step by one pitch.
        const week = await calendar.locator('[role="gridcell"][data-key]').evaluateAll((cells) => {
          const tops = cells.slice(0, 7).map((c) => c.getBoundingClientRect().top);
          return tops.slice(1).map((t, i) => Math.round((t - tops[i]!) * 10) / 10);
        });
        expect(new Set(week).size, `row steps ${week.join(", ")}`).toBe(1);
        // Month labels never overlap: each text ends before the next one starts.
        const months = calendar.getByRole("columnheader").filter({ hasText: /\w/ });
        const boxes = [];
        for (const m of await months.all()) boxes.push(await textBox(m));
        expect(boxes.length).toBeGreaterThanOrEqual(12);
        for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.left, `month ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
      });

      test(`the ${where} page's progress chart is legible`, async ({ page, request }) => {
        const paths = await seed(page, request);
        await page.goto(paths[where]);
        const chart = page.getByRole("img", { name: /^Progress chart of Stretch daily/ });
        await expect(chart).toBeVisible();
        const texts = chart.locator("text");
        await expect(texts).toHaveCount(5);
        // Rendered size = computed size × the SVG's scale on screen.
        const sizes = await texts.evaluateAll((els) =>
          els.map((el) => parseFloat(getComputedStyle(el).fontSize) * ((el as SVGGraphicsElement).getScreenCTM()?.a ?? 0)),
        );
        for (const s of sizes) expect(s).toBeGreaterThanOrEqual(11);
        const plot = await chart.locator("svg").boundingBox();
        expect(plot!.height).toBeGreaterThanOrEqual(160);
        // Every axis label is drawn whole, inside the chart ("100%" was cut at its left edge).
        const figure = await chart.boundingBox();
        for (const t of await texts.all()) {
          const b = await t.boundingBox();
          expect(b!.x).toBeGreaterThanOrEqual(figure!.x);
          expect(b!.x + b!.width).toBeLessThanOrEqual(figure!.x + figure!.width + 0.5);
        }
        await expect(texts.filter({ hasText: "100%" })).toHaveCount(1);
        // Dates in the locale's style ("Oct 18"), not ISO.
        const dates = await texts.evaluateAll((els) => els.slice(3).map((el) => el.textContent ?? ""));
        for (const d of dates) expect(d).toMatch(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})?$/);
      });
    }
  });
}
