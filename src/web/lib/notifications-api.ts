/**
 * Reminders, push and the calendar feed (issue 18): the API calls of the reminder editor and
 * Settings → Notifications, apart from lib/api.ts so they load with those screens only.
 */
import type { Reminder } from "../../core/reminder.js";
import { apiCall } from "./api.js";

const data = async <T>(p: Promise<{ data: T }>): Promise<T> => (await p).data;

export const notificationsApi = {
  setReminder: (goalId: string, reminder: Reminder | null) =>
    data(apiCall<{ reminder: Reminder | null }>("PUT", `/goals/${encodeURIComponent(goalId)}/reminder`, { body: reminder })),
  pushPublicKey: () => data(apiCall<{ key: string }>("GET", "/push/public-key")),
  pushSubscribe: (subscription: PushSubscriptionJSON) => data(apiCall<{ endpoint: string }>("POST", "/push/subscriptions", { body: subscription })),
  pushTest: () => data(apiCall<{ sent: number; removed: number }>("POST", "/push/test")),
  newCalendarUrl: () => data(apiCall<{ url: string }>("POST", "/calendar/token")),
};
