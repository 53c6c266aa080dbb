/**
 * Loop Habit Tracker's ZIP ("Loop Habits CSV <date>.zip") as the files the Loop import reads
 * (issue 29 item 6), unpacked in the CPU pool (read-import.ts): Habits.csv, the combined
 * Checkmarks.csv and Scores.csv at its root, and each habit's "NNN Name/Checkmarks.csv"
 * (Date,Value,Notes), which alone carries the day's note. Every other entry is skipped unread.
 *
 * Bounded before anything is unpacked (a ZIP bomb is a 400 and nothing is written): at most
 * LOOP_ZIP_MAX_ENTRIES entries in its directory, and the files read may unpack to at most
 * LOOP_ZIP_MAX_BYTES together, by the sizes the directory declares. fflate's unzipSync inflates
 * each file into a buffer of its declared size and never grows it, so a file that lies about its
 * size cannot unpack to more than it declared.
 */
import { unzipSync } from "fflate";
import { AppError, badRequest } from "../errors.js";

/** Loop writes three files per habit (Checkmarks, Scores, Slips) and three at the root, for at most 1000 habits. */
export const LOOP_ZIP_MAX_ENTRIES = 3 * 1000 + 3;
/** The files read, unpacked: well above ten years of a hundred habits. */
export const LOOP_ZIP_MAX_BYTES = 32 * 1024 * 1024;

export interface LoopZipFiles {
  habits: string;
  checkmarks: string;
  /** Each habit's own Checkmarks.csv, by the number of its folder (its Position in Habits.csv). */
  habitCheckmarks: Map<number, string>;
}

const ROOT = new Set(["Habits.csv", "Checkmarks.csv"]);
const HABIT_CHECKMARKS = /^(\d{1,6}) [^/]*\/Checkmarks\.csv$/;

const NOT_A_ZIP = "This is not a ZIP file: choose the ZIP Loop Habit Tracker exported, or its Habits.csv and Checkmarks.csv";

function bytesOfBase64(text: string): Uint8Array {
  const bytes = Buffer.from(text, "base64");
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function readLoopZip(base64: string): LoopZipFiles {
  const bytes = bytesOfBase64(base64);
  let entries = 0;
  let declared = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (entries > LOOP_ZIP_MAX_ENTRIES)
          throw badRequest(`The ZIP file holds more than ${LOOP_ZIP_MAX_ENTRIES} files: it is not a Loop Habit Tracker export`);
        const wanted = ROOT.has(file.name) || HABIT_CHECKMARKS.test(file.name);
        if (!wanted) return false;
        declared += file.originalSize;
        if (declared > LOOP_ZIP_MAX_BYTES) {
          throw badRequest(
            `The ZIP file unpacks to more than ${LOOP_ZIP_MAX_BYTES / 1024 / 1024} MB: it is not a Loop Habit Tracker export`,
          );
        }
        return true;
      },
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(NOT_A_ZIP);
  }
  const decoder = new TextDecoder();
  const text = (name: string) => {
    const data = files[name];
    if (!data) throw badRequest(`The ZIP file has no ${name} at its root: choose the ZIP Loop Habit Tracker exported`);
    return decoder.decode(data);
  };
  const habitCheckmarks = new Map<number, string>();
  for (const [name, data] of Object.entries(files)) {
    const m = HABIT_CHECKMARKS.exec(name);
    if (m) habitCheckmarks.set(Number(m[1]), decoder.decode(data));
  }
  return { habits: text("Habits.csv"), checkmarks: text("Checkmarks.csv"), habitCheckmarks };
}
