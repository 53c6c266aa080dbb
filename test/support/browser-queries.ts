/**
 * For the browser's query modules' unit tests (happy-dom): the server's answer or a lost
 * connection as `fetch`, a query's queryFn run by hand, and a signed-in user per test.
 * Pair with the in-memory idb-keyval (idb-keyval-memory.ts), mocked in the test file itself.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, vi } from "vitest";
import { clearMemoryStores } from "./idb-keyval-memory.js";

/** Every request answers 200 with `body`. */
export function answer(body: unknown, headers: Record<string, string> = {}): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers })),
  );
}

/** Every request fails as fetch does without a connection. */
export function offline(): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  );
}

/** Runs a query's queryFn as TanStack Query would, with `client` as its cache. */
export const runQuery = <T>(opts: { queryFn?: unknown }, client = new QueryClient()) =>
  (opts.queryFn as (ctx: unknown) => Promise<T>)({ signal: new AbortController().signal, client, queryKey: [], meta: undefined });

/** Each test runs signed in as `username`, with empty stores and no stubs left from the last. */
export function signedInEachTest(username: string): void {
  beforeEach(() => {
    localStorage.setItem("username", username);
  });
  afterEach(() => {
    clearMemoryStores();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.stubGlobal("indexedDB", {});
  });
}
