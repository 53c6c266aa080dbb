/**
 * The MCP tools (issue 32, decision 057), one server per request for one token's user. Each tool
 * calls the services the HTTP routes call (their authorization is their first line) and applies
 * the token's scope to writes; an error comes back as an MCP tool error with the service's
 * message, never a stack.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { CATEGORIES, TIMEFRAMES } from "../../core/constants.js";
import type { TokenScope } from "../../core/connections-limits.js";
import { habitFieldsInput } from "../../core/habit-fields.js";
import { createGoalBody, createJournalBody, idSchema } from "../../core/schemas.js";
import { timeZoneInput } from "../../core/time-zone.js";
import { HABIT_RANGE_MAX_DAYS } from "../../core/habit-analytics.js";
import { isoDate } from "../../core/pause-body.js";
import { analyticsSummary, habitAnalytics } from "../analytics/service.js";
import { isDatabaseUnavailable } from "../db/errors.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError } from "../errors.js";
import type { GoalListing } from "../goals/goal-listing.js";
import * as goals from "../goals/service.js";
import { DB_UNAVAILABLE_MESSAGE } from "../http/error-handler.js";
import { inUserSlot } from "../http/per-user-concurrency.js";
import { checkedKey, operationFingerprint, runIdempotent } from "../idempotency/idempotent.js";
import * as journal from "../journal/service.js";
import { requireWriteScope } from "../tokens/api-token-auth.js";
import { MCP_SERVER_NAME, MCP_TEXT } from "./text.js";

export interface McpCaller {
  user: CurrentUser;
  scope: TokenScope;
}

const timeZone = timeZoneInput("time_zone")
  .optional()
  .describe("IANA time zone the facts are computed in (today, this week), e.g. Europe/Paris; default UTC");
const goalId = idSchema.describe("The goal's id, as list_goals gives it");

/** A tool's answer: its value as JSON text, which every MCP client shows its model. */
const answer = (value: unknown): CallToolResult => ({ content: [{ type: "text", text: JSON.stringify(value) }] });

/** The service's message for what it refused; a fault of the server says only that (the log keeps it). */
function toolError(err: unknown, log: FastifyBaseLogger): CallToolResult {
  let text: string;
  if (err instanceof AppError) text = err.message;
  else if (isDatabaseUnavailable(err)) text = DB_UNAVAILABLE_MESSAGE;
  else {
    log.error({ err }, "MCP tool failed");
    text = MCP_TEXT.failed;
  }
  return { isError: true, content: [{ type: "text", text }] };
}

