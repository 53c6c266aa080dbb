/** Wires config and database into AppDeps for main.ts and the tests. */
import { v7 as uuidv7 } from "uuid";
import { memoryCounter } from "./auth/rate-limit.js";
import type { Config } from "./config.js";
import type { Db } from "./db/open.js";
import type { AppDeps } from "./deps.js";

export function makeDeps(config: Config, db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  const windowMs = config.limits.loginWindowMs;
  return {
    config,
    db,
    now: () => new Date(),
    // Time-ordered ids: a journal's insertion order is also its id order, which breaks
    // created_at ties the same way everywhere.
    newId: () => uuidv7(),
    counters: {
      loginFailuresByUser: memoryCounter(windowMs),
      loginFailuresByIp: memoryCounter(windowMs),
      signupsByIp: memoryCounter(60 * 60 * 1000),
    },
    ...overrides,
  };
}
