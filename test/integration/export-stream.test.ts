/**
 * The streamed export (issue 26, decision 064, export/export-stream.ts), both engines: the bytes of
 * the whole-account document (as whole-account.ts built it before the export streamed: JSON.stringify
 * of the document read at once, compared with its output until it was removed) over pages of 1,000 rows (groups, goals, entries across pages, likes);
 * the per-user export slot held while the answer streams (a third export while two still stream is
 * refused with 429; no HEAD, whose answer would end before its stream); at most
 * EXPORT_SNAPSHOTS_PER_SERVER snapshots held by the server whoever holds them (decision 069: users
 * each within their own 2, one more export is refused with 429); a database fault mid-stream
 * cuts the response, never a file that ends as if it were whole (PostgreSQL: the snapshot's
 * connection terminated; SQLite: the files emptied under the open snapshot).
 */
import fs from "node:fs";
import http from "node:http";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { toCsv } from "../../src/core/csv.js";
import {
  ENTRIES_CSV_HEADER,
  EXPORT_PAGE_ROWS,
  EXPORT_SNAPSHOTS_PER_SERVER,
  TOO_MANY_EXPORTS,
  exportSnapshotsHeld,
} from "../../src/server/export/export-stream.js";
import { EXPORT_FORMAT, EXPORT_VERSION } from "../../src/core/export-schema.js";
import * as q from "../../src/server/export/queries.js";
import { CONCURRENT_PER_USER, runningFor, tooManyConcurrent } from "../../src/server/http/per-user-concurrency.js";
import { exportFile } from "../support/fair-share.js";
import { ENGINES, type EngineName } from "../support/server.js";
import { expectError, type Harness, publish, userIdOf, useServer } from "./helpers.js";

const NOW = new Date("2026-03-10T12:00:00Z");

/** The rest of a response: "end" when it ended whole, "cut" when the connection was cut. */
function readRest(res: http.IncomingMessage): Promise<{ ended: "end" | "cut"; text: string }> {
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const done = (ended: "end" | "cut") => resolve({ ended, text: Buffer.concat(chunks).toString("utf8") });
    res.on("data", (c: Buffer) => chunks.push(c));
    res.once("end", () => done("end"));
    res.once("aborted", () => done("cut"));
    res.once("error", () => done("cut"));
    res.resume();
  });
}

