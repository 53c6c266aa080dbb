/**
 * Servers for the reliability suite: the real app on a real database (test/support/server.ts),
 * built with its route inventory and, when asked, a stand-in web build so the HTML routes
 * (/, /{username}/{slug}) exist too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { AppDeps } from "../../../src/server/deps.js";
import { apiClient } from "../../support/client.js";
import { type EngineName, type TestServer, startTestServer } from "../../support/server.js";
import { type RouteInfo, withRouteInventory } from "./inventory.js";

export type Api = ReturnType<typeof apiClient>;
export interface User {
  username: string;
  password: string;
  token: string;
}

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>ProgressVault</title>
    <meta name="description" content="Track goals" />
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A directory shaped like dist/web: index.html and one hashed asset. */
export function makeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-rely-web-"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app.js"), "console.log('app');\n");
  return dir;
}

export interface Rig {
  server: TestServer;
  api: Api;
  routes: RouteInfo[];
}

export interface RigOptions {
  env?: Record<string, string>;
  overrides?: Partial<AppDeps>;
  web?: boolean;
}

/** Generous limits: most reliability tests sign many users up from one address. */
export const ROOMY_LIMITS = {
  SIGNUPS_PER_IP_PER_HOUR: "100000",
  LOGIN_MAX_FAILURES_PER_IP: "100000",
  LOGIN_MAX_FAILURES_PER_USER: "100000",
};

async function waitForNoConnections(databaseUrl: string) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = $1", [name]);
      if (Number(rows[0]?.n ?? 0) === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await admin.end();
  }
}

export async function startRig(engine: EngineName, opts: RigOptions = {}): Promise<Rig> {
  const webDir = opts.web ? makeWebDir() : undefined;
  const { result: server, routes } = await withRouteInventory(() =>
    startTestServer(engine, {
      env: { ...ROOMY_LIMITS, ...opts.env },
      overrides: { ...opts.overrides, ...(webDir ? { webDir } : {}) },
    }),
  );
  const close = server.close.bind(server);
  server.close = async () => {
    await server.app.close();
    await server.deps.db.close();
    // pg's pool.end() resolves before its sockets have closed; dropping the database "with
    // (force)" under them makes the closing clients throw. Wait until they are gone.
    if (server.deps.config.databaseUrl) await waitForNoConnections(server.deps.config.databaseUrl);
    await close();
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  };
  return { server, api: apiClient(server.url), routes };
}

/** One rig for the enclosing describe block; the object is filled in before the first test. */
export function useRig(engine: EngineName, opts: RigOptions = {}): Rig {
  const rig = {} as Rig;
  beforeAll(async () => {
    Object.assign(rig, await startRig(engine, opts));
  });
  afterAll(async () => {
    await rig.server?.close();
  });
  return rig;
}

export async function login(api: Api, username: string, password: string): Promise<string> {
  const res = await api.call<{ token: string }>("POST", "/api/auth/login", { body: { username, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.token;
}

export const UNKNOWN_ID = "0190f7a2-0000-7000-8000-000000000000";
export const rand = () => Math.random().toString(36).slice(2, 10);

/** The routes a full server (web build included) registers, without keeping it running. */
export async function listRoutes(): Promise<RouteInfo[]> {
  const rig = await startRig("sqlite", { web: true });
  await rig.server.close();
  return rig.routes;
}
