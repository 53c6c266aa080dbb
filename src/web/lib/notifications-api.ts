/**
 * Reminders, push and the calendar feed (issue 18): the API calls of the reminder editor and
 * Settings → Notifications, apart from lib/api.ts so they load with those screens only.
 */
import type { BodyOf } from "../../core/api-contract.js";
import { request } from "./api.js";

export const notificationsApi = {
  setReminder: async (goalId: string, reminder: BodyOf<"PUT /goals/{id}/reminder">) =>
    (await request("PUT /goals/{id}/reminder", { params: { id: goalId }, body: reminder })).data,
  pushPublicKey: async () => (await request("GET /push/public-key")).data,
  /** A browser's subscription always has its endpoint and keys; the DOM type leaves them optional. */
  pushSubscribe: async ({ endpoint = "", expirationTime, keys = {} }: PushSubscriptionJSON) => {
    const body = { endpoint, expirationTime, keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" } };
    return (await request("POST /push/subscriptions", { body })).data;
  },
  pushUnsubscribe: async (endpoint: string) => {
    await request("DELETE /push/subscriptions", { body: { endpoint } });
  },
  pushTest: async () => (await request("POST /push/test")).data,
  newCalendarUrl: async () => (await request("POST /calendar/token")).data,
};
