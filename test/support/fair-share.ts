/**
 * The attacks of issue 26, shared by the scaled test (test/integration/fair-share.test.ts) and the
 * bench (bench/fair-share.ts): what one signed-in user can send (concurrent large imports, a Loop
 * import, concurrent analytics and exports over years, a run of coach messages), while a bystander
 * in another process (bench/bystander.mjs) loops GET /api/goals and POST /api/journal.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXPORT_FORMAT, EXPORT_VERSION } from "../../src/core/export-schema.js";
import { apiClient } from "./client.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DAY_MS = 86_400_000;

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");
/** A well-formed v7-looking uuid from two numbers (the file's ids; unique per (a, b)). */
const uuid = (a: number, b: number) => `0190f7a2-${hex(a, 4)}-7000-8000-${hex(b, 12)}`;

/** An export file of `goals` daily goals, each checked in on each of `days` days up to `until`. */
export function exportFile(goals: number, days: number, until = new Date(), seed = 1) {
  const end = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate()) - DAY_MS;
  const start = end - (days - 1) * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    goals: Array.from({ length: goals }, (_, g) => ({
      id: uuid(seed, g),
      title: `Daily goal ${g}`,
      description: "",
      motivation: "",
      category: "health",
      timeframe: "daily",
      public: false,
      slug: null,
      created_at: iso(start),
      updated_at: iso(start),
    })),
    entries: Array.from({ length: goals * days }, (_, i) => {
      const g = i % goals;
      const d = Math.floor(i / goals);
      return {
        id: uuid(seed + 0x1000, i),
        goal_id: uuid(seed, g),
        note: "Done",
        progress: Math.min(100, d % 101),
        created_at: iso(start + d * DAY_MS + 3_600_000),
      };
    }),
    likes: [],
  };
}

/** A Loop Habit Tracker export: `habits` habits, each done on each of `days` days. */
export function loopFile(habits: number, days: number) {
  const names = Array.from({ length: habits }, (_, i) => `Habit ${i}`);
  const header = `Position,Name,Question,Description,NumRepetitions,Interval,Color\n${names.map((n, i) => `${i},${n},q,d,1,1,#fff`).join("\n")}\n`;
  const rows = [`Date,${names.join(",")},`];
  const cells = "2,".repeat(habits);
  const end = Date.now() - DAY_MS;
  for (let d = days - 1; d >= 0; d--) rows.push(`${new Date(end - d * DAY_MS).toISOString().slice(0, 10)},${cells}`);
  return { habits: header, checkmarks: `${rows.join("\n")}\n` };
}

/** A coach message about as long as the chat allows (3,900 characters), asking about the user's goals. */
export const COACH_MESSAGE = `How am I doing with my goals this month? ${"I want a detailed review of every goal. ".repeat(95)}`.slice(
  0,
  3900,
);

export interface AttackSpec {
  name: string;
  /** Requests sent at once, each `path` with `body`; `rounds` times over. */
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** One body per concurrent request, instead of `body`. */
  bodies?: string[];
  concurrency: number;
  rounds?: number;
}

export interface Scale {
  importGoals: number;
  importDays: number;
  loopHabits: number;
  loopDays: number;
  coachMessages: number;
}

/**
 * Issue 26's table: ~5 MB imports (29 goals × 3 years, 4.9 MB), 20 coach messages, and a Loop file
 * of 100 habits × 999 days (99,900 check-ins): the largest the server imports (IMPORT_MAX_ROWS).
 * The issue's 100 habits × 2,900 days would make 290,000 entries, which is refused with a 400
 * before anything is written, so the bench measured a refusal, not an import.
 */
export const FULL_SCALE: Scale = { importGoals: 29, importDays: 1095, loopHabits: 100, loopDays: 999, coachMessages: 20 };

