/**
 * What the log says of a request: Fastify's own fields, with the secrets some urls carry masked.
 * A check-in link's url is its credential (issue 32) and so is a calendar feed's file name: a
 * reader of the log must not be able to check anyone in or read their reminders, nor set anyone's
 * password with a reset link opened in the browser.
 */

const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^\/api\/checkin\/[^/?#]+/, "/api/checkin/[redacted]"],
  [/^\/api\/calendar\/(?!token\b)[^/?#]+/, "/api/calendar/[redacted]"],
  // The one-time password link (an admin's, the shell's, or mailed by "Forgot password?", issue 32).
  [/^\/reset-password\?token=[^&#]*/, "/reset-password?token=[redacted]"],
  // A weekly summary's one-click unsubscribe link (issue 32): whoever reads it can turn the summary off.
  [/^\/api\/mail\/unsubscribe\?token=[^&#]*/, "/api/mail/unsubscribe?token=[redacted]"],
];

export function redactUrlSecrets(url: string): string {
  for (const [pattern, masked] of SECRET_PATHS) if (pattern.test(url)) return url.replace(pattern, masked);
  return url;
}

/** What Fastify hands a `req` serializer (its request; typed by Fastify as the raw one). */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's default `req` serializer, with the url masked. */
export function requestLogFields(raw: unknown) {
  const req = raw as LoggedRequest;
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrlSecrets(req.url),
    version: [req.headers["accept-version"]].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
