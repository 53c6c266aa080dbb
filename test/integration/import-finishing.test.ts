/**
 * Decision 069: once an import is decided (its goals published, the run marked `publishing`), a
 * fault while its check-ins are copied does not answer as if the import had failed. Before, such a
 * fault answered 503, although the sweep would finish the import: the client was told to retry a
 * file that was in fact imported. Now the answer is 202 with the run's id and a message saying the
 * check-ins are still being written; the server tries again (export/import-staging.ts,
 * finishLater) and the whole file lands, each goal's aggregates counted from its entries.
 * The fault: the second chunk's copy statement fails as a lost PostgreSQL connection does.
 */
import { type KyselyPlugin, type RootOperationNode, SelectQueryNode } from "kysely";
import { describe, expect, it } from "vitest";
import { IMPORT_FINISHING_MESSAGE } from "../../src/core/export-schema.js";
import { ENGINES, type EngineName } from "../support/server.js";
import { exportFile } from "../support/fair-share.js";
import { userIdOf, useServer } from "./helpers.js";

/** The publish of an import's entries: INSERT INTO journal_entries … SELECT (import-staging.ts). */
function isEntryPublish(node: RootOperationNode): boolean {
  return (
    node.kind === "InsertQueryNode" &&
    node.into?.table.identifier.name === "journal_entries" &&
    node.values !== undefined &&
    SelectQueryNode.is(node.values)
  );
}

async function until(condition: () => Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(ENGINES)("a fault after an import is decided (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("answers 202, finishing, and the whole file lands", { timeout: 120_000 }, async () => {
    const user = await h.api.newUser("decided");
    const userId = (await userIdOf(h.server, user.username))!;
    const file = exportFile(6, 365); // 2,190 entries: 3 chunks on PostgreSQL, more time slices on SQLite (decision 071)
    let publishes = 0;
    const fault: KyselyPlugin = {
      transformQuery({ node }) {
        if (isEntryPublish(node) && ++publishes === 2) {
          throw Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const deps = h.server.deps;
    const plain = deps.db.db;
    deps.db.db = plain.withPlugin(fault);
    try {
      const res = await h.api.call("POST", "/api/import", { token: user.token, body: file });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 202,
        body: { status: "finishing", import_id: expect.any(String), message: IMPORT_FINISHING_MESSAGE },
      });
      const db = plain;
      const count = async () =>
        Number(
          (
            await db
              .selectFrom("journal_entries")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("user_id", "=", userId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count(), "entries before the retry").toBeLessThan(file.entries.length);
      // Tried again by the server itself, without a restart or a second upload.
      await until(async () => (await db.selectFrom("import_runs").select("id").execute()).length === 0, "the run finished");
      expect(publishes, "the copy was tried again").toBeGreaterThan(2);
      expect(await count()).toBe(file.entries.length);
      // Each goal's aggregates recomputed from its entries at the end of the publish.
      const counted = await db.selectFrom("goals").select("updates_count").where("user_id", "=", userId).execute();
      expect(counted.map((g) => Number(g.updates_count))).toEqual(Array(6).fill(365));
    } finally {
      deps.db.db = plain;
    }
  });
});
