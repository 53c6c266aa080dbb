/**
 * Accounts vouched for by someone else: an OpenID Connect provider (oidc.ts) or an
 * authenticating proxy (proxy.ts). A new one is admitted by the same SIGNUP_MODE rules as a
 * sign-up (the server's first account always, and is its admin; `closed` refuses; `invite`
 * needs a valid invitation, used up by this account), with a random password nobody knows
 * (an admin's reset link can give it one).
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { RESERVED_USERNAMES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "../../core/constants.js";
import { findInvite, hasAnyUser, insertUser, redeemInvite, signupModeInForce } from "../db/accounts.js";
import { isUniqueViolation } from "../db/errors.js";
import type { Database } from "../db/schema.js";
import { recordSecurityEvent } from "../db/security-events.js";
import type { AppDeps } from "../deps.js";
import { MESSAGES, forbidden } from "../errors.js";
import { hashPassword } from "./password.js";
import { hashToken } from "./tokens.js";

const reserved = new Set<string>(RESERVED_USERNAMES);

/**
 * A valid username made of what the provider calls the person (preferred_username, else the
 * e-mail's local part): lower case, other characters as "-", cut to length, "user" when
 * nothing usable is left.
 */
export function usernameBase(raw: string | undefined): string {
  const cleaned = (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/@.*$/, "")
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, USERNAME_MAX_LENGTH - 4);
  if (cleaned.length < USERNAME_MIN_LENGTH) return cleaned ? `${cleaned}-user` : "user";
  return cleaned;
}

/** The first of base, base-2, base-3, … that is neither taken nor reserved. */
async function freeUsername(db: Kysely<Database>, base: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (reserved.has(candidate)) continue;
    const taken = await db.selectFrom("users").select("id").where("username", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  return `${base}-${randomBytes(3).toString("hex")}`;
}

/** Throws the sign-up mode's 403 unless a new account may be made now (with this invitation). */
export async function checkNewAccountAllowed(deps: AppDeps, invite: string | null | undefined): Promise<void> {
  const mode = await signupModeInForce(deps.db.db, deps.config.signupMode);
  if (mode === "open") return;
  if (mode === "closed") throw forbidden(MESSAGES.signupsClosed);
  if (!invite || !(await findInvite(deps.db.db, hashToken(invite), deps.now().toISOString()))) throw forbidden(MESSAGES.inviteNeeded);
}

/**
 * Creates the account: `exactName` (the proxy's user, taken as it is) or a free name from
 * `nameHint`; `link` runs in the same transaction (the provider's identity row).
 */
export async function createExternalAccount(
  deps: AppDeps,
  opts: {
    exactName?: string;
    nameHint?: string | undefined;
    invite: string | null | undefined;
    how: "sso" | "proxy";
    clientIp: string;
    link?: (trx: Kysely<Database>, userId: string) => Promise<void>;
  },
): Promise<{ id: string; username: string }> {
  await checkNewAccountAllowed(deps, opts.invite);
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const mode = deps.config.signupMode;
  // Two sign-ons may pick the same free name at once: the loser tries the next one.
  for (let attempt = 0; ; attempt++) {
    const id = deps.newId();
    const now = deps.now();
    const nowIso = now.toISOString();
    try {
      const username = await deps.db.db.transaction().execute(async (trx) => {
        const first = !(await hasAnyUser(trx));
        const name = opts.exactName ?? (await freeUsername(trx, usernameBase(opts.nameHint)));
        await insertUser(trx, {
          id,
          username: name,
          passwordHash,
          why: "",
          createdAt: nowIso,
          lastSeenAt: nowIso,
          role: first ? "admin" : "member",
        });
        // The invitation is used up by this account or not at all (as with a sign-up).
        if (!first && mode === "invite" && !(opts.invite && (await redeemInvite(trx, hashToken(opts.invite), id, nowIso)))) {
          throw forbidden(MESSAGES.inviteNeeded);
        }
        await opts.link?.(trx, id);
        await recordSecurityEvent(trx, deps.newId(), now, {
          kind: "sign_up",
          username: name,
          userId: id,
          clientIp: opts.clientIp,
          detail: opts.how,
        });
        return name;
      });
      return { id, username };
    } catch (err) {
      if (isUniqueViolation(err) && !opts.exactName && attempt < 3) continue;
      throw err;
    }
  }
}
