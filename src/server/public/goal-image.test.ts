/**
 * Issue 15 item 12: the preview picture draws titles in any script, not boxes. A character no
 * font has is drawn as the same box (the font's .notdef), so a title that renders exactly like
 * the same number of private-use characters is all boxes; two different titles drawn with real
 * glyphs differ.
 */
import { describe, expect, it } from "vitest";
import { fontFilesFor, renderGoalImage } from "./goal-image.js";

const draw = (title: string) => renderGoalImage({ title, username: "ann", progress: 40 });
/** As many characters no font has, spaced the same way. */
const boxes = (title: string) => title.replace(/\S/gu, "\uE000");

describe("the goal preview picture's glyphs", () => {
  for (const title of ["日本語の目標", "学习中文", "한국어 목표", "العربية", "Ελληνικά"]) {
    it(`draws "${title}" with glyphs, not boxes`, async () => {
      expect((await draw(title)).equals(await draw(boxes(title)))).toBe(false);
    });
  }

  it("draws two different CJK titles differently", async () => {
    expect((await draw("日本語の目標")).equals(await draw("目標日本語の"))).toBe(false);
  });

  it("gives the large CJK fonts only to a picture that needs them", () => {
    expect(fontFilesFor("Run a 5K ann")).toHaveLength(2);
    expect(fontFilesFor("日本語 ann")).toHaveLength(3);
    expect(fontFilesFor("한국어 日本 ann")).toHaveLength(4);
  });
});
