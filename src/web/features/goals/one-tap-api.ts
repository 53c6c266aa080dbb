/**
 * The one-tap check-in's requests (issue 29 item 3): POST /api/journal of a check goal (no
 * progress: the server derives it) or an amount goal (its amount), and the Undo's DELETE, both
 * answering the goal as the list now shows it (decision 044). Here, not in lib/api.ts, which
 * every first load carries (the public goal page's budget).
 */
import { request, requestRepresented } from "../../lib/api.js";
import type { OutboxEntryBody } from "../../lib/outbox.js";
import { browserTimeZone } from "../../lib/time-zone.js";

/** The check-in; `key` is its Idempotency-Key, kept with it in the outbox when it cannot be sent. */
export async function postTap(body: OutboxEntryBody, key: string) {
  return (await request("POST /journal", { body, query: { tz: browserTimeZone() }, idempotencyKey: key })).data;
}

/** Takes the check-in back: answers its goal as the list now shows it. */
export function deleteTap(entryId: string) {
  return requestRepresented("DELETE /journal/{id}", { params: { id: entryId }, query: { tz: browserTimeZone() } });
}
