/**
 * Issues 29 and 30's budgets, on the production build over a fresh database of each engine,
 * accounts made through the API (sign-up, then one POST /api/import each):
 * - 20 goals of mixed kinds and schedules with 90 days and with three years of check-ins: the
 *   list's bytes on the wire (gzip), a check-in followed by the list (3 years within 1.25× of
 *   90 days), and check-ins per second under load (≥ 1,500/s);
 * - 200 goals, ungrouped and in 20 groups: the list's bytes and time (grouped within 1.1×), and
 *   reordering all 200 in one request.
 * Figures are medians of requests taken alternately from the two accounts compared, so both
 * see the same machine load.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { freePort } from "../test/support/process.js";
import { ourServer, runLoad } from "./processes.js";
import { BENCH_PASSWORD } from "./seed.js";

export const HABIT_BUDGETS = { yearsWriteListRatio: 1.25, checkinsPerSecond: 1500, groupedListRatio: 1.1 };
const DAY = 86_400_000;
const NOW = Date.now();

export interface HabitsGroupsOptions {
  engine: "sqlite" | "postgres";
  nodeDir: string;
  webDir: string;
  workDir: string;
  pgServer?: string;
  duration: number;
  connections: number;
  log: (line: string) => void;
}

type GoalSpec = Record<string, unknown> & { kind: "progress" | "check" | "amount" };

/** The 20 goals people keep: done-or-not daily, n times a week, weekdays, every 3 days, amounts at least and at most, percentages. */
export const MIXED_GOALS: GoalSpec[] = [
  ...Array.from({ length: 4 }, () => ({ kind: "check" as const, timeframe: "daily", target: 1 })),
  ...Array.from({ length: 3 }, () => ({ kind: "check" as const, timeframe: "weekly", target: 3 })),
  ...Array.from({ length: 3 }, () => ({ kind: "check" as const, timeframe: "daily", target: 1, weekdays: [1, 2, 3, 4, 5] })),
  ...Array.from({ length: 2 }, () => ({ kind: "check" as const, timeframe: "daily", target: 1, every_days: 3 })),
  ...Array.from({ length: 4 }, () => ({ kind: "amount" as const, timeframe: "weekly", target: 20, unit: "km" })),
  ...Array.from({ length: 2 }, () => ({ kind: "amount" as const, timeframe: "daily", target: 2, unit: "coffees", direction: "at_most" })),
  ...Array.from({ length: 2 }, () => ({ kind: "progress" as const, timeframe: "daily" })),
];

/** An export file of `goals` with a check-in on about 7 of 10 days over `days` days (a fixed pattern, the same every run). */
export function habitFile(goals: GoalSpec[], days: number, groups = 0) {
  const groupRows = Array.from({ length: groups }, (_, i) => ({ id: randomUUID(), name: `Group ${i + 1}`, position: i }));
  const start = new Date(NOW - days * DAY).toISOString();
  const goalRows = goals.map((g, i) => ({
    id: randomUUID(),
    title: `${g.kind} habit ${i + 1}`,
    category: "health",
    created_at: start,
    updated_at: start,
    ...g,
    ...(groups ? { group_id: groupRows[i % groups]!.id } : {}),
  }));
  const entries = [];
  for (let d = days - 1; d >= 1; d -= 1) {
    for (const [i, g] of goalRows.entries()) {
      if ((d * 7 + i * 3) % 10 >= 7) continue;
      const amount = g.kind === "amount" ? ((d + i) % 5) + 0.5 : undefined;
      entries.push({
        id: randomUUID(),
        goal_id: g.id,
        note: "done",
        progress: g.kind === "progress" ? Math.min(100, (days - d) % 101) : 100,
        created_at: new Date(NOW - d * DAY).toISOString(),
        ...(amount !== undefined ? { amount } : {}),
      });
    }
  }
  return { format: "progressvault-export", version: 1, groups: groupRows, goals: goalRows, entries, likes: [] };
}

interface Raw {
  status: number;
  bytes: number;
  body: string;
  ms: number;
}

