/**
 * Loop Habit Tracker exports a ZIP ("Loop Habits CSV <date>.zip") whose root holds
 * Habits.csv, Checkmarks.csv and Scores.csv, and one folder per habit whose Checkmarks.csv holds
 * each day's note. People may pick the ZIP itself (sent as it is, base64, and unpacked on the
 * server: the notes come with it) or the CSV files from it (sent as their texts).
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

/** The ZIP as POST /api/import/loop takes it: base64, unpacked on the server (bounded there, loop-zip.ts). */
export function zipBody(file: Blob, maxBytes: number): Promise<{ zip: string }> {
  // base64 is 4/3 of the bytes; the body limit is the server's.
  if (Math.ceil(file.size / 3) * 4 > maxBytes)
    return Promise.reject(new LoopFilesError("This ZIP file is larger than the 5 MB an import may send"));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new LoopFilesError("The ZIP file could not be read"));
    reader.onload = () => {
      const url = String(reader.result ?? "");
      resolve({ zip: url.slice(url.indexOf(",") + 1) });
    };
    reader.readAsDataURL(file);
  });
}
