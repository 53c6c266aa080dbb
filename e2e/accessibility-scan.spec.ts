/**
 * The accessibility scan of every other spec (expectAccessible in fixtures.ts) still finds what
 * it is there to find: it runs axe with its own options (violations only, in one run in the page),
 * so a change there could quietly scan less.
 */
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./fixtures.js";

const PROBE = `<!doctype html><html lang="en"><head><title>Scan</title></head><body><main>
    <h1>Scan</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#eee;background:#fff">faint text</p>
    <input type="text" title="Only a title">
    <iframe srcdoc="<!doctype html><html lang='en'><title>Inner</title><button></button></html>"></iframe>
  </main></body></html>`;

test("the scan reports serious WCAG A and AA violations, inside a same-origin frame too, and no best-practice rule", async ({ page }) => {
  // Served from the app's origin (a frame of an opaque origin such as about:blank's is another
  // origin, which axe leaves alone).
  await page.route("**/accessibility-scan-probe", (route) => route.fulfill({ contentType: "text/html", body: PROBE }));
  await page.goto("/accessibility-scan-probe");
  await expect(page.frameLocator("iframe").getByRole("button")).toBeAttached();
  const failure = await expectAccessible(page).then(
    () => "",
    (e: Error) => e.message,
  );
  // image-alt, color-contrast and frame-title are WCAG A/AA; button-name is found inside the frame.
  for (const rule of ["image-alt (critical)", "color-contrast (serious)", "frame-title (serious)", "button-name (critical)"]) {
    expect(failure).toContain(rule);
  }
  // label-title-only is a serious best-practice rule: the scan keeps to the WCAG tags.
  expect(failure).not.toContain("label-title-only");
});