function call(origin: string, method: string, url: string, token?: string, body?: unknown, encoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${origin}${url}`,
      {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { "content-type": "application/json" } : {}),
          ...(encoding ? { "accept-encoding": encoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const buf = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: buf.length, body: encoding ? "" : buf.toString(), ms: performance.now() - t0 });
        });
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

async function ok(p: Promise<Raw>, expected: number, what: string): Promise<Raw> {
  const r = await p;
  if (r.status !== expected) throw new Error(`${what}: ${r.status} ${r.body.slice(0, 300)}`);
  return r;
}

/** A new account with `file` imported; its token and goals as the list answers them. */
export async function accountWith(origin: string, username: string, file: ReturnType<typeof habitFile>) {
  const made = await ok(call(origin, "POST", "/api/auth/signup", undefined, { username, password: BENCH_PASSWORD }), 201, "sign-up");
  const token = (JSON.parse(made.body) as { token: string }).token;
  await ok(call(origin, "POST", "/api/import", token, file), 200, `import for ${username}`);
  const list = JSON.parse((await ok(call(origin, "GET", "/api/goals?tz=UTC", token), 200, "list")).body) as { id: string; kind?: string }[];
  return { token, goals: list };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Requests of two accounts taken in turn, `n` each: the medians of each. */
async function alternate(n: number, a: () => Promise<number>, b: () => Promise<number>) {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < n; i += 1) {
    ta.push(await a());
    tb.push(await b());
  }
  return [median(ta), median(tb)] as const;
}

async function startDb(o: HabitsGroupsOptions) {
  if (o.engine === "sqlite") {
    const dataDir = path.join(o.workDir, "habits-groups");
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    return { db: { dataDir }, drop: async () => undefined };
  }
  const name = `progressvault_habits_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: o.pgServer });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const u = new URL(o.pgServer!);
  u.pathname = `/${name}`;
  return { db: { databaseUrl: u.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function runHabitsGroupsBench(o: HabitsGroupsOptions): Promise<string[]> {
  const { db, drop } = await startDb(o);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await ourServer(o.nodeDir, o.webDir, port, db);
  const lines: string[] = [];
  const line = (okay: boolean, what: string, value: string, budget: string) => {
    lines.push(`${okay ? "ok  " : "MISS"} ${o.engine.padEnd(8)} ${what.padEnd(58)} ${value.padStart(16)}   budget ${budget}`);
  };
  try {
    o.log(`\nHabits and groups on ${o.engine} (${origin})`);
    const tag = Date.now().toString(36);
    const days90 = await accountWith(origin, `mixed-90-${tag}`, habitFile(MIXED_GOALS, 90));
    const years = await accountWith(origin, `mixed-3y-${tag}`, habitFile(MIXED_GOALS, 1095));
    const wire = async (token: string) => (await call(origin, "GET", "/api/goals?tz=UTC", token, undefined, "gzip")).bytes;
    const [w90, w3y] = [await wire(days90.token), await wire(years.token)];
    o.log(`  20 mixed goals, GET /api/goals gzip: 90 days ${(w90 / 1024).toFixed(1)} kB, 3 years ${(w3y / 1024).toFixed(1)} kB`);
    line(
      w3y / w90 <= HABIT_BUDGETS.yearsWriteListRatio,
      "20 mixed goals: list on the wire, 3 years vs 90 days",
      `${(w3y / w90).toFixed(2)}×`,
      "≤ 1.25×",
    );

    const checkGoal = (a: typeof days90) => a.goals.find((g) => g.kind === "check")!.id;
    const pair = (a: typeof days90) => async () => {
      const t0 = performance.now();
      await ok(call(origin, "POST", "/api/journal?tz=UTC", a.token, { goal_id: checkGoal(a), note: "done" }), 201, "check-in");
      await ok(call(origin, "GET", "/api/goals?tz=UTC", a.token), 200, "list");
      return performance.now() - t0;
    };
    await alternate(30, pair(days90), pair(years));
    const [p90, p3y] = await alternate(300, pair(days90), pair(years));
    o.log(`  check-in then list, median of 300: 90 days ${p90.toFixed(2)} ms, 3 years ${p3y.toFixed(2)} ms`);
    line(
      p3y / p90 <= HABIT_BUDGETS.yearsWriteListRatio,
      "20 mixed goals: check-in then list, 3 years vs 90 days",
      `${(p3y / p90).toFixed(2)}×`,
      "≤ 1.25×",
    );

    const checkins = async (kinds: string[]) => {
      const bodies = years.goals
        .filter((g) => kinds.includes(g.kind ?? "progress"))
        .map((g) =>
          JSON.stringify(
            g.kind === "amount"
              ? { goal_id: g.id, note: "done", amount: 1.5 }
              : g.kind === "check"
                ? { goal_id: g.id, note: "done" }
                : { goal_id: g.id, note: "done", progress: 50 },
          ),
        );
      return runLoad(
        {
          url: `${origin}/api/journal?tz=UTC`,
          method: "POST",
          headers: { authorization: `Bearer ${years.token}`, "content-type": "application/json" },
          bodies,
          connections: o.connections,
          duration: o.duration,
        },
        server.child.pid,
      );
    };
    // A progress goal's list entry leaves its kind out (the default): "progress" stands for it here.
    const habitLoad = await checkins(["check", "amount"]);
    const progressLoad = await checkins(["progress"]);
    // The server's CPU tells a rate the server's core bounds (near 100 %) from one the waits bound
    // (the group commit's flush, the machine's load); per check-in, what a change of the path costs.
    const cpu = (l: typeof habitLoad) =>
      `server ${((l.serverCpu ?? NaN) * 100).toFixed(0)} % of a core, ${(((l.serverCpu ?? NaN) * 1000) / l.rps).toFixed(2)} ms CPU per check-in`;
    o.log(
      `  check-ins at 3 years: check and amount goals ${habitLoad.rps.toFixed(0)}/s (p99 ${habitLoad.p99} ms, ${habitLoad.non2xx} non-2xx; ${cpu(habitLoad)}), ` +
        `progress goals ${progressLoad.rps.toFixed(0)}/s (p99 ${progressLoad.p99} ms; ${cpu(progressLoad)}), same run`,
    );
    line(
      habitLoad.rps >= HABIT_BUDGETS.checkinsPerSecond && habitLoad.non2xx === 0,
      "20 mixed goals at 3 years: check-ins per second",
      `${habitLoad.rps.toFixed(0)}/s`,
      "≥ 1,500/s",
    );

    const progress200 = Array.from({ length: 200 }, () => ({ kind: "progress" as const, timeframe: "daily" }));
    const flat = await accountWith(origin, `flat-200-${tag}`, habitFile(progress200, 30));
    const grouped = await accountWith(origin, `grouped-200-${tag}`, habitFile(progress200, 30, 20));
    const [bf, bg] = [await wire(flat.token), await wire(grouped.token)];
    const list = (a: typeof flat) => async () => (await ok(call(origin, "GET", "/api/goals?tz=UTC", a.token), 200, "list")).ms;
    await alternate(20, list(flat), list(grouped));
    const [tf, tg] = await alternate(200, list(flat), list(grouped));
    o.log(
      `  200 goals, GET /api/goals: ungrouped ${(bf / 1024).toFixed(1)} kB gzip ${tf.toFixed(2)} ms, in 20 groups ${(bg / 1024).toFixed(1)} kB ${tg.toFixed(2)} ms`,
    );
    line(
      bg / bf <= HABIT_BUDGETS.groupedListRatio,
      "200 goals in 20 groups vs ungrouped: list bytes (gzip)",
      `${(bg / bf).toFixed(3)}×`,
      "≤ 1.1×",
    );
    line(
      tg / tf <= HABIT_BUDGETS.groupedListRatio,
      "200 goals in 20 groups vs ungrouped: list time (median)",
      `${(tg / tf).toFixed(3)}×`,
      "≤ 1.1×",
    );

    const ids = grouped.goals.map((g) => g.id);
    const orders: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const r = await ok(call(origin, "PUT", "/api/goals/order", grouped.token, { ids: i % 2 ? ids : [...ids].reverse() }), 204, "order");
      orders.push(r.ms);
    }
    o.log(`  reordering all 200 goals: one PUT /api/goals/order of 200 ids, median of 20 ${median(orders).toFixed(1)} ms`);
  } finally {
    await server.stop();
    await drop();
  }
  return lines;
}
