/* Web Push in the service worker (issue 18), loaded by the generated worker (vite.config.ts
   workbox.importScripts). A reminder opens its goal's journal; "Log +10%" opens the dashboard,
   which logs the check-in with the signed-in session (the worker holds no token). */
self.addEventListener("push", (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const actions = data.goal_id ? [{ action: "log", title: "Log +10%" }] : [];
  event.waitUntil(
    self.registration.showNotification(data.title || "ProgressVault", {
      body: data.body || "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: data.goal_id ? `reminder-${data.goal_id}` : "progressvault",
      data: { url: data.url || "/dashboard", goal_id: data.goal_id },
      actions,
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url, goal_id: goalId } = event.notification.data || {};
  const target = event.action === "log" && goalId ? `/dashboard?checkin=${encodeURIComponent(goalId)}` : url || "/dashboard";
  event.waitUntil(self.clients.openWindow(target));
});
