/**
 * Issue 29 item 6 over HTTP, both engines: Loop's ZIP exactly as Loop makes it (the reference
 * export recreated in test/fixtures/loop/reference), its habits as check and amount goals, the
 * nearest frequency said in the summary, SKIP days as pauses, day notes, and ZIP bombs refused
 * with a 400 and nothing written.
 */
import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ENGINES, type EngineName } from "../support/server.js";
import { expectError, useServer } from "./helpers.js";

const REFERENCE = path.resolve("test/fixtures/loop/reference");

/** Every file under the reference folder, by its path in the ZIP ("001 Meditate/Checkmarks.csv"). */
function referenceFiles(): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (dir: string, prefix: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else out[`${prefix}${name}`] = new Uint8Array(fs.readFileSync(full));
    }
  };
  walk(REFERENCE, "");
  return out;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe.each(ENGINES)("Loop import of the ZIP (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("reads Loop's reference export from its ZIP: check and amount goals, amounts, notes, pauses and the nearest frequency", async () => {
    const user = await h.api.newUser("loopzip");
    const zip = zipSync(referenceFiles());
    const res = await h.api.call("POST", "/api/import/loop", { token: user.token, body: { zip: base64(zip) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ habits: 6, goals: { created: 6 }, pauses: { created: 1, unchanged: 0 } });
    // 2 times in 3 days has no exact schedule here: the summary says what it became.
    expect(res.body.notes).toEqual([
      { habit: "Wake up early", note: `Loop's "2 times in 3 days" became "5 times a week", the nearest schedule here` },
    ]);

    const goals = (await h.api.call("GET", "/api/goals", { token: user.token })).body as any[];
    const byTitle = Object.fromEntries(goals.map((g) => [g.title, g]));
    const journal = (title: string) =>
      byTitle[title].journal.map((e: any) => [e.created_at.slice(0, 10), e.note, e.amount ?? null, e.progress]);

    expect(byTitle.Meditate).toMatchObject({ kind: "check", timeframe: "daily", target: 1, every_days: null });
    // The day's note comes from "001 Meditate/Checkmarks.csv"; a day without one says Done.
    expect(journal("Meditate")).toEqual([
      ["2025-02-10", "Done (Loop Habit Tracker)", null, 100],
      ["2025-02-14", "Calm, twenty minutes", null, 100],
    ]);
    // Two SKIP days in a row: one pause.
    const pauses = await h.api.call("GET", `/api/goals/${byTitle.Meditate.id}/pauses`, { token: user.token });
    expect(pauses.body.map((p: any) => [p.from, p.to])).toEqual([["2025-02-11", "2025-02-12"]]);

    expect(byTitle["Wake up early"]).toMatchObject({ kind: "check", timeframe: "weekly", target: 5 });
    expect(journal("Wake up early").map((e: any[]) => e.slice(0, 2))).toEqual([
      ["2025-02-10", "Done (Loop Habit Tracker)"],
      ["2025-02-11", '"Alarm" at 5:30'],
      ["2025-02-14", "Done (Loop Habit Tracker)"],
    ]);

    // AT_MOST: an at-most amount goal; 3 cups over a limit of 2 is 50 (Loop's rule).
    expect(byTitle.Coffee).toMatchObject({ kind: "amount", unit: "cups", target: 2, direction: "at_most", timeframe: "daily" });
    expect(journal("Coffee")).toEqual([
      ["2025-02-09", "1 cups (Loop Habit Tracker)", 1, 100],
      ["2025-02-11", "2.5 cups (Loop Habit Tracker)", 2.5, 75],
      ["2025-02-13", "Deadline day", 3, 50],
      ["2025-02-14", "1 cups (Loop Habit Tracker)", 1, 100],
    ]);

    // A weekly target of 20 km; amounts are Loop's integers divided by 1000.
    expect(byTitle.Run).toMatchObject({ kind: "amount", unit: "km", target: 20, direction: "at_least", timeframe: "weekly" });
    expect(journal("Run")).toEqual([
      ["2025-02-09", "3 km (Loop Habit Tracker)", 3, 15],
      ["2025-02-11", "10.25 km (Loop Habit Tracker)", 10.25, 51],
      ["2025-02-14", "Easy pace", 5.5, 79],
    ]);

    // 1 in 3 days: a daily goal due every 3 days; 2 in 31 days: twice a month. The day's note is the entry's.
    expect(byTitle["Water plants"]).toMatchObject({ kind: "check", timeframe: "daily", target: 1, every_days: 3 });
    expect(journal("Water plants")).toEqual([["2025-02-11", "Also the balcony", null, 100]]);
    expect(byTitle["Budget review"]).toMatchObject({ kind: "check", timeframe: "monthly", target: 2, every_days: null });
    expect(journal("Budget review")).toEqual([
      ["2025-02-09", "Done (Loop Habit Tracker)", null, 50],
      ["2025-02-12", "Done (Loop Habit Tracker)", null, 100],
    ]);

    // The same ZIP again: nothing twice.
    const again = await h.api.call("POST", "/api/import/loop", { token: user.token, body: { zip: base64(zip) } });
    expect(again.body).toMatchObject({
      goals: { created: 0, updated: 0, unchanged: 6 },
      entries: { created: 0, updated: 0 },
      pauses: { created: 0, unchanged: 1 },
    });
  });

  it("refuses a ZIP bomb with a 400 and writes nothing", async () => {
    const user = await h.api.newUser("loopbomb");
    const files = referenceFiles();
    // 40 MB of one byte packs into a few tens of kB.
    const bomb = zipSync({ ...files, "Checkmarks.csv": new Uint8Array(40 * 1024 * 1024).fill(0x30) });
    expect(bomb.length).toBeLessThan(200_000);
    expectError(
      await h.api.call("POST", "/api/import/loop", { token: user.token, body: { zip: base64(bomb) } }),
      400,
      "The ZIP file unpacks to more than 32 MB: it is not a Loop Habit Tracker export",
    );
    // As many files as a ZIP can name cheaply.
    const many: Record<string, Uint8Array> = { ...files };
    for (let i = 0; i < 3100; i++) many[`x/${i}.txt`] = new Uint8Array(0);
    expectError(
      await h.api.call("POST", "/api/import/loop", { token: user.token, body: { zip: base64(zipSync(many)) } }),
      400,
      "The ZIP file holds more than 3003 files: it is not a Loop Habit Tracker export",
    );
    expectError(
      await h.api.call("POST", "/api/import/loop", { token: user.token, body: { zip: base64(new TextEncoder().encode("not a zip")) } }),
      400,
      "This is not a ZIP file: choose the ZIP Loop Habit Tracker exported, or its Habits.csv and Checkmarks.csv",
    );
    expect((await h.api.call("GET", "/api/goals", { token: user.token })).body).toEqual([]);
    expect((await h.api.call("GET", "/api/goals?archived=true", { token: user.token })).body).toEqual([]);
  });
});
