/** Where things are on the page, for layout tests (overlaps, clipping). */
import type { Locator } from "@playwright/test";

export type Box = { x: number; y: number; width: number; height: number };

/** The element's box, or a failure naming why there is none. */
export async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
}

export const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
