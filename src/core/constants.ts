/** Business constants of the spec (signed-in-core §9, public-and-discovery §9). */

export const PRODUCT_NAME = "ProgressVault";

export const CATEGORIES = ["general", "health", "career", "study", "finance", "personal", "creative"] as const;
export type Category = (typeof CATEGORIES)[number];

export const TIMEFRAMES = ["daily", "weekly", "monthly", "yearly"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** Days one period of a timeframe spans, for adherence and pace. */
export const CADENCE_DAYS: Record<Timeframe, number> = { daily: 1, weekly: 7, monthly: 30, yearly: 365 };

export const QUICK_INCREMENT = 10;
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;
export const SLIDER_STEP = 5;
export const NOTE_COUNTER_MAX = 500;
/** Server-side hard limit; the 500 counter above is a UI hint only. */
export const NOTE_MAX_LENGTH = 5000;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const MOTIVATION_MAX_LENGTH = 500;
export const SLUG_MAX_LENGTH = 80;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[a-z0-9_-]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** A password-set (reset) link works once, for this long (issue 31). */
export const RESET_LINK_HOURS = 24;
/** Invitations last 1–30 days, 7 unless the admin says otherwise (issue 31). */
export const INVITE_DAYS_MIN = 1;
export const INVITE_DAYS_MAX = 30;
export const INVITE_DAYS_DEFAULT = 7;

/**
 * Goals one account may hold (issue 26, decision 036): Loop's heaviest users report ~70 habits;
 * this leaves them room nearly three times over while bounding GET /api/goals and every
 * per-account rebuild of it.
 */
export const GOALS_PER_ACCOUNT_MAX = 200;

export const DASHBOARD_PAGE_SIZE = 12;
/** Entries of each goal's journal in GET /api/goals: the latest 5, as on a public goal page (decision 020). */
export const GOAL_JOURNAL_WINDOW = 5;
/** GET /api/journal's page size when no limit is given, and the largest limit it accepts. */
export const JOURNAL_PAGE_SIZE = 50;
export const JOURNAL_PAGE_MAX = 200;
/** Entries a public goal page carries before "Show all N updates" (spec: the latest 5). */
export const PUBLIC_JOURNAL_WINDOW = 5;
export const EXPLORE_PAGE_SIZE = 12;
export const TOAST_DURATION_MS = 2500;
export const DASHBOARD_TICK_MS = 60_000;
export const SIGNUP_REDIRECT_MS = 1200;

export const SPARKLINE_DAYS = 7;
export const ACTIVITY_WINDOW_DAYS = 90;
export const ADHERENCE_WINDOW_DAYS = 14;
export const ADHERENCE_CAP_PERCENT = 120;
export const ADHERENCE_MIN_GOAL_AGE_DAYS = 3;
export const STALLED_IDLE_DAYS = 14;
export const NEARING_MIN = 80;
export const NEARING_MAX = 99;
export const NEED_ATTENTION_MAX_PROGRESS = 50;
export const NEED_ATTENTION_IDLE_DAYS = 7;
export const NEED_ATTENTION_MIN_AGE_DAYS = 14;
export const NEED_ATTENTION_MAX = 3;
export const FORECAST_MAX_DAYS = 365;
export const TOP_GOALS = 4;
export const DISTRIBUTION_BUCKETS = ["0-19", "20-39", "40-59", "60-79", "80-100"] as const;

/**
 * First path segments the app itself uses. Public goals live at /{username}/{slug},
 * so no user may take one of these names.
 */
export const RESERVED_USERNAMES = [
  "dashboard",
  "journal",
  "login",
  "logout",
  "signup",
  "settings",
  "explore",
  "privacy",
  "how",
  "blog",
  "blogs",
  "templates",
  "library",
  "circles",
  "digest",
  "collections",
  "advanced-search",
  "api",
  "assets",
  "static",
  "public",
  "admin",
  "root",
  "system",
  "progressvault",
  "about",
  "help",
  "terms",
  "favicon.ico",
  "robots.txt",
  "index",
  "me",
  "you",
  "null",
  "undefined",
] as const;

/** An export file's `format` field. */
export const EXPORT_FORMAT = "progressvault-export";
/** The API's refusal of a file that is not an export (the web app words it for a person). */
export const EXPORT_FORMAT_ERROR = `format must be "${EXPORT_FORMAT}"`;