export function attacks(scale: Scale): AttackSpec[] {
  const json = JSON.stringify;
  // Files of ids of their own, so every import writes (an unchanged file writes nothing).
  const imports = [7, 8].map((seed) => json(exportFile(scale.importGoals, scale.importDays, new Date(), seed)));
  return [
    { name: "4 concurrent analytics", method: "GET", path: "/api/analytics?tz=Europe/Berlin", concurrency: 4, rounds: 2 },
    { name: "4 concurrent exports", method: "GET", path: "/api/export", concurrency: 4, rounds: 2 },
    {
      name: "Loop import",
      method: "POST",
      path: "/api/import/loop",
      body: json(loopFile(scale.loopHabits, scale.loopDays)),
      concurrency: 1,
    },
    { name: "2 concurrent imports", method: "POST", path: "/api/import", bodies: imports, concurrency: 2 },
    {
      name: `${scale.coachMessages} coach messages`,
      method: "POST",
      path: "/api/coach/chat",
      body: json({ messages: [{ role: "user", content: COACH_MESSAGE }], timeZone: "Europe/Berlin" }),
      concurrency: scale.coachMessages,
    },
  ];
}

/** Runs an attack as the attacker; every answer's status, in order. */
export async function runAttack(url: string, token: string, a: AttackSpec): Promise<number[]> {
  const statuses: number[] = [];
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (a.body !== undefined || a.bodies) headers["content-type"] = "application/json";
  for (let round = 0; round < (a.rounds ?? 1); round++) {
    const answers = await Promise.all(
      Array.from({ length: a.concurrency }, async (_, i) => {
        const body = a.bodies?.[i] ?? a.body;
        const res = await fetch(`${url}${a.path}`, { method: a.method, headers, ...(body !== undefined ? { body } : {}) });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    statuses.push(...answers);
  }
  return statuses;
}

export interface Sample {
  name: string;
  ms: number;
  status: number;
}

/** A bystander process looping its requests until stopped; stop() answers every request's sample. */
export async function startBystander(url: string, token: string, goalId: string) {
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "bench", "bystander.mjs"), JSON.stringify({ url, token, goalId })], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.startsWith("ready\n")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`bystander exited (${code})`)));
  });
  await ready;
  return {
    async stop(): Promise<Sample[]> {
      const exited = new Promise((r) => child.once("exit", r));
      child.stdin!.end("stop\n");
      await exited;
      return JSON.parse(out.slice("ready\n".length)) as Sample[];
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface AttackResult {
  name: string;
  /** The bystander's samples while the attack ran. */
  samples: Sample[];
  /** The attacker's answers. */
  statuses: number[];
  attackMs: number;
}

export interface FairShareRun {
  idle: Sample[];
  results: AttackResult[];
}

/**
 * Signs up an attacker with `scale.importGoals` goals × `scale.importDays` days of history and a
 * bystander with one goal, measures the bystander idle for `idleMs`, then during each attack
 * (those whose name holds one of `only`, when given).
 */
export async function runFairShare(
  url: string,
  scale: Scale,
  opts: { idleMs: number; log?: (line: string) => void; only?: readonly string[] },
): Promise<FairShareRun> {
  const log = opts.log ?? (() => undefined);
  const api = apiClient(url);
  const attacker = await api.newUser("attacker");
  const bystander = await api.newUser("bystander");
  const goal = await api.newGoal(bystander.token);
  const history = await api.call("POST", "/api/import", {
    token: attacker.token,
    rawBody: JSON.stringify(exportFile(scale.importGoals, scale.importDays)),
    headers: { "content-type": "application/json" },
  });
  if (history.status !== 200) throw new Error(`seeding the attacker failed: ${history.status} ${history.text}`);

  const measure = async <T>(work: () => Promise<T>) => {
    const by = await startBystander(url, bystander.token, goal.id);
    const started = performance.now();
    const value = await work();
    const ms = performance.now() - started;
    return { value, ms, samples: await by.stop() };
  };
  const idle = (await measure(() => new Promise((r) => setTimeout(r, opts.idleMs)))).samples;
  log(`  idle: ${idle.length} bystander requests`);
  const results: AttackResult[] = [];
  for (const a of attacks(scale).filter((x) => !opts.only || opts.only.some((o) => x.name.includes(o)))) {
    const { value, ms, samples } = await measure(() => runAttack(url, attacker.token, a));
    results.push({ name: a.name, samples, statuses: value, attackMs: ms });
    log(`  ${a.name}: ${samples.length} bystander requests in ${Math.round(ms)} ms`);
  }
  return { idle, results };
}
