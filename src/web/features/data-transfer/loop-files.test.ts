import { describe, expect, it } from "vitest";
import { LoopFilesError, fromCsvFiles, fromZip } from "./loop-files.js";

const enc = new TextEncoder();

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A ZIP as Loop writes it: local headers and data, then the central directory (CRCs are not checked). */
async function zip(files: { name: string; text: string; deflate: boolean }[]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const f of files) {
    const name = enc.encode(f.name);
    const raw = enc.encode(f.text);
    const data = f.deflate ? await deflateRaw(raw) : raw;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(8, f.deflate ? 8 : 0, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, raw.length, true);
    local.setUint16(26, name.length, true);
    parts.push(new Uint8Array(local.buffer), name, data);
    const dir = new DataView(new ArrayBuffer(46));
    dir.setUint32(0, 0x02014b50, true);
    dir.setUint16(10, f.deflate ? 8 : 0, true);
    dir.setUint32(20, data.length, true);
    dir.setUint32(24, raw.length, true);
    dir.setUint16(28, name.length, true);
    dir.setUint32(42, offset, true);
    central.push(new Uint8Array(dir.buffer), name);
    offset += 30 + name.length + data.length;
  }
  const dirSize = central.reduce((n, p) => n + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, dirSize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe("Loop export files", () => {
  it("reads the three root CSV files of the ZIP, stored or deflated, and ignores the habit folders", async () => {
    const bytes = await zip([
      { name: "001 Meditate/Checkmarks.csv", text: "Date,Value,Notes\n", deflate: true },
      { name: "Habits.csv", text: "Position,Name\n001,Meditate\n", deflate: false },
      { name: "Checkmarks.csv", text: "Date,Meditate,\n2024-03-05,YES_MANUAL,\n".repeat(50), deflate: true },
      { name: "Scores.csv", text: "Date,Meditate,\n2024-03-05,0.5000,\n", deflate: true },
    ]);
    const texts = await fromZip(bytes);
    expect(texts.habits).toBe("Position,Name\n001,Meditate\n");
    expect(texts.checkmarks).toBe("Date,Meditate,\n2024-03-05,YES_MANUAL,\n".repeat(50));
    expect(texts.scores).toBe("Date,Meditate,\n2024-03-05,0.5000,\n");
  });

  it("says what is missing", async () => {
    const onlyHabits = await zip([{ name: "Habits.csv", text: "Position,Name\n", deflate: false }]);
    await expect(fromZip(onlyHabits)).rejects.toThrow("Choose Loop's export ZIP, or its Habits.csv and Checkmarks.csv together");
    await expect(fromZip(enc.encode("not a zip at all, just text"))).rejects.toBeInstanceOf(LoopFilesError);
  });

  it("takes the CSV files chosen one by one, by name", async () => {
    const files = [new File(["h"], "habits.csv"), new File(["c"], "Checkmarks.csv"), new File(["x"], "notes.txt")];
    const texts = await fromCsvFiles(files, (f) => f.text());
    expect(texts).toEqual({ habits: "h", checkmarks: "c" });
  });
});
