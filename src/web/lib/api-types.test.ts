/**
 * The client's types come from the contract's schemas (core/api-contract.ts): a wrong body, a
 * missing path parameter or a wrong answer field does not compile. `npm run typecheck` checks
 * this file; each `@ts-expect-error` fails it as soon as the line it guards compiles.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { CoachAnswer } from "../../core/coach/contract.js";
import type { Goal, JournalEntry } from "../../core/schemas.js";
import { type AnswerOf, request } from "./api.js";

/** Never called: these calls are here to be type-checked, not sent. */
async function calls() {
  const entry = (await request("POST /journal", { body: { goal_id: "g", note: "ran", progress: 40 } })).data;
  // The check-in's goal comes with it, as the list shows it (decision 044).
  expectTypeOf(entry).toEqualTypeOf<{ [K in keyof (JournalEntry & { goal: Goal })]: (JournalEntry & { goal: Goal })[K] }>();
  // @ts-expect-error: an entry has no `title`
  void entry.title;

  // @ts-expect-error: progress is a number
  await request("POST /journal", { body: { goal_id: "g", note: "ran", progress: "40" } });
  // @ts-expect-error: the body misses its note
  await request("POST /journal", { body: { goal_id: "g", progress: 40 } });
  // @ts-expect-error: the path's {id} is required
  await request("DELETE /journal/{id}");
  // @ts-expect-error: a pause takes from and to, not start
  await request("POST /goals/{id}/pauses", { params: { id: "g" }, body: { start: "2026-01-01", to: "2026-01-02" } });
  // @ts-expect-error: no such endpoint in the contract
  await request("GET /nothing");
  // @ts-expect-error: this endpoint takes no body
  await request("GET /goals/{id}/pauses", { params: { id: "g" }, body: {} });

  const { data: pauses } = await request("GET /goals/{id}/pauses", { params: { id: "g" } });
  expectTypeOf(pauses).toEqualTypeOf<{ id: string; from: string; to: string }[]>();
  expectTypeOf<AnswerOf<"GET /goals">>().toEqualTypeOf<Goal[]>();
  expectTypeOf<AnswerOf<"POST /coach/chat">>().toEqualTypeOf<CoachAnswer>();
  expectTypeOf<AnswerOf<"DELETE /goals/{id}">>().toEqualTypeOf<null>();
}

describe("the typed client", () => {
  it("is typed from the contract (checked by npm run typecheck)", () => {
    expectTypeOf(calls).returns.resolves.toBeVoid();
  });
});
