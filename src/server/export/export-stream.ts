/**
 * The export file streamed (issue 26, decision 064): JSON of the whole account, or the CSV of its
 * entries, written in pages of EXPORT_PAGE_ROWS rows as the client reads them, every page from one
 * snapshot (db/read-snapshot.ts). Memory and the event loop's turns are bounded by a page whatever
 * the account holds, and the bytes are the ones JSON.stringify of the whole document gave.
 *
 * A fault after the first byte destroys the stream, and with it the response: the client sees a
 * connection cut before the end of a chunked answer, never a file that ends as if it were whole.
 * A fault before it (a database that cannot serve) is the route's ordinary error (503).
 *
 * An open snapshot holds one of PostgreSQL's pool connections, or keeps SQLite's WAL from being
 * checkpointed past it, for as long as its client reads. Besides the per-user slots (2 each), the
 * server holds at most EXPORT_SNAPSHOTS_PER_SERVER at once (decision 069): beyond, 429 with
 * Retry-After before any snapshot is opened. Counted per process, as the per-user slots are.
 */
import { PassThrough, type Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { csvRecord } from "../../core/csv.js";
import { EXPORT_FORMAT, EXPORT_VERSION } from "../../core/export-schema.js";
import { type ReadSnapshot, withReadSnapshot } from "../db/read-snapshot.js";
import { emailOf } from "../db/user-emails.js";
import { nudgeSettingsOf } from "../db/user-nudges.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError } from "../errors.js";
import { BUSY_RETRY_AFTER_SECONDS } from "../http/per-user-concurrency.js";
import * as q from "./queries.js";

/** Rows per page: one page is a few milliseconds of reading and writing text. */
export const EXPORT_PAGE_ROWS = 1000;

/** `amount` and `unit` (issue 29): an amount goal's check-in amount and its goal's unit; empty for other kinds. */
export const ENTRIES_CSV_HEADER = ["entry_id", "goal_id", "goal_title", "created_at", "progress", "note", "amount", "unit"] as const;

export type ExportFormat = "json" | "csv";

/** Export snapshots one server process holds at once: 4 of PostgreSQL's 10 pool connections at most. */
export const EXPORT_SNAPSHOTS_PER_SERVER = 4;
export const TOO_MANY_EXPORTS = `The server is already sending ${EXPORT_SNAPSHOTS_PER_SERVER} exports, the most it sends at once; try again in a moment.`;

let snapshotsHeld = 0;
/** Export snapshots this process holds open now (tests and metrics). */
export const exportSnapshotsHeld = () => snapshotsHeld;

/** What the export wrote, for the log line. */
interface Counts {
  goals: number;
  entries: number;
}

/** The items of a JSON array, page by page: "a,b" then ",c,d". */
async function* arrayItems<R>(pages: AsyncGenerator<R[]>, text: (row: R) => string, count: (n: number) => void) {
  let first = true;
  for await (const page of pages) {
    count(page.length);
    yield (first ? "" : ",") + page.map(text).join(",");
    first = false;
  }
}

async function* jsonText(snap: ReadSnapshot, user: CurrentUser, exportedAt: string, counts: Counts) {
  const groups = [];
  for await (const page of snap.pages(q.groupsOfUserQuery(snap.db, user.id), EXPORT_PAGE_ROWS)) groups.push(...page);
  // The document's head as JSON.stringify writes it, its closing brace left off.
  const head = JSON.stringify({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: exportedAt,
    username: user.username,
    groups: groups.map(({ id, name, position }) => ({ id, name, position })),
  });
  yield `${head.slice(0, -1)},"goals":[`;
  yield* arrayItems(
    snap.pages(q.goalsOfUserQuery(snap.db, user.id), EXPORT_PAGE_ROWS),
    (r) => {
      const { user_id: _owner, ...goal } = q.goalOut(r);
      return JSON.stringify(goal);
    },
    (n) => (counts.goals += n),
  );
  yield `],"entries":[`;
  yield* arrayItems(
    snap.pages(q.entriesOfUserQuery(snap.db, user.id), EXPORT_PAGE_ROWS),
    (r) => JSON.stringify(q.entryOut(r)),
    (n) => (counts.entries += n),
  );
  yield `],"likes":[`;
  yield* arrayItems(
    snap.pages(q.likesOfUserQuery(snap.db, user.id), EXPORT_PAGE_ROWS),
    (r) => JSON.stringify(q.likeOut(r)),
    () => undefined,
  );
  // The account's e-mail address and nudges (issue 32), last, as the document has them.
  yield `],"email":${JSON.stringify(await emailOf(snap.db, user.id))},"nudges":${JSON.stringify(await nudgeSettingsOf(snap.db, user.id))}}`;
}

async function* csvText(snap: ReadSnapshot, user: CurrentUser, counts: Counts) {
  // Each entry names its goal's title and unit: the goals (bounded per account, decision 036) first.
  const goals = new Map<string, { title: string; unit: string | null }>();
  for await (const page of snap.pages(q.goalsOfUserQuery(snap.db, user.id), EXPORT_PAGE_ROWS)) {
    for (const g of page.map(q.goalOut)) goals.set(g.id, { title: g.title, unit: g.unit ?? null });
  }
  counts.goals = goals.size;
  yield csvRecord(ENTRIES_CSV_HEADER);
  for await (const page of snap.pages(q.entriesOfUserQuery(snap.db, user.id), EXPORT_PAGE_ROWS)) {
    counts.entries += page.length;
    yield page
      .map((r) => {
        const e = q.entryOut(r);
        const goal = goals.get(e.goal_id);
        return csvRecord([e.id, e.goal_id, goal?.title ?? "", e.created_at, e.progress, e.note, e.amount ?? "", goal?.unit ?? ""]);
      })
      .join("");
  }
}

/** Resolves once `out` can take more, or it was closed (the client left): then false. */
function drained(out: PassThrough): Promise<boolean> {
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve(!out.destroyed);
    };
    out.on("drain", done);
    out.on("close", done);
  });
}

