/** Environment schema, validated once at boot: a bad value stops the server with a clear message. */
import path from "node:path";
import { z } from "zod";
import { SIGNUP_MODES } from "../core/admin-schema.js";
import { parseTrustProxy } from "./http/trust-proxy.js";

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
/** Comma-separated origins, each kept as its URL's origin. */
const originList = z
  .string()
  .default("")
  .transform((v, ctx) => {
    const origins: string[] = [];
    for (const item of v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        origins.push(new URL(item).origin);
      } catch {
        ctx.addIssue({ code: "custom", message: `not an origin: ${item}` });
      }
    }
    return origins;
  });
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** An origin only (http/https, no path, query or credentials), kept without a trailing slash. */
const publicUrl = z
  .string()
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        const origin = u.protocol === "http:" || u.protocol === "https:";
        return origin && u.pathname === "/" && !/[?#]/.test(v) && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    { error: "must be an http:// or https:// origin with no path or query, e.g. https://goals.example.org" },
  )
  .transform((v) => new URL(v).origin);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
      .optional(),
  ),
  COACH_API_URL: optionalText.pipe(z.url({ error: "must be a URL" }).optional()),
  COACH_API_KEY: optionalText,
  COACH_MODEL: optionalText,
  CONTACT_EMAIL: z.string().default("hello@progressvault.example"),
  /** Who may sign up once the server has its first account (its admin): open, invite or closed. */
  SIGNUP_MODE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(SIGNUP_MODES, { error: "must be open, invite or closed" }).default("open"),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Days a sign-in token stays valid. */
  TOKEN_TTL_DAYS: positiveInt.default(30),
  /** Failed logins allowed per username and per client address in LOGIN_WINDOW_MINUTES. */
  LOGIN_MAX_FAILURES_PER_USER: positiveInt.default(10),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(50),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  /** Accounts one client address may create per hour. */
  SIGNUPS_PER_IP_PER_HOUR: positiveInt.default(30),
  /** Shared store for rate-limit counters when several servers run (redis://host:6379/0). */
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, { error: "must start with redis:// or rediss://" })
      .optional(),
  ),
  /** Prefix of every Redis key, so several installs can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default("progressvault:"),
  /** The origin of every absolute link (canonical, og:url); unset → the request's own origin. */
  PUBLIC_URL: optionalText.pipe(publicUrl.optional()),
  /** When set, GET /api/metrics requires "Authorization: Bearer <METRICS_TOKEN>". */
  METRICS_TOKEN: optionalText,
  /** Web Push identity (issue 18); unset → made at first use and kept in the database. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  /** How often each server process looks for due reminders. */
  REMINDER_TICK_SECONDS: positiveInt.default(30),
  /** How often each server process looks for webhook deliveries that are due (issue 32). */
  WEBHOOK_TICK_MS: positiveInt.default(5000),
  /** Multiplies the webhook retry delays (1 min … 12 h): tests set e.g. 0.001 so a retry comes in 60 ms. */
  WEBHOOK_RETRY_SCALE: z.coerce
    .number({ error: "must be a number" })
    .positive({ error: "must be a number above 0" })
    .max(1000, { error: "must be at most 1000" })
    .default(1),
  /** Comma-separated origins every outgoing request may go to besides public https hosts (tests use loopback). */
  OUTBOUND_ALLOWLIST: originList,
  /** The older name of OUTBOUND_ALLOWLIST, still read: both lists together are allowed. */
  PUSH_ENDPOINT_ALLOWLIST: originList,
  /** Single sign-on through an OpenID Connect provider (issue 31): on when the issuer and client id are set. */
  OIDC_ISSUER: optionalText.pipe(z.url({ error: "must be the identity provider's issuer URL" }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The text of the login page's single sign-on button. */
  OIDC_LABEL: optionalText.pipe(z.string().max(60, { error: "must be at most 60 characters" }).optional()),
  /** E-mail (issue 32): the operator's SMTP server, smtp:// or smtps://user:password@host:port; unset, no e-mail is offered. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, { error: "must be smtp:// or smtps://user:password@host:port" })
      .optional(),
  ),
  /** The sender of every mail, e.g. "ProgressVault <goals@example.org>". */
  MAIL_FROM: optionalText,
  /** A header (e.g. Remote-User) naming the signed-in user, believed only from proxies TRUST_PROXY trusts. */
  AUTH_PROXY_HEADER: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, { error: "must be a header name such as Remote-User" })
      .optional(),
  ),
  /** Proxy hops (a number) or proxy addresses (a list) whose X-Forwarded-For entries are believed. */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
      return parsed;
    }),
});

