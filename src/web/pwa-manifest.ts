/**
 * The web app manifest (issue 18): what a phone needs to install ProgressVault on its home
 * screen. vite.config.ts writes it to /manifest.webmanifest. Colours are the favicon's teal and
 * the page background (slate-50).
 */
export const pwaManifest = {
  name: "ProgressVault — goal and habit tracker",
  short_name: "ProgressVault",
  description: "Set goals, log check-ins, keep streaks and see your progress.",
  id: "/dashboard",
  start_url: "/dashboard",
  scope: "/",
  display: "standalone" as const,
  theme_color: "#0f766e",
  background_color: "#f8fafc",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" as const },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" as const },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" as const },
  ],
  shortcuts: [
    { name: "Quick add", url: "/dashboard#quick-add", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    { name: "Journal", url: "/journal", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    { name: "Today", url: "/today", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
  ],
};
