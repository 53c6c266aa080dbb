/**
 * Logging out takes this browser's push subscription along: the server keeps an endpoint for the
 * account that registered it and answers another account 409 "This device already receives
 * notifications for another account", so on a shared browser the next person could never turn
 * notifications on. Best effort, while the token is still valid: forget it on the server, then
 * unsubscribe here either way (a later push to a dropped subscription removes it server-side).
 */
import { notificationsApi } from "./notifications-api.js";

export async function forgetPushOnThisDevice(): Promise<void> {
  try {
    // Undefined in a private window or a browser without service workers: nothing to forget.
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    try {
      await notificationsApi.pushUnsubscribe(subscription.endpoint);
    } catch {
      // offline, or not this account's subscription: unsubscribing below is what frees the device
    }
    await subscription.unsubscribe();
  } catch {
    // a browser refusing to tell or to unsubscribe must not stop the logout
  }
}