/** Thrown into the snapshot's work when the client has left: its transaction ends. */
class ClientLeft extends Error {}

/**
 * The signed-in user's export as a stream (the user comes from the session, never the request: the
 * reads are of that user's rows alone). Resolves once its first text is written, so that a database
 * that cannot serve is answered as an error before any byte is sent.
 */
export async function exportStream(deps: AppDeps, user: CurrentUser, format: ExportFormat, log: FastifyBaseLogger): Promise<Readable> {
  const exportedAt = deps.now().toISOString();
  const out = new PassThrough();
  // A fault is logged here and cuts the response (fastify's own listener); never an unhandled 'error'.
  out.on("error", () => undefined);
  const counts: Counts = { goals: 0, entries: 0 };
  if (snapshotsHeld >= EXPORT_SNAPSHOTS_PER_SERVER) {
    throw new AppError("RATE_LIMITED", TOO_MANY_EXPORTS, { retryAfter: BUSY_RETRY_AFTER_SECONDS });
  }
  snapshotsHeld++;
  let started: () => void = () => undefined;
  const firstText = new Promise<void>((resolve) => (started = resolve));
  const work = withReadSnapshot(deps.db, async (snap) => {
    const text = format === "csv" ? csvText(snap, user, counts) : jsonText(snap, user, exportedAt, counts);
    for await (const piece of text) {
      if (out.destroyed) throw new ClientLeft();
      started();
      if (!out.write(piece) && !(await drained(out))) throw new ClientLeft();
    }
  });
  // The snapshot is closed once `work` settles (withReadSnapshot): its place is given back then.
  work.then(
    () => {
      snapshotsHeld--;
      out.end();
      log.info({ format, ...counts }, "export");
    },
    (err: unknown) => {
      snapshotsHeld--;
      if (!(err instanceof ClientLeft)) log.warn({ err, format, ...counts }, "export stopped by a fault; the response is cut");
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  await Promise.race([firstText, work]);
  return out;
}
