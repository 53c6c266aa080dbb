/**
 * The analytics panel's summary of a user's goals: the goals and entry times from the database,
 * the computation (core's, the demo's too) in the CPU pool, since it grows with the journal and
 * would otherwise hold every other request (issue 26).
 */
import type { AnalyticsSummary } from "../../core/analytics.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError } from "../errors.js";
import { listGoalsWithTimes } from "../goals/queries.js";
import { runCpuTask } from "../workers/cpu-pool.js";

const TOO_LARGE = new AppError("UNAVAILABLE", "Your analytics took too long to compute; try again with fewer goals.");

export async function analyticsSummary(
  deps: AppDeps,
  user: CurrentUser,
  opts: { goalIds: readonly string[] | undefined; timeZone: string },
): Promise<AnalyticsSummary> {
  const all = await listGoalsWithTimes(deps.db.db, user.id);
  // In the order asked for (the dashboard's sort), which breaks the summary's ties as the panel did.
  const byId = new Map(all.map((g) => [g.row.id, g]));
  const goals = opts.goalIds === undefined ? all : [...new Set(opts.goalIds)].flatMap((id) => byId.get(id) ?? []);
  const answer = await runCpuTask(
    { kind: "analytics", goals, username: user.username, now: deps.now().getTime(), timeZone: opts.timeZone },
    { tooMuchMemory: TOO_LARGE, tooLong: TOO_LARGE },
  );
  return answer.summary;
}
