/**
 * Settings → Notifications (issue 18): Web Push on this device (permission asked only on the
 * click), a test notification, and the secret calendar feed address with copy and revoke.
 */
import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Alert } from "../../components/ui/feedback.js";
import { inputClass } from "../../components/ui/field.js";
import { notificationsApi } from "../../lib/notifications-api.js";
import { pushUnavailableReason } from "../../lib/push-support.js";
import { toast } from "../../lib/toast.js";

const reason = (err: unknown) => (err instanceof Error && err.message ? err.message : "unknown error");

async function enablePush(): Promise<void> {
  const unavailable = pushUnavailableReason();
  if (unavailable) throw new Error(unavailable);
  if ((await Notification.requestPermission()) !== "granted") throw new Error("notifications are blocked for this site");
  const { key } = await notificationsApi.pushPublicKey();
  // `ready` never settles where no service worker is registered (blocked, or a private window).
  if (!(await navigator.serviceWorker.getRegistration())) {
    throw new Error("this browser has not installed the app's service worker here (a private window?)");
  }
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await notificationsApi.pushSubscribe(subscription.toJSON());
}

export function NotificationsPanel() {
  const [busy, setBusy] = useState(false);
  const [calendarUrl, setCalendarUrl] = useState<string | null>(null);
  // Why push cannot work on this device: known at render where the browser lacks it, or after a click.
  const [pushProblem, setPushProblem] = useState<string | null>(pushUnavailableReason);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          onClick={() =>
            void run(() =>
              enablePush().then(
                () => {
                  setPushProblem(null);
                  toast.success("Notifications are on for this device");
                },
                (err) => setPushProblem(reason(err)),
              ),
            )
          }
        >
          Enable on this device
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(() =>
              notificationsApi.pushTest().then(
                (r) =>
                  void (r.sent > 0
                    ? toast.success(`Test sent to ${r.sent} device${r.sent === 1 ? "" : "s"}`)
                    : toast.warning("No device has notifications on yet")),
                (err) => void toast.error(`Could not send a test: ${reason(err)}`),
              ),
            )
          }
        >
          Send a test
        </Button>
      </div>
      {pushProblem ? (
        <Alert kind="warning">
          Notifications cannot be turned on here: {pushProblem}. Your reminders can reach you through your calendar instead: get the
          calendar link below and subscribe to it.
        </Alert>
      ) : null}
      <div className="space-y-2">
        <p className="text-slate-600 dark:text-slate-300">
          Subscribe to your reminders from Google Calendar, Apple Calendar or Thunderbird. The link is secret: a new one stops the old one.
        </p>
        {calendarUrl ? (
          <div className="flex flex-wrap gap-2">
            <label htmlFor="calendar-url" className="sr-only">
              Calendar link
            </label>
            <input
              id="calendar-url"
              readOnly
              value={calendarUrl}
              className={`${inputClass} min-w-0 flex-1`}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard.writeText(calendarUrl).then(
                  () => toast.success("Calendar link copied"),
                  () => toast.error("Unable to copy"),
                )
              }
            >
              Copy
            </Button>
          </div>
        ) : null}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(() =>
              notificationsApi.newCalendarUrl().then(
                (r) => setCalendarUrl(r.url),
                (err) => void toast.error(`Could not make a calendar link: ${reason(err)}`),
              ),
            )
          }
        >
          {calendarUrl ? "Revoke and make a new link" : "Get calendar link"}
        </Button>
      </div>
    </div>
  );
}
