/**
 * An import file crosses from the pool thread with its entries in parts (import-file.ts): unpacked
 * one part per turn of the event loop, so other requests are served between them (issue 26).
 */
import { describe, expect, it } from "vitest";
import { packImportFile, unpackImportFile } from "./import-file.js";

const entries = Array.from({ length: 5001 }, (_, i) => ({
  id: `0190f7a2-cccc-7000-8000-${String(i).padStart(12, "0")}`,
  goal_id: "0190f7a2-cccc-7000-8000-ffffffffffff",
  note: `note ${i}`,
  progress: i % 101,
  created_at: "2026-03-01T08:00:00.000Z",
  ...(i % 2 ? { amount: i } : {}),
}));
const file = { goals: [], entries, likes: [], groups: [] };

describe("an import file packed for the way back from the pool", () => {
  it("unpacks to the same file", async () => {
    const packed = packImportFile(file);
    expect(packed.entries).toHaveLength(3);
    expect(await unpackImportFile(packed)).toEqual(file);
  });

  it("serves the event loop between its parts", async () => {
    const packed = packImportFile(file);
    let turns = 0;
    let serving = true;
    const tick = () => {
      turns++;
      if (serving) setImmediate(tick);
    };
    setImmediate(tick);
    await unpackImportFile(packed);
    serving = false;
    expect(turns).toBeGreaterThanOrEqual(packed.entries.length - 1);
  });
});
