/**
 * `npm run user -- add NAME` and `npm run user -- reset NAME` from the shell: the links they print
 * set the account's password through the same POST /api/auth/reset as the admin page's links.
 * The reset is for an admin locked out of a server that sends no e-mail (no one else can make a
 * link for them). The commands run as the launcher runs them, in a process of their own, with
 * the server stopped (the embedded database's lock).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { serverEntry } from "../support/process.js";
import { ENGINES, createPostgresDatabase, startTestServer } from "../support/server.js";
import { expectError } from "./helpers.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

function userCommand(env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [...serverEntry("server/cli/ops"), "user", ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

const tokenIn = (out: string) => {
  const url = out.match(/https:\/\/goals\.example\.org\/reset-password\?token=\S+/)?.[0];
  expect(url, out).toBeDefined();
  return new URL(url!).searchParams.get("token")!;
};

describe.each(ENGINES)("npm run user (%s)", (engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(
    "reset prints a one-time link that sets an existing account's password; an unknown name is refused",
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-cli-user-"));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const pgDb = engine === "postgres" ? await createPostgresDatabase() : undefined;
      if (pgDb) cleanups.push(() => pgDb.drop());
      const env = { DATA_DIR: dataDir, PUBLIC_URL: "https://goals.example.org", ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };

      const added = await userCommand(env, ["add", "locked-out"]);
      expect(added.code, added.out).toBe(0);
      expect(added.out).toContain('Created the admin account "locked-out".');
      const reset = await userCommand(env, ["reset", "Locked-Out"]);
      expect(reset.code, reset.out).toBe(0);
      expect(reset.out).toContain('The password of "locked-out" is set at this link');
      const token = tokenIn(reset.out);
      const unknown = await userCommand(env, ["reset", "nobody-here"]);
      expect(unknown.code).toBe(1);
      expect(unknown.out).toContain("Error: User not found");
      const usage = await userCommand(env, ["remove", "locked-out"]);
      expect(usage.code).toBe(1);
      expect(usage.out).toContain("npm run user -- reset NAME");

      const server = await startTestServer(engine, { env });
      cleanups.push(() => server.close());
      const api = apiClient(server.url);
      expect((await api.call("POST", "/api/auth/reset", { body: { token, newPassword: "back-in-again-1" } })).status).toBe(204);
      expectError(await api.call("POST", "/api/auth/reset", { body: { token, newPassword: "and-again-2" } }), 400);
      const login = await api.call("POST", "/api/auth/login", { body: { username: "locked-out", password: "back-in-again-1" } });
      expect(login.status).toBe(200);
      const events = await api.call("GET", "/api/admin/events", { token: login.body.token });
      expect(events.status).toBe(200);
      expect(events.body.events).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: "reset_link_created", username: "locked-out", actor: null })]),
      );
    },
  );
});
