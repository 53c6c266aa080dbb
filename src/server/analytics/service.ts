/**
 * The analytics panel's summary of a user's goals: the goals and entry times read, and the
 * computation (core's, the demo's too) done, in the CPU pool (read-goals.ts, read there), since
 * both grow with the journal and would otherwise hold every other request (issue 26).
 */
import type { AnalyticsSummary } from "../../core/analytics.js";
import { dayKey } from "../../core/dates.js";
import { type HabitAnalytics, habitRange } from "../../core/habit-analytics.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { requireGroupAccess } from "../access.js";
import { AppError, badRequest } from "../errors.js";
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

/**
 * The habits of the signed-in user's goals over a range (habit-analytics.ts), narrowed as the
 * summary is; a range that cannot be one is a 400 before any work.
 */
export async function habitAnalytics(
  deps: AppDeps,
  user: CurrentUser,
  opts: {
    goalIds: readonly string[] | undefined;
    groupId?: string | undefined;
    timeZone: string;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<HabitAnalytics> {
  if (opts.groupId !== undefined && opts.groupId !== "none") await requireGroupAccess(deps, user, opts.groupId);
  const now = deps.now();
  const range = habitRange(opts, dayKey(now, opts.timeZone));
  if ("error" in range) throw badRequest(range.error);
  const answer = await runCpuTask(
    {
      kind: "habit-analytics",
      from: accountFrom(deps),
      userId: user.id,
      goalIds: opts.goalIds,
      groupId: opts.groupId === "none" ? null : opts.groupId,
      now: now.getTime(),
      timeZone: opts.timeZone,
      range,
    },
    { tooMuchMemory: TOO_LARGE, tooLong: TOO_LARGE },
  );
  return answer.analytics;
}
