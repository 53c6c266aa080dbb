/** The typed client of the product's own API. Features build their queries on these calls. */
import type { AnalyticsSummary } from "../../core/analytics/types.js";
import type { Goal, JournalEntry, PublicGoalDetail, PublicGoalSummary } from "../../core/schemas.js";
import { newIdempotencyKey } from "./idempotency-key.js";
import { getToken } from "./session.js";
import { browserTimeZone } from "./time-zone.js";

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's `error` text, when it sent one. */
  readonly serverMessage: string | undefined;
  constructor(status: number, message: string, serverMessage?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

let onUnauthorized: (() => void) | undefined;
/** Called when a signed-in call is refused (expired or revoked token). */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

interface CallOptions {
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal | undefined;
  /**
   * Sent as `Idempotency-Key`: the request is then safe to repeat, and is repeated with the same
   * key when the network fails, the server is briefly unavailable (503) or its twin is still
   * being written (409 with Retry-After).
   */
  idempotencyKey?: string | undefined;
}

/** Waits before each repeat of a keyed request (ms); a fourth failure is reported. */
const KEYED_RETRY_DELAYS = [500, 1500, 4000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelay(res: Response | undefined, attempt: number): number | undefined {
  const fallback = KEYED_RETRY_DELAYS[attempt];
  if (fallback === undefined) return undefined;
  if (res === undefined) return fallback; // no answer at all
  if (res.status !== 503 && !(res.status === 409 && res.headers.has("retry-after"))) return undefined;
  const seconds = Number(res.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 10_000) : fallback;
}

export async function apiCall<T>(method: string, path: string, opts: CallOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (opts.auth !== false) {
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.idempotencyKey) headers["idempotency-key"] = opts.idempotencyKey;
  const send = () =>
    fetch(`/api${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      cache: "no-store",
      signal: opts.signal,
    });
  let res: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await send();
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") throw err;
      res = undefined;
    }
    const delay = opts.idempotencyKey ? retryDelay(res, attempt) : undefined;
    if (delay === undefined) break;
    await sleep(delay);
  }
  if (!res) throw new ApiError(0, "Error connecting to server");
  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!res.ok) {
    const serverMessage =
      json && typeof json === "object" && typeof (json as { error?: unknown }).error === "string"
        ? (json as { error: string }).error
        : undefined;
    if (res.status === 401 && opts.auth !== false && getToken()) onUnauthorized?.();
    throw new ApiError(res.status, serverMessage ?? `${res.status} ${res.statusText}`.trim(), serverMessage);
  }
  return { data: json as T, headers: res.headers };
}

async function data<T>(p: Promise<{ data: T }>): Promise<T> {
  return (await p).data;
}

export interface GoalInput {
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
}

/**
 * pv_likes mirrors what the server says the signed-in reader likes (issue 15 item 15). Only a
 * signed-in answer carries `liked`; the device store is loaded then, not with every first load.
 */
function mirrorLikes(goals: readonly unknown[]): void {
  if (!goals.some((g) => typeof (g as { liked?: unknown } | null)?.liked === "boolean")) return;
  void import("./device-store.js").then(({ deviceStore }) => deviceStore.mirrorServerLikes(goals));
}

export const api = {
  signup: (body: { username: string; password: string; why: string }) =>
    data(apiCall<{ token: string; username: string }>("POST", "/auth/signup", { body, auth: false })),
  login: (body: { username: string; password: string }) =>
    data(apiCall<{ token: string; username: string }>("POST", "/auth/login", { body, auth: false })),
  logout: () => data(apiCall<null>("POST", "/auth/logout")),

  /** Facts in the browser's zone, beside each goal's latest entry (decision 020). */
  listGoals: async (signal?: AbortSignal) => {
    const goals = await data(apiCall<unknown>("GET", `/goals?tz=${encodeURIComponent(browserTimeZone())}`, { signal }));
    if (!Array.isArray(goals)) throw new ApiError(200, "Unable to fetch goals");
    return (goals as Goal[]).map((g) => ({ ...g, journal: g.journal ?? [] }));
  },
  /** Creates send an Idempotency-Key: one per intent (lib/idempotency-key.ts), a fresh one by default. */
  createGoal: (body: GoalInput, idempotencyKey = newIdempotencyKey()) =>
    data(apiCall<Goal>("POST", "/goals", { body, idempotencyKey })),
  updateGoal: (id: string, body: Partial<GoalInput> & { public?: boolean; slug?: string | null }) =>
    data(apiCall<Goal>("PATCH", `/goals/${encodeURIComponent(id)}`, { body })),
  setVisibility: (id: string, body: { public: boolean; slug: string | null }) =>
    data(apiCall<Goal>("PATCH", `/goals/${encodeURIComponent(id)}/public`, { body })),
  deleteGoal: (id: string) => data(apiCall<null>("DELETE", `/goals/${encodeURIComponent(id)}`)),

  /** The analytics panel's summary over whole journals, in the browser's zone (GET /api/analytics). */
  analytics: (goalIds: readonly string[], signal?: AbortSignal) =>
    data(
      apiCall<AnalyticsSummary>(
        "GET",
        `/analytics?${new URLSearchParams({ tz: browserTimeZone(), goals: goalIds.join(",") })}`,
        { signal },
      ),
    ),

  addEntry: (body: { goal_id: string; note: string; progress: number; created_at?: string }, idempotencyKey = newIdempotencyKey()) =>
    data(apiCall<JournalEntry>("POST", "/journal", { body, idempotencyKey })),
  /** A page of entries, newest first, and the next page's cursor (absent on the last page). */
  listEntries: async (f: { goalId?: string | undefined; limit: number; cursor?: string | undefined }, signal?: AbortSignal) => {
    const qs = new URLSearchParams({ limit: String(f.limit) });
    if (f.goalId) qs.set("goal_id", f.goalId);
    if (f.cursor) qs.set("cursor", f.cursor);
    const { data: items, headers } = await apiCall<JournalEntry[]>("GET", `/journal?${qs}`, { signal });
    return { items, nextCursor: headers.get("x-next-cursor") ?? undefined };
  },
  deleteEntry: (id: string) => data(apiCall<null>("DELETE", `/journal/${encodeURIComponent(id)}`)),

  listPublic: async (params: Record<string, string | number | undefined>, signal?: AbortSignal) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") qs.set(k, String(v));
    // With the token (when signed in) each goal says whether this user likes it; pv_likes
    // mirrors that (issue 15 item 15). Anonymous visitors send none and keep their device's.
    const { data: items, headers } = await apiCall<unknown>("GET", `/goals/public${qs.size ? `?${qs}` : ""}`, {
      signal,
    });
    if (!Array.isArray(items)) throw new ApiError(200, "Invalid response format: expected array");
    mirrorLikes(items);
    return { items: items as PublicGoalSummary[], nextCursor: headers.get("x-next-cursor") ?? undefined };
  },
  /** `journal: "all"`: the whole journal; otherwise its latest entries (the page's first view). */
  getPublic: async (username: string, slug: string, signal?: AbortSignal, journal?: "all") => {
    const goal = await data(
      apiCall<PublicGoalDetail>("GET", `/goals/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}${journal ? "?journal=all" : ""}`, {
        signal,
      }),
    );
    mirrorLikes([goal]);
    return goal;
  },
  like: (username: string, slug: string, like: boolean) =>
    data(
      apiCall<{ likes: number; liked: boolean }>(
        "POST",
        `/likes/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`,
        { body: { like }, idempotencyKey: newIdempotencyKey() },
      ),
    ),

  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    data(apiCall<null>("PUT", "/settings/password", { body })),
  deleteAccount: () => data(apiCall<null>("DELETE", "/settings")),
};
