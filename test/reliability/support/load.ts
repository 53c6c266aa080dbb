/**
 * A bounded load run (issue 9 §6): autocannon on loopback against the real server process,
 * many connections mixing the reads and writes of many users. Returns what the run measured and
 * what a check afterwards found: errors, every acknowledged write, latency, memory.
 */
import autocannon, { type Result } from "autocannon";
import type { ChildServer } from "./child.js";
import { rssKb } from "./child.js";
import { rand } from "./world.js";

interface LoadUser {
  username: string;
  token: string;
  goal: string;
  slug: string;
}

export interface LoadReport {
  result: Result;
  byKind: Record<string, Record<number, number>>;
  writesAcked: string[];
  /** The server's highest RSS (kB) sampled during the run, and its RSS right after it. */
  rss: { peak: number; end: number };
}

/** Signs up `n` users, each with one public goal holding one entry. */
export async function seedLoadUsers(server: ChildServer, n: number): Promise<LoadUser[]> {
  const out: LoadUser[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async () => {
        const user = await server.api.newUser("load");
        const goal = await server.api.newGoal(user.token, { title: "Under load" });
        const slug = `load-${rand()}`;
        await server.api.call("PATCH", `/api/goals/${goal.id}/public`, { token: user.token, body: { public: true, slug } });
        await server.api.call("POST", "/api/journal", { token: user.token, body: { goal_id: goal.id, note: "seed", progress: 1 } });
        return { username: user.username, token: user.token, goal: goal.id, slug };
      }),
    );
    out.push(...batch);
  }
  return out;
}

const KINDS = [
  ["mine", 25],
  ["journal", 10],
  ["explore", 15],
  ["public", 15],
  ["write", 25],
  ["like", 10],
] as const;
const TOTAL_WEIGHT = KINDS.reduce((a, [, w]) => a + w, 0);

function pickKind(): (typeof KINDS)[number][0] {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [kind, w] of KINDS) if ((r -= w) < 0) return kind;
  return "mine";
}

export async function runLoad(
  server: ChildServer,
  users: LoadUser[],
  opts: { seconds?: number; requests?: number; connections: number },
): Promise<LoadReport> {
  const byKind: Record<string, Record<number, number>> = {};
  const writesAcked: string[] = [];
  let peak = rssKb(server.pid);
  // Memory rises and falls with garbage collection: sample it through the run.
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 100);
  const running = autocannon({
    url: server.url,
    connections: opts.connections,
    ...(opts.requests ? { amount: opts.requests } : { duration: opts.seconds }),
    timeout: 10,
    requests: [
      {
        setupRequest(req, context) {
          const me = users[Math.floor(Math.random() * users.length)] as LoadUser;
          const them = users[Math.floor(Math.random() * users.length)] as LoadUser;
          const kind = pickKind();
          context.kind = kind;
          const auth = { authorization: `Bearer ${me.token}` };
          switch (kind) {
            case "mine":
              return { ...req, method: "GET", path: "/api/goals", headers: auth, body: undefined };
            case "journal":
              return { ...req, method: "GET", path: `/api/journal?goal_id=${me.goal}`, headers: auth, body: undefined };
            case "explore":
              return { ...req, method: "GET", path: "/api/goals/public?limit=12&sort=likes", headers: {}, body: undefined };
            case "public":
              return { ...req, method: "GET", path: `/api/goals/public/${them.username}/${them.slug}`, headers: {}, body: undefined };
            case "like":
              return {
                ...req,
                method: "POST",
                path: `/api/likes/${them.username}/${them.slug}`,
                headers: { ...auth, "content-type": "application/json" },
                body: JSON.stringify({ like: Math.random() < 0.7 }),
              };
            default:
              return {
                ...req,
                method: "POST",
                path: "/api/journal",
                headers: { ...auth, "content-type": "application/json" },
                body: JSON.stringify({ goal_id: me.goal, note: `load ${rand()}`, progress: Math.floor(Math.random() * 101) }),
              };
          }
        },
        onResponse(status, body, context) {
          const kind = String(context.kind);
          const counts = (byKind[kind] ??= {});
          counts[status] = (counts[status] ?? 0) + 1;
          if (kind === "write" && status === 201) writesAcked.push((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  let result: Result;
  try {
    result = await running;
  } finally {
    clearInterval(sampler);
  }
  const end = rssKb(server.pid);
  return { result, byKind, writesAcked, rss: { peak: Math.max(peak, end), end } };
}

/** Every acknowledged write, read back through the API. */
export async function missingWrites(server: ChildServer, users: LoadUser[], acked: string[]): Promise<string[]> {
  const present = new Set<string>();
  for (const u of users) {
    // Every page: a goal may hold more check-ins than one page sends.
    for (let cursor: string | null = null; ;) {
      const page: Awaited<ReturnType<typeof server.api.call<{ id: string }[]>>> = await server.api.call<{ id: string }[]>(
        "GET",
        `/api/journal?goal_id=${u.goal}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        { token: u.token },
      );
      for (const e of page.body) present.add(e.id);
      cursor = page.headers.get("x-next-cursor");
      if (!cursor) break;
    }
  }
  return acked.filter((id) => !present.has(id));
}

export function summary(label: string, r: LoadReport, rss?: { before: number; after: number }): string {
  const l = r.result.latency;
  const parts = [
    `${label}: ${r.result.requests.total} requests in ${r.result.duration.toFixed(1)} s (${Math.round(r.result.requests.average)}/s)`,
    `latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms`,
    `errors ${r.result.errors}, timeouts ${r.result.timeouts}, non-2xx ${r.result.non2xx}, writes acknowledged ${r.writesAcked.length}`,
  ];
  if (rss)
    parts.push(
      `RSS ${Math.round(rss.before / 1024)} MB → ${Math.round(rss.after / 1024)} MB (${(((rss.after - rss.before) / rss.before) * 100).toFixed(1)} %)`,
    );
  return parts.join("; ");
}

export { rssKb };
