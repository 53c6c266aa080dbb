/**
 * The signed-in user's goal list, goal creation and the journal writes a card, Today and the
 * journal page make (decision 044: each journal write answers its goal as the list now shows it,
 * in the browser's zone). Only the pages that use them load them, not every first load (lib/api.ts's
 * `api`: the landing and public goal pages' budget); one home for both features (goals, journal).
 */
import { ApiError, request, requestRepresented, type GoalInput } from "./api.js";
import { newIdempotencyKey } from "./idempotency-key.js";
import type { OutboxEntryBody } from "./outbox.js";
import { browserTimeZone } from "./time-zone.js";

/** Facts in the browser's zone, beside each goal's latest entry (decision 020). */
export async function listGoals(signal?: AbortSignal) {
  const { data: goals } = await request("GET /goals", { query: { tz: browserTimeZone() }, signal });
  if (!Array.isArray(goals)) throw new ApiError(200, "Unable to fetch goals");
  return goals.map((g) => ({ ...g, journal: g.journal ?? [] }));
}

/** Creates send an Idempotency-Key: one per intent (lib/idempotency-key.ts), a fresh one by default. */
export async function createGoal(body: GoalInput, idempotencyKey = newIdempotencyKey()) {
  return (await request("POST /goals", { body, idempotencyKey })).data;
}

/**
 * POST /api/journal: a progress goal's check-in carries `progress`, a check goal's none, an amount
 * goal's `amount` (issue 29). Answers the entry and its goal. One Idempotency-Key per intent
 * (lib/idempotency-key.ts), a fresh one by default.
 */
export async function addEntry(body: OutboxEntryBody, idempotencyKey = newIdempotencyKey()) {
  return (await request("POST /journal", { body, query: { tz: browserTimeZone() }, idempotencyKey })).data;
}

/** DELETE /api/journal/{id}: answers the entry's goal as the list now shows it. */
export function deleteEntry(id: string) {
  return requestRepresented("DELETE /journal/{id}", { params: { id }, query: { tz: browserTimeZone() } });
}
