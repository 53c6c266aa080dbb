/** How a line of the security log (GET /api/admin/events, GET /api/auth/sign-ins) reads on screen. */
const KIND_TEXT: Record<string, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  sign_up: "Account created",
  password_reset: "Password reset",
  reset_link_created: "Password link made",
  role_changed: "Role changed",
  account_disabled: "Account disabled",
  account_enabled: "Account enabled",
  account_deleted: "Account deleted",
  invite_created: "Invitation created",
  invite_revoked: "Invitation revoked",
};

const HOW_TEXT: Record<string, string> = { password: "with a password", sso: "through single sign-on", proxy: "through the proxy" };

export interface SecurityEventLine {
  kind: string;
  detail: string | null;
}

export function eventText(e: SecurityEventLine): string {
  const what = KIND_TEXT[e.kind] ?? e.kind;
  if (e.kind === "role_changed" && e.detail) return `${what} to ${e.detail}`;
  const how = e.detail ? HOW_TEXT[e.detail] : undefined;
  return how ? `${what} ${how}` : what;
}

export const eventTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
