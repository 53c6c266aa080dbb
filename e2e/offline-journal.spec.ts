/**
 * Issue 28 item 6: offline, the journal page's check-in calendar is never "Loading…" forever. It
 * shows the calendar the device last saved, or, with none saved, one made from the entries the
 * device holds, and says which.
 */
import { type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, signIn, visitOnline } from "./fixtures.js";

test.use({ serviceWorkers: "allow" });

const LOADING = "Loading the check-in calendar…";

/** One online visit of the dashboard and the goal's journal, with the service worker in control. */
/** The calendar's cells that count a check-in (named "…: 1 check-in, +N %"). */
const checkInDays = (page: Page) =>
  page.getByRole("region", { name: "Progress over time" }).getByRole("gridcell", { name: /: 1 check-in,/ });

test("offline, the journal shows the calendar this device last saved", async ({ page, context, request }) => {
  const user = await createUser(request, "offcal");
  const goal = await createGoal(request, user);
  await addEntry(request, user, { goal_id: goal.id, note: "Before going offline", progress: 30 });
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);
  await expect(checkInDays(page)).toHaveCount(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are offline. Showing your last saved data.")).toBeVisible();
  await expect(page.getByText("Before going offline")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check-in calendar" })).toBeVisible();
  await expect(page.getByText("Offline: the check-in calendar as this device last saved it.")).toBeVisible();
  await expect(checkInDays(page)).toHaveCount(1);
  await expect(page.getByText(LOADING)).toHaveCount(0);
});

test("offline with no saved calendar, the journal makes one from the entries on this device", async ({ page, context, request }) => {
  const user = await createUser(request, "offcal");
  const goal = await createGoal(request, user);
  await addEntry(request, user, { goal_id: goal.id, note: "Known entry", progress: 40 });
  await signIn(page, user);
  await visitOnline(page, goal.title, goal.id);
  // As on a device that kept the lists but never the calendar (e.g. saved by an older version).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("pv-last-known");
        open.onerror = () => reject(new Error("no store"));
        open.onsuccess = () => {
          const tx = open.result.transaction("answers", "readwrite");
          const answers = tx.objectStore("answers");
          const keys = answers.getAllKeys();
          keys.onsuccess = () => {
            for (const key of keys.result) if (String(key).includes(":history:")) answers.delete(key);
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(new Error("not deleted"));
        };
      }),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Known entry")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check-in calendar" })).toBeVisible();
  await expect(page.getByText("Offline: the check-in calendar made from the entries saved on this device")).toBeVisible();
  await expect(checkInDays(page)).toHaveCount(1);
  await expect(page.getByText(LOADING)).toHaveCount(0);
});
