/**
 * An import is all or nothing (its rows staged, then published in one transaction, docs/decisions/043): a file whose
 * last goal cannot be written (its custom URL is one of the user's other goals') is refused with 409 after
 * thousands of rows were written in the same transaction, and leaves nothing of the file.
 */
import { describe, expect, it } from "vitest";
import { ENGINES, type EngineName } from "../support/server.js";
import { exportFile } from "../support/fair-share.js";
import { expectError, publish, useServer } from "./helpers.js";
import { MESSAGES } from "../../src/server/errors.js";
import { GOALS_PER_ACCOUNT_MAX } from "../../src/core/constants.js";

describe.each(ENGINES)("an import that fails mid-way (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("leaves nothing when a row late in the file cannot be written", { timeout: 60_000 }, async () => {
    const user = await h.api.newUser("importer");
    const taken = await h.api.newGoal(user.token);
    await publish(h.api, user.token, taken.id, "taken-url");
    const before = (await h.api.call("GET", "/api/goals", { token: user.token })).body;

    // As many goals as the account may still hold (GOALS_PER_ACCOUNT_MAX), the last one refused.
    const file = exportFile(GOALS_PER_ACCOUNT_MAX - 1, 40);
    file.goals[GOALS_PER_ACCOUNT_MAX - 2] = { ...file.goals[GOALS_PER_ACCOUNT_MAX - 2]!, slug: "taken-url" as unknown as null };
    const res = await h.api.call("POST", "/api/import", { token: user.token, body: file });
    expectError(res, 409, MESSAGES.slugTaken);
    expect((await h.api.call("GET", "/api/goals", { token: user.token })).body).toEqual(before);
    const exported = await h.api.call("GET", "/api/export", { token: user.token });
    expect({ goals: exported.body.goals.length, entries: exported.body.entries }).toEqual({ goals: 1, entries: [] });
    // The rows it staged (decision 043) are gone too.
    const db = h.server.deps.db.db;
    const staged = await Promise.all(
      (["import_runs", "import_goals", "import_entries"] as const).map(async (t) =>
        Number(
          (
            await db
              .selectFrom(t)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    expect(staged).toEqual([0, 0, 0]);
  });
});
