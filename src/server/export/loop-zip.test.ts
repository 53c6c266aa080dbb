import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { LOOP_ZIP_MAX_BYTES, readLoopZip } from "./loop-zip.js";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** Sets every size field a ZIP declares for its files (local headers and central directory) to `size`. */
function understate(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
}

describe("Loop's ZIP", () => {
  it("reads the root files and each habit's Checkmarks.csv, by its folder's number", () => {
    const zip = zipSync({
      "Habits.csv": strToU8("Position,Name\n001,Meditate\n"),
      "Checkmarks.csv": strToU8("Date,Meditate,\n"),
      "Scores.csv": strToU8("Date,Meditate,\n"),
      "001 Meditate/Checkmarks.csv": strToU8("Date,Value,Notes\n2025-01-01,YES_MANUAL,Calm\n"),
      "001 Meditate/Scores.csv": strToU8("Date,Score\n"),
    });
    const files = readLoopZip(b64(zip));
    expect(files.habits).toBe("Position,Name\n001,Meditate\n");
    expect(files.checkmarks).toBe("Date,Meditate,\n");
    expect([...files.habitCheckmarks]).toEqual([[1, "Date,Value,Notes\n2025-01-01,YES_MANUAL,Calm\n"]]);
  });

  it("never unpacks a file past the size it declares: a ZIP that lies about its sizes stays bounded", () => {
    const big = new Uint8Array(LOOP_ZIP_MAX_BYTES * 2).fill(0x30);
    const zip = understate(zipSync({ "Habits.csv": strToU8("Position,Name\n"), "Checkmarks.csv": big }), 100);
    // fflate inflates into a buffer of the declared size and stops there: 100 bytes, not 64 MB.
    expect(readLoopZip(b64(zip)).checkmarks.length).toBe(100);
  });

  it("says which root file is missing", () => {
    const zip = zipSync({ "Habits.csv": strToU8("Position,Name\n") });
    expect(() => readLoopZip(b64(zip))).toThrow(
      "The ZIP file has no Checkmarks.csv at its root: choose the ZIP Loop Habit Tracker exported",
    );
  });
});
