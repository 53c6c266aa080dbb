/**
 * Webhook deliveries made by real server processes (issue 32): a delivery that failed survives a
 * restart and is retried by the next process with the same delivery id (both engines); two server
 * processes on one PostgreSQL make each delivery once. The receiver is https on loopback with a
 * throwaway certificate the children trust (NODE_EXTRA_CA_CERTS). Nothing here waits for a time:
 * each step waits for what the receiver or the log shows.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open.js";
import { apiClient } from "../support/client.js";
import { type ServerProcess, freePort, spawnServer, waitHealthy } from "../support/process.js";
import { ENGINES, createPostgresDatabase } from "../support/server.js";
import { expectedSignature, webhookReceiver } from "../support/webhook-receiver.js";

const receiver = await webhookReceiver();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await receiver.close();
});

async function stop(p: ServerProcess) {
  if (p.child.exitCode === null) p.child.kill("SIGTERM");
  await p.exited;
}

/** A fresh database for the engine: env for the server processes. */
async function databaseEnv(engine: string): Promise<Record<string, string>> {
  if (engine === "postgres") {
    const pgDb = await createPostgresDatabase();
    cleanups.push(() => pgDb.drop());
    return { DATABASE_URL: pgDb.url };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-webhooks-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

async function start(env: Record<string, string>) {
  const p = spawnServer(
    { ...env, OUTBOUND_ALLOWLIST: receiver.origin, NODE_EXTRA_CA_CERTS: receiver.certFile, WEBHOOK_TICK_MS: "50" },
    await freePort(),
  );
  cleanups.push(() => stop(p));
  await waitHealthy(p, 40_000);
  return p;
}

/**
 * Makes a pending delivery due now, straight in the database while no server runs: the retry
 * waits for no clock, and the first process, whose retry was not yet due, could not make it.
 */
async function dueNow(env: Record<string, string>, deliveryId: string) {
  const db = openDatabase({ dataDir: env.DATA_DIR ?? "", databaseUrl: env.DATABASE_URL });
  try {
    const done = await db.db
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: new Date().toISOString() })
      .where("id", "=", deliveryId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    expect(done.numUpdatedRows).toBe(1n);
  } finally {
    await db.close();
  }
}

/** Polls until `ok` holds (each check is one request); fails the test's own timeout otherwise. */
async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(ENGINES)("webhook deliveries across processes (%s)", (engine) => {
  it("keeps a failed delivery through a restart: the next process retries it with the same id", async () => {
    // The first retry 15 s after: the first process stops before it is due, even on a loaded
    // machine; dueNow() then brings it forward for the next process.
    const env = { ...(await databaseEnv(engine)), WEBHOOK_RETRY_SCALE: "0.25" };
    const first = await start(env);
    const api = apiClient(first.url);
    const u = await api.newUser("whrestart");
    const hook = await api.call<any>("POST", "/api/webhooks", {
      token: u.token,
      body: { url: `${receiver.origin}/restart-${engine}`, events: ["goal.created"] },
    });
    expect(hook.status).toBe(201);
    const got = () => receiver.received.filter((r) => r.path === `/restart-${engine}`);
    receiver.answers.push(503);
    await api.newGoal(u.token, { title: "Across a restart" });
    const log = (a: ReturnType<typeof apiClient>) => async () =>
      (await a.call<any[]>("GET", `/api/webhooks/${hook.body.id}/deliveries`, { token: u.token })).body;
    const [failed] = await waitFor(log(api), (l) => l[0]?.attempts === 1);
    expect(failed).toMatchObject({ status: "pending", status_code: 503, attempts: 1 });
    await stop(first);
    expect(got()).toHaveLength(1);
    await dueNow(env, failed.id);

    const second = await start(env);
    const [delivered] = await waitFor(log(apiClient(second.url)), (l) => l[0]?.status !== "pending");
    expect(delivered).toMatchObject({ id: failed.id, status: "delivered", status_code: 200, attempts: 2 });
    expect(got().map((r) => r.delivery)).toEqual([failed.id, failed.id]);
    expect(got()[1]!.body).toBe(got()[0]!.body);
    expect(got()[1]!.signature).toBe(expectedSignature(hook.body.secret, got()[1]!.body));
    await stop(second);
  }, 120_000);
});

describe.skipIf(!ENGINES.includes("postgres"))("two server processes on one PostgreSQL", () => {
  it("make each delivery once", async () => {
    const env = await databaseEnv("postgres");
    const a = await start(env);
    const b = await start(env);
    const onA = apiClient(a.url);
    const onB = apiClient(b.url);
    const users = await Promise.all([onA.newUser("whtwo"), onB.newUser("whtwo"), onA.newUser("whtwo")]);
    const count = 30;
    for (const u of users) {
      const made = await onA.call("POST", "/api/webhooks", {
        token: u.token,
        body: { url: `${receiver.origin}/two-${u.username}`, events: ["checkin.created"] },
      });
      expect(made.status).toBe(201);
    }
    const goals = await Promise.all(users.map((u) => onB.newGoal(u.token)));
    // Check-ins through both servers, so both hold deliveries due while both dispatch.
    for (let i = 0; i < count; i++) {
      await Promise.all(
        users.map((u, k) =>
          (i % 2 ? onA : onB).call("POST", "/api/journal", { token: u.token, body: { goal_id: goals[k]!.id, note: `#${i}`, progress: i } }),
        ),
      );
    }
    const mine = () => receiver.received.filter((r) => r.path.startsWith("/two-"));
    await receiver.until(receiver.received.length - mine().length + count * users.length);
    const pending = async () => {
      let open = 0;
      for (const u of users) {
        const hooks = (await onA.call<any[]>("GET", "/api/webhooks", { token: u.token })).body;
        const l = (await onA.call<any[]>("GET", `/api/webhooks/${hooks[0].id}/deliveries`, { token: u.token })).body;
        open += l.filter((d) => d.status !== "delivered").length;
      }
      return open;
    };
    await waitFor(pending, (n) => n === 0);
    const ids = mine().map((r) => r.delivery);
    expect(ids).toHaveLength(count * users.length);
    expect(new Set(ids).size).toBe(count * users.length);
    await Promise.all([stop(a), stop(b)]);
  }, 120_000);
});
