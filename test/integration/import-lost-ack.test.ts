/**
 * An import whose deciding transaction committed while its process was told it failed (the
 * commit's acknowledgement lost with the connection): its goals are published, so its staged
 * entries must not be dropped with the run the way a refused import's are. The run is kept and
 * the sweep publishes its entries (decision 069). Driven at the staging functions, the only place
 * a lost acknowledgement can be staged without faking a database.
 */
import { describe, expect, it } from "vitest";
import {
  beginImportRun,
  dropUndecidedImportRun,
  markPublishing,
  publishStagedGoals,
  stageRows,
  sweepImportRuns,
} from "../../src/server/export/import-staging.js";
import { normaliseImport } from "../../src/server/export/import-file.js";
import { importBody } from "../../src/core/export-schema.js";
import { exportFile } from "../support/fair-share.js";
import { ENGINES, type EngineName } from "../support/server.js";
import { useServer, userIdOf } from "./helpers.js";

describe.each(ENGINES)("an import decided though its process was told otherwise (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("keeps its run and staged entries for the sweep, which publishes them; an undecided run is dropped", async () => {
    const user = await h.api.newUser("lostack");
    const userId = (await userIdOf(h.server, user.username))!;
    const db = h.server.deps.db.db;
    const file = normaliseImport(importBody.parse(exportFile(2, 30)), new Date());
    const stage = async () => {
      const runId = await beginImportRun(db, userId, new Date());
      await stageRows(db, engine, { id: runId, userId }, file.goals, file.entries, () => new Date());
      return runId;
    };

    // Undecided (refused before its deciding transaction): dropped with its staged rows.
    const refused = await stage();
    expect(await dropUndecidedImportRun(db, refused)).toBe(true);
    expect(await db.selectFrom("import_runs").select("id").where("id", "=", refused).execute()).toEqual([]);
    expect(await db.selectFrom("import_entries").select("id").where("import_id", "=", refused).execute()).toEqual([]);

    // Decided: the transaction that publishes the goals and marks the run committed.
    const decided = await stage();
    await db.transaction().execute(async (trx) => {
      await publishStagedGoals(trx, decided, userId);
      await markPublishing(trx, decided, new Date());
    });
    expect(await dropUndecidedImportRun(db, decided)).toBe(false);
    const staged = await db.selectFrom("import_entries").select("id").where("import_id", "=", decided).execute();
    expect(staged).toHaveLength(file.entries.length);

    expect(await sweepImportRuns(db, engine, new Date(), { all: true })).toEqual({ dropped: 0, finished: 1 });
    const published = await db.selectFrom("journal_entries").select("id").where("user_id", "=", userId).execute();
    expect(published).toHaveLength(file.entries.length);
    const goals = await h.api.call<{ title: string }[]>("GET", "/api/goals", { token: user.token });
    expect(goals.body.map((g) => g.title).sort()).toEqual(["Daily goal 0", "Daily goal 1"]);
    expect(await db.selectFrom("import_runs").select("id").execute()).toEqual([]);
  });
});