export function mcpServerFor(deps: AppDeps, listing: GoalListing, { user, scope }: McpCaller, log: FastifyBaseLogger): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: "1" }, { instructions: MCP_TEXT.instructions });
  const guarded =
    <A>(work: (args: A) => Promise<unknown>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return answer(await work(args));
      } catch (err) {
        return toolError(err, log);
      }
    };

  server.registerTool(
    "list_goals",
    {
      title: "List goals",
      description:
        "Lists the user's goals that are not archived, with their facts: progress this period and overall, streak, whether " +
        "today is done, and the latest check-ins. Call it first to learn the goals' ids, kinds and units.",
      inputSchema: { time_zone: timeZone },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ time_zone }) => JSON.parse((await listing.list(user, time_zone ?? "UTC", "identity")).toString("utf8"))),
  );

  server.registerTool(
    "get_goal",
    {
      title: "Get a goal",
      description: "One goal of the user's by id: its fields, facts (progress, streak, pace) and its most recent check-ins.",
      inputSchema: { goal_id: goalId, time_zone: timeZone },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ goal_id, time_zone }) => listing.goal(user, goal_id, time_zone ?? "UTC")),
  );

  server.registerTool(
    "get_analytics",
    {
      title: "Get analytics",
      description:
        "The analytics summary of the user's goals, as the app's analytics panel shows it: average progress and its trend, " +
        "momentum, forecast date, streaks, adherence over the last 14 days, activity by weekday and hour over the last 90 " +
        "days, goals that need attention. Its windows are fixed; goal_ids narrows it to some goals. Its `habits` field is " +
        "the panel's Habits section: each check or amount goal's periods (value, target, met) over from..to (default the " +
        `last 12 weeks; at most ${HABIT_RANGE_MAX_DAYS} days), periods met and due, totals and the best streak.`,
      inputSchema: {
        goal_ids: z.array(idSchema).max(1000).optional().describe("Only these goals (default: all)"),
        time_zone: timeZone,
        from: isoDate("from").optional().describe("The habits' first day, YYYY-MM-DD (default: 12 weeks before `to`)"),
        to: isoDate("to").optional().describe("The habits' last day, YYYY-MM-DD (default: today)"),
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ goal_ids, time_zone, from, to }) =>
      // The same per-user limit as GET /api/analytics: neither way adds slots to the other.
      inUserSlot("analytics", user.id, async () => {
        const opts = { goalIds: goal_ids, timeZone: time_zone ?? "UTC" };
        const habits = await habitAnalytics(deps, user, { ...opts, from, to });
        return { ...(await analyticsSummary(deps, user, opts)), habits };
      }),
    ),
  );

  const checkin = {
    goal_id: goalId,
    progress: createJournalBody.shape.progress.describe("For a progress goal only (required there): its progress now, 0–100"),
    amount: createJournalBody.shape.amount.describe("For an amount goal only (required there): the amount done, in the goal's unit"),
    note: createJournalBody.shape.note.optional().describe("A short note about this check-in"),
    created_at: createJournalBody.shape.created_at.describe("When it happened (ISO 8601), for a check-in logged late; default now"),
    idempotency_key: z
      .string()
      .optional()
      .describe("Any unique string (e.g. a UUID): a retry with the same key and arguments logs once and answers the first result"),
  };
  server.registerTool(
    "log_checkin",
    {
      title: "Log a check-in",
      description:
        "Logs a check-in on one of the user's goals. A progress goal needs `progress` (0–100, its progress now); a check " +
        "goal needs nothing (it means done); an amount goal needs `amount`. Needs a write token.",
      inputSchema: checkin,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    guarded(async ({ idempotency_key, ...args }) => {
      requireWriteScope(scope);
      const body = { ...args, note: args.note ?? MCP_TEXT.defaultNote };
      const write = {
        status: 201,
        run: (id: string) => journal.addEntry(deps, user, body, id, "UTC", listing.tell),
        recover: (id: string) => journal.findEntry(deps, user, id),
      };
      if (idempotency_key === undefined) return write.run(deps.newId());
      const key = { key: checkedKey(idempotency_key), fingerprint: operationFingerprint("mcp log_checkin", args) };
      return (await runIdempotent(deps, user, key, write, log)).body;
    }),
  );

  const { title, description, motivation } = createGoalBody.shape;
  server.registerTool(
    "create_goal",
    {
      title: "Create a goal",
      description:
        "Creates a goal for the user. `kind`: progress (default; check-ins carry a percentage), check (a check-in means done; " +
        "`target` = times per period) or amount (a check-in carries an amount; `target` = amount per period, `unit` e.g. km). " +
        "Its period is its `timeframe`. Needs a write token.",
      inputSchema: {
        title: title.unwrap().describe("What the goal is, e.g. Read 12 books"),
        category: z.enum(CATEGORIES).describe("The goal's category"),
        timeframe: z.enum(TIMEFRAMES).describe("The goal's period"),
        description: description.describe("More about the goal"),
        motivation: motivation.describe("Why it matters to the user"),
        ...habitFieldsInput,
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    guarded(async (args) => {
      requireWriteScope(scope);
      return goals.createGoal(deps, user, args);
    }),
  );

  return server;
}