/** An export whose client reads its headers and then nothing: the server's writes wait on it. */
function stalledExport(url: string, token: string): Promise<{ req: http.ClientRequest; res: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/export`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.pause();
      resolve({ req, res });
    });
    req.on("error", reject);
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const LARGE_EXPORT_ENTRIES = 10_000;

/**
 * A user whose export is about 20 MB (10,000 entries with 2,000-character notes): more than the
 * loopback's socket buffers take, so a client reading nothing holds its stream, and its snapshot,
 * open. The entries are written straight to the table (the test's setup, not what it checks).
 */
async function userWithLargeExport({ server, api }: Harness, name: string, n: number) {
  const user = await api.newUser(name);
  const goal = await api.newGoal(user.token);
  const userId = (await userIdOf(server, user.username))!;
  const note = "x".repeat(2000);
  const hex = (i: number) => i.toString(16).padStart(4, "0");
  for (let i = 0; i < LARGE_EXPORT_ENTRIES; i += 500) {
    const rows = Array.from({ length: 500 }, (_, j) => ({
      id: `0190f7a2-${hex(n)}-7000-8000-${String(i + j).padStart(12, "0")}`,
      goal_id: goal.id,
      user_id: userId,
      note,
      progress: 50,
      created_at: new Date(NOW.getTime() - (i + j) * 60_000).toISOString(),
      amount: null,
    }));
    await server.deps.db.db.insertInto("journal_entries").values(rows).execute();
  }
  return user;
}

describe.each(ENGINES)("the streamed export (%s)", (engine: EngineName) => {
  const h = useServer(engine, { overrides: { now: () => NOW } });
  const held: http.ClientRequest[] = [];
  afterEach(() => held.splice(0).forEach((r) => r.destroy()));

  it("writes the bytes of the whole-account document, across pages", { timeout: 120_000 }, async () => {
    const user = await h.api.newUser("streamed");
    const owner = await h.api.newUser("liked");
    const file = exportFile(3, 900, NOW); // 2,700 entries: three pages
    expect((await h.api.call("POST", "/api/import", { token: user.token, body: file })).status).toBe(200);
    expect((await h.api.call("POST", "/api/groups", { token: user.token, body: { name: 'Health, "daily"' } })).status).toBe(201);
    const theirs = await h.api.newGoal(owner.token);
    await publish(h.api, owner.token, theirs.id, "streamed-like");
    expect(
      (await h.api.call("POST", `/api/likes/${owner.username}/streamed-like`, { token: user.token, body: { like: true } })).status,
    ).toBe(200);
    const userId = (await userIdOf(h.server, user.username))!;
    const db = h.server.deps.db.db;
    expect(file.entries.length).toBeGreaterThan(2 * EXPORT_PAGE_ROWS);

    const json = await h.api.call("GET", "/api/export", { token: user.token });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const [groups, goals, entries, likes] = await Promise.all([
      q.groupsOfUser(db, userId),
      q.goalsOfUser(db, userId),
      q.entriesOfUser(db, userId),
      q.likesOfUser(db, userId),
    ]);
    const whole = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported_at: NOW.toISOString(),
      username: user.username,
      groups: groups.map(({ id, name, position }) => ({ id, name, position })),
      goals: goals.map(({ user_id: _owner, ...g }) => g),
      entries,
      likes,
      email: null,
      nudges: { streak_at_risk: false, behind_pace: false, time: "20:00", time_zone: "UTC" },
    };
    expect(json.text).toBe(JSON.stringify(whole));
    expect(json.body.likes).toHaveLength(1);
    expect(json.body.groups).toHaveLength(1);

    const csv = await h.api.call("GET", "/api/export?format=csv", { token: user.token });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const byId = new Map(goals.map((g) => [g.id, g]));
    const rows = entries.map((e) => {
      const goal = byId.get(e.goal_id);
      return [e.id, e.goal_id, goal?.title ?? "", e.created_at, e.progress, e.note, e.amount ?? "", goal?.unit ?? ""];
    });
    expect(csv.text).toBe(toCsv(ENTRIES_CSV_HEADER, rows));

    // An empty account: empty lists, a header alone.
    const empty = await h.api.newUser("streamedempty");
    const none = await h.api.call("GET", "/api/export", { token: empty.token });
    expect(none.body).toMatchObject({ groups: [], goals: [], entries: [], likes: [] });
    expect((await h.api.call("GET", "/api/export?format=csv", { token: empty.token })).text).toBe(toCsv(ENTRIES_CSV_HEADER, []));
  });

  it("holds the user's export slot until the answer has streamed", { timeout: 120_000 }, async () => {
    // About 20 MB of JSON: more than the loopback's socket buffers take (4 MB sent, some more
    // received), so a client reading nothing holds the stream open.
    const user = await userWithLargeExport(h, "slowreader", 0x100);
    const userId = (await userIdOf(h.server, user.username))!;
    const streams = [];
    for (let i = 0; i < CONCURRENT_PER_USER; i++) {
      const s = await stalledExport(h.server.url, user.token);
      held.push(s.req);
      streams.push(s);
      expect(s.res.statusCode).toBe(200);
    }
    // Both answers started streaming; their work is not over while the client has not read them.
    await new Promise((r) => setTimeout(r, 300));
    expect(runningFor("export", userId)).toBe(CONCURRENT_PER_USER);
    const third = await h.api.call("GET", "/api/export?format=csv", { token: user.token });
    expectError(third, 429, tooManyConcurrent(CONCURRENT_PER_USER));

    // Read to its end, a stream gives its slot back; a client that leaves gives its slot back too.
    const first = streams[0]!;
    const text: Buffer[] = [];
    first.res.on("data", (c: Buffer) => text.push(c));
    first.res.resume();
    await new Promise((r) => first.res.once("end", r));
    expect(JSON.parse(Buffer.concat(text).toString("utf8")).entries).toHaveLength(LARGE_EXPORT_ENTRIES);
    await until(() => runningFor("export", userId) === CONCURRENT_PER_USER - 1, "the finished export's slot");
    held.pop()!.destroy();
    await until(() => runningFor("export", userId) === 0, "the left export's slot");
    expect((await h.api.call("GET", "/api/export?format=csv", { token: user.token })).status).toBe(200);

    // HEAD would answer at once and read the stream to its end outside any slot: there is none.
    const head = await fetch(`${h.server.url}/api/export`, { method: "HEAD", headers: { authorization: `Bearer ${user.token}` } });
    expect(head.status).toBe(404);
  });
});

describe.each(ENGINES)("export snapshots held by the server (%s)", (engine: EngineName) => {
  const h = useServer(engine, { overrides: { now: () => NOW } });
  const held: http.ClientRequest[] = [];
  afterEach(() => held.splice(0).forEach((r) => r.destroy()));

  it("holds at most EXPORT_SNAPSHOTS_PER_SERVER, however many users each hold their own 2", { timeout: 120_000 }, async () => {
    const holders = Math.ceil(EXPORT_SNAPSHOTS_PER_SERVER / CONCURRENT_PER_USER);
    const users = [];
    for (let n = 0; n < holders; n++) users.push(await userWithLargeExport(h, `holder${n}`, n + 1));
    for (const user of users) {
      for (let i = 0; i < CONCURRENT_PER_USER && held.length < EXPORT_SNAPSHOTS_PER_SERVER; i++) {
        const s = await stalledExport(h.server.url, user.token);
        held.push(s.req);
        expect(s.res.statusCode).toBe(200);
      }
    }
    await until(() => exportSnapshotsHeld() === EXPORT_SNAPSHOTS_PER_SERVER, "the held snapshots");
    // Another user, within their own 2: the server holds as many as it may.
    const late = await h.api.newUser("late");
    const refused = await h.api.call("GET", "/api/export", { token: late.token });
    expectError(refused, 429, TOO_MANY_EXPORTS);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(runningFor("export", (await userIdOf(h.server, late.username))!)).toBe(0);

    // One client leaves: its snapshot closes, and the next export is sent.
    held.pop()!.destroy();
    await until(() => exportSnapshotsHeld() === EXPORT_SNAPSHOTS_PER_SERVER - 1, "the left export's snapshot");
    const sent = await h.api.call("GET", "/api/export", { token: late.token });
    expect(sent.status).toBe(200);
    expect(exportSnapshotsHeld()).toBe(EXPORT_SNAPSHOTS_PER_SERVER - 1);
  });
});

describe.runIf(ENGINES.includes("postgres"))("a database fault while the export streams (postgres)", () => {
  const h = useServer("postgres", { overrides: { now: () => NOW } });

  it("cuts the response: the client never gets a file that ends as if whole", { timeout: 120_000 }, async () => {
    const user = await userWithLargeExport(h, "cut", 0x101);
    const { res } = await stalledExport(h.server.url, user.token);
    expect(res.statusCode).toBe(200);
    const db = h.server.deps.db.db;
    // The snapshot's connection: the one in a transaction with the cursor open.
    const snapshotPid = async () =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = 'idle in transaction'`.execute(db)
      ).rows[0]?.pid;
    // The pid found is the one cut: asked a second time, it may be mid-fetch ('active', not found),
    // and pg_terminate_backend(null) cut nothing (the export then ended whole: a flaky failure).
    let pid: number | undefined;
    await until(async () => (pid = await snapshotPid()) !== undefined, "the export's snapshot transaction");
    await sql`select pg_terminate_backend(${pid!})`.execute(db);

    const { ended, text } = await readRest(res);
    expect(ended).toBe("cut");
    expect(() => JSON.parse(text)).toThrow();
    // The server serves on.
    expect((await h.api.call("GET", "/api/export?format=csv", { token: user.token })).status).toBe(200);
  });
});

describe("a database fault while the export streams (sqlite)", () => {
  const h = useServer("sqlite", { overrides: { now: () => NOW } });

  it("cuts the response: the client never gets a file that ends as if whole", { timeout: 180_000 }, async () => {
    const user = await userWithLargeExport(h, "cutsqlite", 0x102);
    const userId = (await userIdOf(h.server, user.username))!;
    const { res } = await stalledExport(h.server.url, user.token);
    expect(res.statusCode).toBe(200);
    await until(() => runningFor("export", userId) === 1, "the export's slot");
    // The files emptied under the open snapshot: its next pages cannot be read (this server's
    // database is lost with them; the test is its last).
    const file = h.server.deps.db.sqliteFile!.path;
    for (const f of [file, `${file}-wal`]) if (fs.existsSync(f)) fs.truncateSync(f, 0);
    const { ended, text } = await readRest(res);
    expect(ended).toBe("cut");
    expect(() => JSON.parse(text)).toThrow();
  });
});
