/**
 * Issue 9 §4 — crash safety, on the real server process over each engine.
 *
 * SIGKILL in the middle of a storm of concurrent journal writes and deletes: after a restart
 * every write that was acknowledged (2xx) is there exactly as acknowledged, every acknowledged
 * delete is gone, nothing appears that was never sent, and the tables are consistent (no
 * orphans; each goal's progress, count and last note match its journal).
 *
 * SIGTERM with requests in flight: every one of them is answered 2xx (none reset), the process
 * exits 0, and the same checks hold after a restart.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { type ChildSite, childSite } from "./support/child.js";
import { slowRequest } from "./support/slow-request.js";
import { Storm, type Writer, expectAcknowledgedState, expectConsistent, seedWriters } from "./support/storm.js";

describe.each(ENGINES)("crash safety (%s)", (engine) => {
  let site: ChildSite | undefined;
  afterEach(async () => {
    await site?.destroy();
    site = undefined;
  });

  it("SIGKILL mid-stream loses no acknowledged write and leaves consistent data", async () => {
    site = await childSite(engine);
    const first = await site.start();
    const writers = await seedWriters(first, 4, 3);
    const storm = new Storm(first, writers, 24);
    await storm.waitForAcked(150);
    first.proc.child.kill("SIGKILL");
    await first.proc.exited;
    await storm.stop();
    // Requests were in flight when the process died.
    expect(storm.networkErrors.length).toBeGreaterThan(0);

    const second = await site.start();
    await expectAcknowledgedState(second, writers, storm);
    // The restarted server takes new writes at once.
    const res = await second.api.call("POST", "/api/journal", {
      token: writers[0]?.token,
      body: { goal_id: writers[0]?.goals[0], note: "after", progress: 1 },
    });
    expect(res.status).toBe(201);
    second.proc.child.kill("SIGTERM");
    expect(await second.proc.exited).toBe(0);
    await expectConsistent(site);
  }, 120_000);

  it("SIGTERM answers every request in flight, exits 0, and keeps every acknowledged write", async () => {
    site = await childSite(engine);
    const first = await site.start({ LOG_LEVEL: "info" });
    const writers = await seedWriters(first, 3, 2);
    const writer = writers[0] as Writer;

    // Requests the server is in the middle of receiving when the signal comes.
    const slow = Array.from({ length: 8 }, (_, i) => {
      const body = JSON.stringify({ goal_id: writer.goals[0], note: `slow-${i}`, progress: 50 + i });
      const req = slowRequest(first.url, "POST", "/api/journal", {
        contentLength: Buffer.byteLength(body),
        headers: { authorization: `Bearer ${writer.token}` },
      });
      return { req, body, half: Math.floor(body.length / 2) };
    });
    await Promise.all(slow.map((s) => s.req.sent));
    for (const s of slow) s.req.write(s.body.slice(0, s.half));
    const storm = new Storm(first, writers, 12);
    await storm.waitForAcked(60);
    await new Promise((r) => setTimeout(r, 300)); // the slow requests' headers are surely parsed by now

    first.proc.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    const answers = await Promise.all(slow.map((s) => s.req.finish(s.body.slice(s.half))));
    expect(answers.map((a) => a.status)).toEqual(slow.map(() => 201));
    await storm.stop();
    // Promptly: keep-alive connections do not hold the exit up until their timeout (main.ts
    // exits 1 when shutdown takes over 10 s; a wall-clock bound here only measured the machine).
    expect(await first.proc.exited).toBe(0);
    // Every storm request answered was a 201 or a clean 503.
    for (const key of storm.statuses.keys()) expect(key).toMatch(/ (201|204|503)$/);
    // The server answered every request it received, before and after the signal. (A client
    // can still see a reset when it reuses an idle keep-alive connection just as the server
    // closes it: that request never reached the server, which the log shows.)
    const lines = first.proc
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { reqId?: string; msg: string; res?: { statusCode: number } });
    const received = new Set(lines.filter((l) => l.msg === "incoming request").map((l) => l.reqId));
    const answered = new Map(lines.filter((l) => l.msg === "request completed").map((l) => [l.reqId, l.res?.statusCode]));
    expect(received.size).toBeGreaterThan(60);
    expect(
      [...received].filter((id) => !answered.has(id)),
      "requests received but never answered",
    ).toEqual([]);
    expect([...answered.values()].filter((s) => s !== undefined && s >= 500 && s !== 503)).toEqual([]);

    const second = await site.start();
    for (const [i, a] of answers.entries()) {
      const entry = JSON.parse(a.body) as { id: string };
      storm.acked.set(entry.id, { id: entry.id, goal_id: writer.goals[0] as string, note: `slow-${i}`, progress: 50 + i });
      storm.sentNotes.add(`slow-${i}`);
    }
    await expectAcknowledgedState(second, writers, storm);
    second.proc.child.kill("SIGTERM");
    expect(await second.proc.exited).toBe(0);
    await expectConsistent(site);
  }, 120_000);
});
