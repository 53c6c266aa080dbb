/**
 * Loop Habit Tracker exports a ZIP ("Loop Habits CSV <date>.zip") whose root holds
 * Habits.csv, Checkmarks.csv and Scores.csv (and one folder per habit, not needed here).
 * People may pick the ZIP itself or the CSV files from it; both come out as the three texts
 * POST /api/import/loop takes.
 */
export interface LoopTexts {
  habits: string;
  checkmarks: string;
  scores?: string;
}

const WANTED = ["Habits.csv", "Checkmarks.csv", "Scores.csv"] as const;
type Wanted = (typeof WANTED)[number];

export class LoopFilesError extends Error {}

function assemble(found: Partial<Record<Wanted, string>>): LoopTexts {
  if (found["Habits.csv"] === undefined || found["Checkmarks.csv"] === undefined) {
    throw new LoopFilesError("Choose Loop's export ZIP, or its Habits.csv and Checkmarks.csv together");
  }
  const texts: LoopTexts = { habits: found["Habits.csv"], checkmarks: found["Checkmarks.csv"] };
  if (found["Scores.csv"] !== undefined) texts.scores = found["Scores.csv"];
  return texts;
}

/** From chosen CSV files, matched by name. */
export async function fromCsvFiles(files: readonly File[], read: (f: File) => Promise<string>): Promise<LoopTexts> {
  const found: Partial<Record<Wanted, string>> = {};
  for (const f of files) {
    const name = WANTED.find((w) => w.toLowerCase() === f.name.toLowerCase());
    if (name) found[name] = await read(f);
  }
  return assemble(found);
}

async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** From the ZIP: reads the central directory and the three root files (stored or deflated). */
export async function fromZip(bytes: Uint8Array): Promise<LoopTexts> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new LoopFilesError("This is not a ZIP file");
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  const found: Partial<Record<Wanted, string>> = {};
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw new LoopFilesError("The ZIP file is damaged");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    const wanted = WANTED.find((w) => w === name);
    if (!wanted) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = bytes.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new LoopFilesError(`${name} is compressed in a way this page cannot read`);
    found[wanted] = decoder.decode(method === 8 ? await inflateRaw(raw) : raw);
  }
  return assemble(found);
}
