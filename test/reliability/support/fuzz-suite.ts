/**
 * The fuzz suite of issue 9 §2, shared by the normal run (fuzz.test.ts, a few runs per route)
 * and the soak run (fuzz.soak.ts, many). Every route the server registers gets `numRuns`
 * requests of hostile params, query and body on each engine (support/fuzz.ts lists the
 * invariants), and every edge-case text goes through every stored text field. A failure
 * prints fast-check's seed and the shrunk request; FUZZ_SEED replays it.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "../../support/client.js";
import { ENGINES } from "../../support/server.js";
import { snapshotDb } from "./db-snapshot.js";
import { FuzzFixtures, type RouteShape, foldLongRuns, planArb, routeShapes, runPlan } from "./fuzz.js";
import { PROTO_KEYS, SQL, UNICODE, XSS } from "./hostile.js";
import type { RouteInfo } from "./inventory.js";
import { rand, useRig } from "./world.js";

export function defineFuzzSuite(routes: RouteInfo[], numRuns: number) {
  describe.each(ENGINES)("fuzzing every route (%s)", (engine) => {
    const rig = useRig(engine, { web: true });
    const fx = new FuzzFixtures(rig);
    let shapes: Map<string, RouteShape>;

    beforeAll(async () => {
      await fx.setUp();
      shapes = await routeShapes(rig.server.url);
    });

    it("fuzzes the routes this server has", () => {
      expect(rig.routes.map((r) => r.key)).toEqual(routes.map((r) => r.key));
    });

    /** Every edge case in every stored text field: kept exactly (trimmed), or refused whole. */
    it.each([...UNICODE, ...XSS, ...SQL, ...PROTO_KEYS])("text %j is stored exactly or refused whole", async (text) => {
      const api = rig.api;
      const token = fx.refs.token;
      const db = rig.server.deps.db.db;
      const check = async (res: ApiResponse<any>, before: unknown, fields: Record<string, unknown>) => {
        expect(res.status, res.text).toBeLessThan(500);
        if (res.status >= 400) {
          expect(Object.keys(res.body)).toEqual(["error"]);
          expect(await snapshotDb(db)).toEqual(before);
          return false;
        }
        for (const [k, v] of Object.entries(fields)) expect(res.body[k], k).toBe(v);
        return true;
      };
      const trimmed = text.trim();
      let before = await snapshotDb(db);
      const created = await api.call("POST", "/api/goals", {
        token,
        body: { title: `t${text}`, description: text, motivation: text, category: "general", timeframe: "daily" },
      });
      if (await check(created, before, { title: `t${text}`.trim(), description: trimmed, motivation: trimmed })) {
        const id = created.body.id as string;
        expect((await api.call("GET", `/api/goals/${id}`, { token })).body).toMatchObject({
          title: `t${text}`.trim(),
          description: trimmed,
        });
        before = await snapshotDb(db);
        const patched = await api.call("PATCH", `/api/goals/${id}`, { token, body: { title: `p${text}`, motivation: `${text}m` } });
        await check(patched, before, { title: `p${text}`.trim(), motivation: `${text}m`.trim() });
        before = await snapshotDb(db);
        const entry = await api.call("POST", "/api/journal", { token, body: { goal_id: id, note: `n${text}`, progress: 10 } });
        if (await check(entry, before, { note: `n${text}`.trim() })) {
          const stored = (await api.call<any[]>("GET", `/api/journal?goal_id=${id}`, { token })).body;
          expect(stored.map((e) => e.note)).toEqual([`n${text}`.trim()]);
        }
        await api.call("DELETE", `/api/goals/${id}`, { token });
      }
      before = await snapshotDb(db);
      const signup = await api.call("POST", "/api/auth/signup", {
        body: { username: `w_${rand()}`, password: "correct-horse-1", why: text },
      });
      if (await check(signup, before, {})) {
        expect((await api.call("GET", "/api/auth/me", { token: signup.body.token })).body.why).toBe(trimmed);
      }
    });

    it.each(routes.map((r) => [r.key, r] as const))(
      "%s",
      async (_key, route) => {
        const statuses = new Map<number, number>();
        await fc
          .assert(
            fc.asyncProperty(planArb(route, shapes.get(route.key)), async (plan) => {
              const { status } = await runPlan(rig, fx, route, plan);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
            }),
            { numRuns: numRuns, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
          )
          .catch((err: unknown) => {
            throw foldLongRuns(err);
          });
        expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(numRuns);
      },
      Math.max(120_000, numRuns * 2_000),
    );
  });
}
