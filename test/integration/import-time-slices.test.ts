/**
 * Decision 071: on SQLite an import stages and publishes its rows in slices sized by how long the
 * last ones took (export/slice-sizer.ts), not by a fixed count. A Loop file's random ids made each
 * fixed chunk of 1,000 entries 80–280 ms of held event loop and connection under load, while the
 * JSON export's ordered ids made the same chunk a few milliseconds.
 * Here every row of the import's writes is made slow for real (a plugin spins 1 ms per row the
 * statement wrote, inside the slice, as a slow disk or a random-id index would): the slices after
 * the first shrink to what fits the 20 ms budget, and another user is answered between them. With
 * fixed chunks (before 071) the staging wrote 400 rows a transaction and the publish 1,000. No
 * timing is asserted: the spin makes a row cost at least 1 ms, whatever the machine.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type KyselyPlugin, type QueryId, type RootOperationNode, SelectQueryNode, ValuesNode } from "kysely";
import { describe, expect, it } from "vitest";
import { SLICE_MS } from "../../src/server/export/slice-sizer.js";
import { exportFile, startBystander } from "../support/fair-share.js";
import { useServer } from "./helpers.js";

const ROW_MS = 1;

/** The table of a statement that writes several of an import's rows at once (staging or publishing), else undefined. */
function importWriteTable(node: RootOperationNode): string | undefined {
  if (node.kind !== "InsertQueryNode") return undefined;
  const table = node.into?.table.identifier.name ?? "";
  if (table !== "import_entries" && table !== "journal_entries") return undefined;
  const values = node.values;
  if (!values) return undefined;
  return SelectQueryNode.is(values) || (ValuesNode.is(values) && values.values.length > 1) ? table : undefined;
}

function spin(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe("an import on SQLite in time slices", () => {
  const h = useServer("sqlite");

  it("writes fewer rows per transaction when rows are slow, and answers another user between", { timeout: 120_000 }, async () => {
    const importer = await h.api.newUser("slicer");
    const bystander = await h.api.newUser("waiter");
    const goal = await h.api.newGoal(bystander.token);
    let answered = 0;
    h.server.app.server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      if (req.headers.authorization === `Bearer ${bystander.token}`) res.once("finish", () => answered++);
    });

    const pending = new Map<QueryId, string>();
    const writes: { table: string; rows: number; answered: number }[] = [];
    const slow: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        const table = importWriteTable(node);
        if (table) pending.set(queryId, table);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        const table = pending.get(queryId);
        if (table) {
          pending.delete(queryId);
          const rows = Number(result.numAffectedRows ?? 0);
          writes.push({ table, rows, answered });
          spin(rows * ROW_MS);
        }
        return result;
      },
    };
    const deps = h.server.deps;
    const plain = deps.db.db;
    deps.db.db = plain.withPlugin(slow);
    try {
      const by = await startBystander(h.server.url, bystander.token, goal.id);
      const file = exportFile(3, 200, new Date(), 31); // 600 entries
      const res = await h.api.call("POST", "/api/import", { token: importer.token, body: file });
      const samples = await by.stop();
      expect(res.status, res.text).toBe(200);
      expect(res.body.entries.created).toBe(600);
      expect(samples.filter((s) => s.status !== 200 && s.status !== 201)).toEqual([]);
    } finally {
      deps.db.db = plain;
    }

    const fit = SLICE_MS / ROW_MS;
    for (const table of ["import_entries", "journal_entries"]) {
      const slices = writes.filter((w) => w.table === table);
      expect(
        slices.reduce((n, w) => n + w.rows, 0),
        table,
      ).toBe(600);
      // The first slice is sized blind; every later one from the pace of the one before.
      expect(
        slices.slice(1).map((w) => w.rows),
        `${table}: rows per transaction after the first`,
      ).toEqual(slices.slice(1).map((w) => Math.min(w.rows, fit)));
      expect(slices.length, table).toBeGreaterThan(600 / fit / 2);
      expect(
        slices.at(-1)!.answered - slices[0]!.answered,
        `${table}: bystander answers between the first slice and the last`,
      ).toBeGreaterThan(0);
    }
    // All of it, as one import.
    const goals = await h.api.call("GET", "/api/goals", { token: importer.token });
    expect(goals.body.length).toBe(3);
  });
});