export type Config = ReturnType<typeof loadConfig>;

/** One without the other would leave single sign-on silently off. */
function oidcSetTogether(c: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  if (Boolean(c.OIDC_ISSUER) === Boolean(c.OIDC_CLIENT_ID)) return;
  const missing = c.OIDC_ISSUER ? "OIDC_CLIENT_ID" : "OIDC_ISSUER";
  ctx.addIssue({ code: "custom", path: [missing], message: "must be set with OIDC_ISSUER and OIDC_CLIENT_ID together" });
}

/**
 * A server without a sender (or without a server to send through) would fail at the first mail,
 * not at start. And a mailed link must not take its origin from a request's Host header: anyone
 * asking "Forgot password?" with "Host: evil.example" would have the reset link sent to its
 * owner point there (decision 060), so mail needs PUBLIC_URL.
 */
function mailSetTogether(c: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  if (Boolean(c.SMTP_URL) !== Boolean(c.MAIL_FROM)) {
    const missing = c.SMTP_URL ? "MAIL_FROM" : "SMTP_URL";
    ctx.addIssue({ code: "custom", path: [missing], message: "must be set with SMTP_URL and MAIL_FROM together" });
  } else if (c.SMTP_URL && !c.PUBLIC_URL) {
    ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "must be set when SMTP_URL is: mailed links start with it" });
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.superRefine(oidcSetTogether).superRefine(mailSetTogether).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    coach: { apiUrl: c.COACH_API_URL, apiKey: c.COACH_API_KEY, model: c.COACH_MODEL },
    contactEmail: c.CONTACT_EMAIL,
    signupMode: c.SIGNUP_MODE,
    logLevel: c.LOG_LEVEL,
    tokenTtlMs: c.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
    limits: {
      loginFailuresPerUser: c.LOGIN_MAX_FAILURES_PER_USER,
      loginFailuresPerIp: c.LOGIN_MAX_FAILURES_PER_IP,
      loginWindowMs: c.LOGIN_WINDOW_MINUTES * 60 * 1000,
      signupsPerIpPerHour: c.SIGNUPS_PER_IP_PER_HOUR,
    },
    trustProxy: "error" in c.TRUST_PROXY ? false : c.TRUST_PROXY.value,
    /** Said once at start (main.ts): settings that work but should be changed. */
    warnings: "warning" in c.TRUST_PROXY && c.TRUST_PROXY.warning ? [c.TRUST_PROXY.warning] : [],
    redis: { url: c.REDIS_URL, keyPrefix: c.REDIS_KEY_PREFIX },
    metricsToken: c.METRICS_TOKEN,
    publicUrl: c.PUBLIC_URL,
    push: {
      vapid: c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY } : undefined,
      subject: c.VAPID_SUBJECT ?? "mailto:admin@localhost",
    },
    /** Destinations of outgoing requests allowed besides public https hosts (src/server/outbound/). */
    outbound: { allowlist: [...new Set([...c.OUTBOUND_ALLOWLIST, ...c.PUSH_ENDPOINT_ALLOWLIST])] },
    reminderTickMs: c.REMINDER_TICK_SECONDS * 1000,
    /** Webhook deliveries (webhooks/dispatcher.ts). */
    webhooks: { tickMs: c.WEBHOOK_TICK_MS, retryScale: c.WEBHOOK_RETRY_SCALE },
    /** Single sign-on (auth/oidc.ts): set when OIDC_ISSUER and OIDC_CLIENT_ID are. */
    oidc:
      c.OIDC_ISSUER && c.OIDC_CLIENT_ID
        ? { issuer: c.OIDC_ISSUER, clientId: c.OIDC_CLIENT_ID, clientSecret: c.OIDC_CLIENT_SECRET, label: c.OIDC_LABEL ?? "Single sign-on" }
        : undefined,
    /** E-mail (mail/transport.ts): set when SMTP_URL and MAIL_FROM are. */
    mail: c.SMTP_URL && c.MAIL_FROM && c.PUBLIC_URL ? { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM, linkOrigin: c.PUBLIC_URL } : undefined,
    /** Lower case, as Node names headers; undefined: no proxy sign-in. */
    authProxyHeader: c.AUTH_PROXY_HEADER?.toLowerCase(),
  };
}
