/**
 * A storm of concurrent journal writes and deletes against a server process, and the checks
 * run after a crash or a shutdown: every acknowledged write is there as acknowledged, every
 * acknowledged delete is gone, nothing appears that nobody sent, and the tables are consistent.
 */
import { expect } from "vitest";
import type { ChildServer, ChildSite } from "./child.js";
import { consistencyProblems } from "./consistency.js";

export interface Writer {
  token: string;
  goals: string[];
}
export interface Acked {
  id: string;
  goal_id: string;
  note: string;
  progress: number;
}

/** Concurrent journal writes (and some deletes of earlier ones) until stopped or the server dies. */
export class Storm {
  acked = new Map<string, Acked>();
  deleted = new Set<string>();
  /** Acknowledged entries whose delete was sent but never answered: either state is right. */
  uncertain = new Set<string>();
  sentNotes = new Set<string>();
  statuses = new Map<string, number>();
  networkErrors: string[] = [];
  private running = true;
  /** Notes are unique across storms, so several can run against one account over time. */
  private readonly prefix = `s${Math.random().toString(36).slice(2, 7)}-`;
  private done: Promise<void>;

  constructor(
    private readonly server: ChildServer,
    private readonly writers: Writer[],
    concurrency: number,
  ) {
    this.done = Promise.all(Array.from({ length: concurrency }, (_, w) => this.worker(w))).then(() => undefined);
  }

  private count(key: string) {
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  private async worker(w: number) {
    const writer = this.writers[w % this.writers.length] as Writer;
    const mine: string[] = [];
    for (let i = 0; this.running; i++) {
      try {
        if (i % 7 === 6 && mine.length > 0) {
          const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0] as string;
          this.uncertain.add(id);
          const res = await this.server.api.call("DELETE", `/api/journal/${id}`, { token: writer.token });
          this.uncertain.delete(id);
          this.count(`DELETE ${res.status}`);
          if (res.status === 204) {
            this.deleted.add(id);
            this.acked.delete(id);
          } else if (res.status !== 503) throw new Error(`delete answered ${res.status} ${res.text}`);
          else break;
          continue;
        }
        const goal = writer.goals[i % writer.goals.length] as string;
        const note = `${this.prefix}w${w}-${i}`;
        const progress = Math.floor(Math.random() * 101);
        this.sentNotes.add(note);
        const res = await this.server.api.call("POST", "/api/journal", { token: writer.token, body: { goal_id: goal, note, progress } });
        this.count(`POST ${res.status}`);
        if (res.status === 201) {
          this.acked.set(res.body.id, { id: res.body.id, goal_id: goal, note, progress });
          mine.push(res.body.id);
        } else if (res.status === 503)
          break; // shutting down: refused cleanly, nothing written
        else throw new Error(`write answered ${res.status} ${res.text}`);
      } catch (err) {
        if (err instanceof Error && /answered/.test(err.message)) throw err;
        this.networkErrors.push(String((err as Error & { cause?: Error }).cause?.message ?? err));
        break;
      }
    }
  }

  async waitForAcked(n: number, timeoutMs = 30_000) {
    const start = Date.now();
    while (this.acked.size + this.deleted.size < n) {
      if (Date.now() - start > timeoutMs) throw new Error(`only ${this.acked.size} writes acknowledged in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  stop() {
    this.running = false;
    return this.done;
  }
}

export async function seedWriters(server: ChildServer, users: number, goalsEach: number): Promise<Writer[]> {
  const writers: Writer[] = [];
  for (let u = 0; u < users; u++) {
    const { token } = await server.api.newUser("crash");
    const goals: string[] = [];
    for (let g = 0; g < goalsEach; g++) goals.push((await server.api.newGoal(token, { title: `Goal ${u}.${g}` })).id);
    writers.push({ token, goals });
  }
  return writers;
}

/** After a restart: every acknowledged write as acknowledged, no acknowledged delete, nothing invented. */
export async function expectAcknowledgedState(server: ChildServer, writers: Writer[], storms: Storm | Storm[]) {
  const all = [storms].flat();
  const present = new Map<string, { id: string; goal_id: string; note: string; progress: number }>();
  for (const w of writers) {
    const res = await server.api.call<any[]>("GET", "/api/journal", { token: w.token });
    expect(res.status).toBe(200);
    for (const e of res.body) present.set(e.id, e);
  }
  const uncertain = new Set(all.flatMap((s) => [...s.uncertain]));
  const missing = all
    .flatMap((s) => [...s.acked.values()])
    .filter((a) => {
      if (uncertain.has(a.id)) return false;
      const p = present.get(a.id);
      return !p || p.note !== a.note || p.progress !== a.progress || p.goal_id !== a.goal_id;
    });
  expect(missing, "acknowledged writes missing or changed").toEqual([]);
  const deleted = all.flatMap((s) => [...s.deleted]);
  expect(
    deleted.filter((id) => present.has(id)),
    "acknowledged deletes undone",
  ).toEqual([]);
  const sent = new Set(all.flatMap((s) => [...s.sentNotes]));
  expect(
    [...present.values()].filter((e) => !sent.has(e.note)),
    "entries nobody wrote",
  ).toEqual([]);
}

export async function expectConsistent(site: ChildSite) {
  const db = site.openDb();
  try {
    expect(await consistencyProblems(db.db)).toEqual([]);
  } finally {
    await db.close();
  }
}
