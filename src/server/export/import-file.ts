/**
 * An import file made ready for the plan (service.ts): ids lower-cased (PostgreSQL stores uuids
 * so), times as UTC ISO with milliseconds, habit fields resolved, ids and custom URLs checked
 * unique. Pure work over every row of the file (100,000 entries in a 5 MB file: 50–160 ms), so it
 * runs in the CPU pool with the parse (read-import.ts, workers/cpu-worker.ts), not on the event
 * loop (issue 26); a refusal is the same 400 either way.
 *
 * The file crosses back from the thread with its rows packed in parts (packImportFile): a message
 * of 100,000 entry objects took 30–140 ms to unpack in one go on the event loop; one part is a few
 * milliseconds, and unpackImportFile serves the event loop between parts.
 */
import { deserialize, serialize } from "node:v8";
import { resolveHabitFields } from "../../core/habit-fields.js";
import type { ExportEntry, ExportGoal, ImportDocument } from "../../core/export-schema.js";
import { badRequest } from "../errors.js";
import { entryTime } from "../journal/entry-time.js";
import { nextTurn } from "./next-turn.js";

/** What the plan reads of a file: its rows normalised, its groups as sent. */
export interface ImportFile {
  goals: ExportGoal[];
  entries: ExportEntry[];
  likes: { goal_id: string; created_at: string }[];
  groups: ImportDocument["groups"];
}

function requireUnique(ids: readonly string[], what: string) {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw badRequest(`${what}.${i}.id: ${id} appears twice in the file`);
    seen.add(id);
  });
}

/** A goal of the file without its habit fields (resolved and set again by normaliseImport). */
function withoutHabit<G extends ExportGoal>({ kind: _k, target: _t, unit: _u, direction: _d, weekdays: _w, every_days: _e, ...rest }: G) {
  return rest;
}

export function normaliseImport(doc: ImportDocument, now: Date): ImportFile {
  const goals: ExportGoal[] = doc.goals.map((g, i) => {
    // A goal of an older file has no kind: it is a progress goal (issue 29).
    const habit = resolveHabitFields(g, undefined, g.timeframe);
    if (typeof habit === "string") throw badRequest(`goals.${i}: ${habit}`);
    return {
      ...withoutHabit(g),
      ...habit,
      id: g.id.toLowerCase(),
      created_at: entryTime(g.created_at, `goals.${i}.created_at`, now),
      updated_at: entryTime(g.updated_at, `goals.${i}.updated_at`, now),
    };
  });
  const entries: ExportEntry[] = doc.entries.map((e, i) => ({
    ...e,
    id: e.id.toLowerCase(),
    goal_id: e.goal_id.toLowerCase(),
    created_at: entryTime(e.created_at, `entries.${i}.created_at`, now),
  }));
  const likes = doc.likes.map((l, i) => ({
    goal_id: l.goal_id.toLowerCase(),
    created_at: entryTime(l.created_at, `likes.${i}.created_at`, now),
  }));
  requireUnique(
    goals.map((g) => g.id),
    "goals",
  );
  requireUnique(
    entries.map((e) => e.id),
    "entries",
  );
  const slugs = new Set<string>();
  for (const g of goals) {
    if (g.slug === null) continue;
    if (slugs.has(g.slug)) throw badRequest(`Two goals in the file use the custom URL "${g.slug}"`);
    slugs.add(g.slug);
  }
  // A like listed twice is one like.
  const uniqueLikes = [...new Map(likes.map((l) => [l.goal_id, l])).values()];
  return { goals, entries, likes: uniqueLikes, groups: doc.groups };
}

/** Rows per packed part: a few milliseconds to unpack. */
const ROWS_PER_PART = 2000;

/** Rows serialised ROWS_PER_PART at a time. */
type Packed = Uint8Array[];

/**
 * An import file as it crosses from a pool thread: its goals, entries and likes (each up to
 * IMPORT_MAX_ROWS in a file) in serialised parts, its groups as they are.
 */
export interface PackedImportFile {
  goals: Packed;
  entries: Packed;
  likes: Packed;
  groups: ImportFile["groups"];
}

function pack(rows: readonly unknown[]): Packed {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_PART) parts.push(serialize(rows.slice(i, i + ROWS_PER_PART)));
  return parts;
}

async function unpack<T>(parts: Packed): Promise<T[]> {
  const rows: T[] = [];
  for (const part of parts) {
    for (const row of deserialize(part) as T[]) rows.push(row);
    await nextTurn();
  }
  return rows;
}

/** In the thread: the rows serialised in parts. */
export function packImportFile(file: ImportFile): PackedImportFile {
  return { goals: pack(file.goals), entries: pack(file.entries), likes: pack(file.likes), groups: file.groups };
}

/** On the event loop: the rows back, one part per turn. */
export async function unpackImportFile(packed: PackedImportFile): Promise<ImportFile> {
  return {
    goals: await unpack(packed.goals),
    entries: await unpack(packed.entries),
    likes: await unpack(packed.likes),
    groups: packed.groups,
  };
}
