/** What the HTTP app is built from; tests pass their own clock, ids and limits. */
import type { Config } from "./config.js";
import type { Counter } from "./auth/rate-limit.js";
import type { Db } from "./db/open.js";

export interface AppDeps {
  config: Config;
  db: Db;
  now: () => Date;
  newId: () => string;
  counters: {
    loginFailuresByUser: Counter;
    loginFailuresByIp: Counter;
    signupsByIp: Counter;
  };
  /** Directory of the built SPA; absent in API-only tests. */
  webDir?: string | undefined;
}

export interface CurrentUser {
  id: string;
  username: string;
}
