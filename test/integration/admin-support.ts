/** Shared bits of the admin tests (issue 31): a server whose first account is its admin, and a clock to move. */
import { beforeAll } from "vitest";
import type { EngineName } from "../support/server.js";
import { type Harness, useServer } from "./helpers.js";

export interface AdminHarness extends Harness {
  admin: { username: string; password: string; token: string };
  /** Moves the server's clock forward (invitations and links expire by it). */
  advance(ms: number): void;
}

export function useAdminServer(engine: EngineName, env: Record<string, string> = {}): AdminHarness {
  let offset = 0;
  const h = useServer(engine, {
    // Read when the server starts: a test may fill `env` in an earlier beforeAll (the OpenID provider's address).
    get env() {
      return { SIGNUPS_PER_IP_PER_HOUR: "1000", ...env };
    },
    overrides: { now: () => new Date(Date.now() + offset) },
  }) as AdminHarness;
  h.advance = (ms) => {
    offset += ms;
  };
  beforeAll(async () => {
    // The first account of the server: its admin, whatever SIGNUP_MODE says.
    h.admin = await h.api.newUser("boss");
  });
  return h;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
