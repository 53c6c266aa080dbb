/**
 * Can this browser receive Web Push here? Private windows and some browsers have no service
 * worker, no PushManager or no Notification at all, and a site's notifications can be blocked:
 * Settings says which, before and after a click, and offers the calendar feed instead (issue 28
 * item 7). Null when nothing stands in the way yet.
 */
export function pushUnavailableReason(): string | null {
  if (typeof window === "undefined") return "this browser cannot receive notifications";
  if (!window.isSecureContext) return "notifications need the site to be opened over https";
  // A private window may keep the property but give it no value (navigator.serviceWorker undefined).
  if (!navigator.serviceWorker || !("PushManager" in window) || typeof Notification === "undefined") {
    return "this browser cannot receive notifications here (a private window, or a browser without Web Push)";
  }
  if (Notification.permission === "denied") return "notifications are blocked for this site in the browser's settings";
  return null;
}
