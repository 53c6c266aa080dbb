/**
 * The typed client of the product's own API. Each call is named by its endpoint in the contract
 * (core/api-contract.ts), from which its params, query, body and answer types come: the server
 * validates requests with the same zod schemas, and the one place JSON gets a type is `answerOf`
 * below. The contract is imported as types only: no zod in the browser.
 * Features build their queries on these calls.
 */
import type { AnswerOf, Endpoint, RepresentedOf, RequestOf } from "../../core/api-contract.js";
import type { HabitFields } from "../../core/habit-field-rules.js";
import { newIdempotencyKey } from "./idempotency-key.js";
import { getToken } from "./session.js";

export type { AnswerOf, BodyOf, Endpoint } from "../../core/api-contract.js";

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

/** The server's own words for a failure when it sent them, else the screen's fallback. */
export const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback);

let onUnauthorized: (() => void) | undefined;
/** Called when a signed-in call is refused (expired or revoked token). */
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

interface CallOptions {
  body?: unknown;
  auth?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /**
   * Sent as `Idempotency-Key`: the request is then safe to repeat, and is repeated with the same
   * key when the network fails, the server is briefly unavailable (503) or its twin is still
   * being written (409 with Retry-After).
   */
  idempotencyKey?: string | undefined;
  /** Sent as `Prefer: return=representation` (RFC 7240): the changed resource instead of a 204. */
  representation?: boolean | undefined;
}

/** A call of `endpoint`: the contract's arguments and the transport's options. */
export type RequestArgs<E extends Endpoint> = RequestOf<E> & Omit<CallOptions, "body">;
type ArgsTuple<E extends Endpoint> = object extends RequestArgs<E> ? [args?: RequestArgs<E>] : [args: RequestArgs<E>];

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

/** The request headers of every call, fetch or XMLHttpRequest: JSON, and the token unless `auth` is false. */
export function apiHeaders(auth: boolean | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  const token = auth !== false && getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

/** A refused call as an ApiError carrying the server's `error` text; a signed-in 401 calls the handler. */
export function apiError(status: number, statusText: string, text: string, auth?: boolean): ApiError {
  const json = parseJson(text) as { error?: unknown } | null | undefined;
  const serverMessage = typeof json?.error === "string" ? json.error : undefined;
  if (status === 401 && auth !== false && getToken()) onUnauthorized?.();
  return new ApiError(status, serverMessage ?? `${status} ${statusText}`.trim(), serverMessage);
}

/**
 * The transport boundary: a successful answer's text as the contract's answer of `endpoint`, not
 * checked here. Nothing checks it at run time either (some answers skip the server's serializer
 * for speed): the integration suite parses every successful answer it sees, on both engines, with
 * that schema (test/support/answer-check.ts).
 */
export function answerOf<E extends Endpoint>(_endpoint: E, text: string): AnswerOf<E> {
  return parseJson(text) as AnswerOf<E>;
}

/** The method and /api-relative URL of a call: `{name}` filled from params, the query appended. */
export function urlOf(endpoint: Endpoint, args: { params?: unknown; query?: unknown } = {}): [method: string, path: string] {
  const [method = "GET", template = ""] = endpoint.split(" ");
  const params: Record<string, unknown> = Object(args.params);
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(Object(args.query))) if (v !== undefined) qs.set(k, String(v));
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return [method, qs.size ? `${path}?${qs}` : path];
}

async function transport(method: string, path: string, opts: CallOptions): Promise<{ text: string; headers: Headers }> {
  const headers = apiHeaders(opts.auth);
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.idempotencyKey) headers["idempotency-key"] = opts.idempotencyKey;
  if (opts.representation) headers.prefer = "return=representation";
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
  if (!res.ok) throw apiError(res.status, res.statusText, text, opts.auth);
  return { text, headers: res.headers };
}

/**
 * Calls an endpoint of the contract that can answer the resource it changed, asking for it with
 * `Prefer: return=representation`: the typed answer is the entry's `represented` one.
 */
export async function requestRepresented<E extends Endpoint>(endpoint: E, ...[args]: ArgsTuple<E>): Promise<RepresentedOf<E>> {
  const opts: CallOptions & { params?: unknown; query?: unknown } = { ...args, representation: true };
  const { text } = await transport(...urlOf(endpoint, opts), opts);
  // The same boundary as answerOf: the integration suite checks these answers by their status.
  return parseJson(text) as RepresentedOf<E>;
}

/**
 * Calls an endpoint of the contract: `request("PATCH /goals/{id}", { params: { id }, body })`.
 * Answers the typed answer and the response headers (`X-Next-Cursor` for paged lists).
 */
export async function request<E extends Endpoint>(endpoint: E, ...[args]: ArgsTuple<E>): Promise<{ data: AnswerOf<E>; headers: Headers }> {
  const opts: CallOptions & { params?: unknown; query?: unknown } = args ?? {};
  const { text, headers } = await transport(...urlOf(endpoint, opts), opts);
  return { data: answerOf(endpoint, text), headers };
}

const data = async <T>(p: Promise<{ data: T }>): Promise<T> => (await p).data;

export interface GoalInput extends Partial<HabitFields> {
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
function mirrorLikes(goals: readonly { liked?: boolean | undefined }[]): void {
  if (!goals.some((g) => typeof g.liked === "boolean")) return;
  void import("./device-store.js").then(({ deviceStore }) => deviceStore.mirrorServerLikes(goals));
}

export const api = {
  logout: () => data(request("POST /auth/logout")),

  // The goal list, goal creation and journal writes (lib/goals-api.ts) are loaded by the pages that use them.

  listPublic: async (params: Record<string, string | number | undefined>, signal?: AbortSignal) => {
    const query: Record<string, string | number | undefined> = {};
    for (const [k, v] of Object.entries(params)) if (v !== "") query[k] = v;
    // With the token (when signed in) each goal says whether this user likes it; pv_likes
    // mirrors that (issue 15 item 15). Anonymous visitors send none and keep their device's.
    const { data: items, headers } = await request("GET /goals/public", { query, signal });
    if (!Array.isArray(items)) throw new ApiError(200, "Invalid response format: expected array");
    mirrorLikes(items);
    return { items, nextCursor: headers.get("x-next-cursor") ?? undefined };
  },
  /** `journal: "all"`: the whole journal; otherwise its latest entries (the page's first view). */
  getPublic: async (username: string, slug: string, signal?: AbortSignal, journal?: "all") => {
    const goal = await data(request("GET /goals/public/{username}/{slug}", { params: { username, slug }, query: { journal }, signal }));
    mirrorLikes([goal]);
    return goal;
  },
  like: (username: string, slug: string, like: boolean) =>
    data(request("POST /likes/{username}/{slug}", { params: { username, slug }, body: { like }, idempotencyKey: newIdempotencyKey() })),
};
