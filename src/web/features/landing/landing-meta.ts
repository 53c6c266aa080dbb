import type { PageMeta } from "../../lib/page-meta.js";

export const LANDING_META: PageMeta = {
  title: "ProgressVault — free goal tracking with no paywall",
  description:
    "Set daily, weekly, monthly or yearly goals, log quick check-ins, keep streaks and share progress. Free for everyone: no paid tier, no paywall.",
  path: "/",
  type: "website",
};
