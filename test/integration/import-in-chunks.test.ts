/**
 * Issue 26 / decision 043: a large import is written in chunks that hand the event loop back, so
 * another user is answered *while* the import writes, not only before or after it. A bystander in
 * another process (bench/bystander.mjs) loops GET /api/goals and POST /api/journal during a 5 MB
 * import. The server counts the bystander's finished answers; a Kysely plugin notes that count at
 * each of the import's write statements. With one long transaction (before 043) nothing else runs
 * between the import's first write and its last on SQLite: the count does not move. No timings.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type KyselyPlugin, type RootOperationNode, SelectQueryNode, ValuesNode } from "kysely";
import { describe, expect, it } from "vitest";
import { ENGINES, type EngineName } from "../support/server.js";
import { exportFile, startBystander } from "../support/fair-share.js";
import { useServer } from "./helpers.js";

const IMPORT_TABLES = new Set(["goals", "journal_entries", "import_goals", "import_entries"]);

/** True for a statement that writes several rows of an import at once (a bystander's check-in writes one). */
function isImportWrite(node: RootOperationNode): boolean {
  if (node.kind !== "InsertQueryNode") return false;
  const table = node.into?.table.identifier.name ?? "";
  if (!IMPORT_TABLES.has(table)) return false;
  const values = node.values;
  if (!values) return false;
  // INSERT … SELECT (a publish) or a multi-row VALUES (staging, or the old one-transaction upsert).
  return SelectQueryNode.is(values) || (ValuesNode.is(values) && values.values.length > 1);
}

describe.each(ENGINES)("a large import written in chunks (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("answers another user between the import's first write and its last", { timeout: 180_000 }, async () => {
    const attacker = await h.api.newUser("importer");
    const bystander = await h.api.newUser("bystander");
    const goal = await h.api.newGoal(bystander.token);

    let bystanderAnswers = 0;
    h.server.app.server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      if (req.headers.authorization === `Bearer ${bystander.token}`) res.once("finish", () => bystanderAnswers++);
    });
    // The bystander answers already sent at each of the import's writes.
    const atImportWrites: number[] = [];
    const observer: KyselyPlugin = {
      transformQuery({ node }) {
        if (isImportWrite(node)) atImportWrites.push(bystanderAnswers);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const deps = h.server.deps;
    const plain = deps.db.db;
    deps.db.db = plain.withPlugin(observer);
    try {
      const by = await startBystander(h.server.url, bystander.token, goal.id);
      // 29 goals × 3 years, the 5 MB file of the table.
      const res = await h.api.call("POST", "/api/import", {
        token: attacker.token,
        rawBody: JSON.stringify(exportFile(29, 1095)),
        headers: { "content-type": "application/json" },
      });
      const samples = await by.stop();
      expect(res.status, res.text).toBe(200);
      expect(res.body.entries.created).toBe(29 * 1095);
      expect(samples.filter((s) => s.status !== 200 && s.status !== 201)).toEqual([]);

      expect(atImportWrites.length).toBeGreaterThan(1);
      const servedWhileWriting = atImportWrites.at(-1)! - atImportWrites[0]!;
      expect(servedWhileWriting, "bystander answers sent between the import's first and last write").toBeGreaterThan(0);
    } finally {
      deps.db.db = plain;
    }
    // Everything of the file is there, as one import.
    const goals = await h.api.call("GET", "/api/goals", { token: attacker.token });
    expect(goals.body.length).toBe(29);
  });
});
