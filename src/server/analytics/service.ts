/**
 * The analytics panel's summary of a user's goals: the goals and entry times read, and the
 * computation (core's, the demo's too) done, in the CPU pool (read-goals.ts, read there), since
 * both grow with the journal and would otherwise hold every other request (issue 26).
 */
import type { AnalyticsSummary } from "../../core/analytics.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { requireGroupAccess } from "../access.js";
import { AppError } from "../errors.js";
import { accountFrom } from "../workers/account-from.js";
import { runCpuTask } from "../workers/cpu-pool.js";

const TOO_LARGE = new AppError("UNAVAILABLE", "Your analytics took too long to compute; try again with fewer goals.");

/**
 * The summary of the signed-in user's own goals (the user comes from the session, never the
 * request); with `groupId` ("none": the goals in no group), of one of the user's groups only.
 */
export async function analyticsSummary(
  deps: AppDeps,
  user: CurrentUser,
  opts: { goalIds: readonly string[] | undefined; groupId?: string | undefined; timeZone: string },
): Promise<AnalyticsSummary> {
  if (opts.groupId !== undefined && opts.groupId !== "none") await requireGroupAccess(deps, user, opts.groupId);
  const from = accountFrom(deps);
  const answer = await runCpuTask(
    {
      kind: "analytics",
      from,
      userId: user.id,
      goalIds: opts.goalIds,
      groupId: opts.groupId === "none" ? null : opts.groupId,
      username: user.username,
      now: deps.now().getTime(),
      timeZone: opts.timeZone,
    },
    { tooMuchMemory: TOO_LARGE, tooLong: TOO_LARGE },
  );
  return answer.summary;
}
