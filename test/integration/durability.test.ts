/**
 * The embedded database keeps every acknowledged write across a restart and a kill -9, and
 * a second server cannot open the same data directory.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { freePort, spawnServer, waitHealthy } from "../support/process.js";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-durable-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("embedded database durability", () => {
  let token = "";
  let goalId = "";
  const written: string[] = [];

  it("keeps acknowledged writes after SIGKILL and takes over the stale lock", async () => {
    const first = spawnServer({ DATA_DIR: dataDir }, await freePort());
    await waitHealthy(first);
    const api = apiClient(first.url);
    ({ token } = await api.newUser("durable"));
    goalId = (await api.newGoal(token, { title: "Survive a crash" })).id;
    for (let i = 1; i <= 20; i++) {
      const res = await api.call("POST", "/api/journal", {
        token,
        body: { goal_id: goalId, note: `entry ${i}`, progress: i * 5 },
      });
      expect(res.status).toBe(201);
      written.push(res.body.id);
    }
    expect(fs.existsSync(path.join(dataDir, "progressvault.lock"))).toBe(true);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = spawnServer({ DATA_DIR: dataDir }, await freePort());
    await waitHealthy(second);
    const api2 = apiClient(second.url);
    const goals = await api2.call<any[]>("GET", "/api/goals", { token });
    expect(goals.status).toBe(200);
    expect(goals.body).toHaveLength(1);
    expect(goals.body[0].progress).toBe(100);
    // The list sends the latest entries only (decision 020): the whole journal is the goal's own answer.
    const goal = await api2.call<any>("GET", `/api/goals/${goalId}`, { token });
    expect(goal.body.journal.map((e: { id: string }) => e.id)).toEqual(written);

    // A second server on the same directory refuses to start, with a clear message.
    const intruder = spawnServer({ DATA_DIR: dataDir }, await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain("Another ProgressVault server");

    // SIGTERM: a clean exit that releases the lock.
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "progressvault.lock"))).toBe(false);

    const third = spawnServer({ DATA_DIR: dataDir }, await freePort());
    await waitHealthy(third);
    const after = await apiClient(third.url).call<any>("GET", `/api/goals/${goalId}`, { token });
    expect(after.body.journal).toHaveLength(20);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  }, 60_000);

  it("refuses to start with an invalid environment, naming the variable", async () => {
    const bad = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: "mysql://nope" }, await freePort());
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("DATABASE_URL");
  }, 30_000);
});
