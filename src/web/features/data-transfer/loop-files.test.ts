// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { LoopFilesError, fromCsvFiles, zipBody } from "./loop-files.js";

describe("Loop export files", () => {
  it("sends the ZIP as it is, base64, and refuses one larger than the import may send", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    expect(await zipBody(new Blob([bytes]), 100)).toEqual({ zip: "UEsDBP8A" });
    await expect(zipBody(new Blob([new Uint8Array(90)]), 100)).rejects.toBeInstanceOf(LoopFilesError);
  });

  it("says what is missing among the CSV files", async () => {
    await expect(fromCsvFiles([new File(["h"], "Habits.csv")], (f) => f.text())).rejects.toThrow(
      "Choose Loop's export ZIP, or its Habits.csv and Checkmarks.csv together",
    );
  });

  it("takes the CSV files chosen one by one, by name", async () => {
    const files = [new File(["h"], "habits.csv"), new File(["c"], "Checkmarks.csv"), new File(["x"], "notes.txt")];
    const texts = await fromCsvFiles(files, (f) => f.text());
    expect(texts).toEqual({ habits: "h", checkmarks: "c" });
  });
});
