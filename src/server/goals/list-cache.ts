/**
 * The encoded answer of GET /api/goals, kept per user until the user's list version moves
 * (issue 8: the 20 × 90 list is 1,800 rows and ~0.5 MB of JSON; building it took ~6 ms of the
 * event loop and compressing it with brotli another ~6 ms, so ten dashboards queued behind one
 * another). See decision 009.
 *
 * Correctness rests on the order of reads: the version (db/data-version.ts) is read before the
 * list, so a copy is never older than the version it is filed under. A write that lands in
 * between makes the copy newer than its version, and the next request rebuilds it. The version
 * lives in the database and moves by trigger, so several servers on one PostgreSQL each see
 * every write, whoever made it.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { ByteLru } from "./byte-lru.js";

export type Encoding = "br" | "gzip" | "identity";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 6 (@fastify/compress sends everything else at 4), run on the thread pool. The
 * copy is made once per version of the user's data and downloaded on every dashboard load, where
 * it is the largest file (issue 8: LCP). For 20 goals × 90 days: 98.9 kB at 4 (7 ms),
 * 86.5 kB at 6 (11 ms), 80.6 kB at 9 (77 ms).
 */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };

interface Entry {
  version: string;
  username: string;
  /** The JSON, built once even when several requests miss at the same moment. */
  json: Promise<Buffer>;
  encoded: Map<Exclude<Encoding, "identity">, Promise<Buffer>>;
}

export interface ListOwner {
  id: string;
  /** Part of every goal in the list. */
  username: string;
}

export interface ListCacheOptions {
  /** Bytes of JSON (plus their compressed copies) kept across all users; least recently used go first. */
  maxBytes: number;
}

export class ListCache {
  /** Keyed by the user's id, and the slot's name after a "|" for any list but the main one. */
  private readonly entries: ByteLru<Entry>;

  constructor(opts: ListCacheOptions) {
    this.entries = new ByteLru(opts.maxBytes);
  }

  /**
   * The user's list in `encoding`, from the cache when the copy was built at `version` (read
   * from the database just before), else built by `build` (and kept).
   */
  async get(user: ListOwner, version: string, encoding: Encoding, build: () => Promise<unknown>, slot = ""): Promise<Buffer> {
    // One copy per user and slot (the archived goals' list is a slot of its own, issue 30).
    const key = slot ? `${user.id}|${slot}` : user.id;
    let entry = this.entries.get(key);
    if (entry && (entry.version !== version || entry.username !== user.username)) {
      this.entries.deleteIf(key, entry);
      entry = undefined;
    }
    entry ??= this.add(key, user, version, build);
    if (encoding === "identity") return entry.json;
    let out = entry.encoded.get(encoding);
    if (!out) {
      const current = entry;
      out = current.json.then((json) => encode(json, encoding));
      current.encoded.set(encoding, out);
      void out.then(
        (buf) => this.entries.grow(key, current, buf.length),
        () => undefined,
      );
    }
    return out;
  }

  /** Bytes held now (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private add(key: string, user: ListOwner, version: string, build: () => Promise<unknown>): Entry {
    const entry: Entry = {
      version,
      username: user.username,
      json: build().then((list) => Buffer.from(JSON.stringify(list))),
      encoded: new Map(),
    };
    // Filed at 0 bytes: its size is counted as its copies are made.
    this.entries.set(key, entry, 0);
    entry.json.then(
      (buf) => this.entries.grow(key, entry, buf.length),
      // A failed build is not kept: the next request tries again.
      () => this.entries.deleteIf(key, entry),
    );
    return entry;
  }
}

async function encode(json: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "br") return brotli(json, BROTLI_OPTIONS);
  if (encoding === "gzip") return gzip(json);
  return json;
}
