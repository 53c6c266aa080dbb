/** Shared bits of the integration suite: one server per file, and the error-answer contract. */
import { afterAll, beforeAll, expect } from "vitest";
import { type ApiResponse, apiClient } from "../support/client.js";
import { type EngineName, type TestServer, startTestServer } from "../support/server.js";

export type Api = ReturnType<typeof apiClient>;

export interface Harness {
  server: TestServer;
  api: Api;
}

/**
 * Starts one server for the enclosing describe block (beforeAll) and closes it afterwards.
 * The returned object is filled in before the first test runs.
 */
export function useServer(engine: EngineName, opts: Parameters<typeof startTestServer>[1] = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.server = await startTestServer(engine, opts);
    h.api = apiClient(h.server.url);
  });
  afterAll(async () => {
    await h.server?.close();
  });
  return h;
}

/**
 * Every error leaves the server as JSON {"error": "..."} with a 4xx status: no other keys, no
 * stack trace, no file paths. message: exact text, or a pattern.
 */
export function expectError(res: ApiResponse<any>, status: number, message?: string | RegExp) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { error: expect.any(String) } });
  expect(res.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  expect(Object.keys(res.body as object)).toEqual(["error"]);
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|stack/i);
  if (typeof message === "string") expect(res.body.error).toBe(message);
  else if (message) expect(res.body.error).toMatch(message);
}

/** The users.id of a username, read straight from the database. */
export async function userIdOf(server: TestServer, username: string): Promise<string | undefined> {
  const row = await server.deps.db.db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst();
  return row?.id;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A well-formed id that no row has. */
export const UNKNOWN_ID = "0190f7a2-0000-7000-8000-000000000000";

/**
 * A journal write's answer without the `goal` it carries (decision 044): the entry alone, as the
 * journal lists it. The goal is tested where it is the subject (journal-answers-goal.test.ts).
 */
export function entryOf<T extends { goal?: unknown }>(answer: T): Omit<T, "goal"> {
  const { goal: _goal, ...entry } = answer;
  return entry;
}

/** Adds a journal entry and returns the entry; throws unless 201. */
export async function addEntry(api: Api, token: string, goalId: string, progress: number, note = "check-in", createdAt?: string) {
  const res = await api.call("POST", "/api/journal", {
    token,
    body: { goal_id: goalId, note, progress, ...(createdAt ? { created_at: createdAt } : {}) },
  });
  if (res.status !== 201) throw new Error(`add entry failed: ${res.status} ${res.text}`);
  return entryOf(res.body as { goal: unknown; id: string; goal_id: string; note: string; progress: number; created_at: string });
}

/** Publishes a goal under a slug; throws unless 200. */
export async function publish(api: Api, token: string, goalId: string, slug: string) {
  const res = await api.call("PATCH", `/api/goals/${goalId}/public`, { token, body: { public: true, slug } });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return res.body as { id: string; slug: string; username: string; [k: string]: unknown };
}

/** Makes a published goal private again (it keeps its slug); throws unless 200. */
export async function unpublish(api: Api, token: string, goalId: string) {
  const res = await api.call("PATCH", `/api/goals/${goalId}/public`, { token, body: { public: false } });
  if (res.status !== 200) throw new Error(`unpublish failed: ${res.status} ${res.text}`);
}

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
