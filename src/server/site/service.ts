import { signupModeInForce } from "../db/accounts.js";
import type { AppDeps } from "../deps.js";
import { mailConfigured } from "../mail/transport.js";

/** What the public pages need from the server's configuration (nothing secret). */
export async function siteInfo(deps: AppDeps) {
  const signupMode = await signupModeInForce(deps.db.db, deps.config.signupMode);
  return {
    contactEmail: deps.config.contactEmail,
    signupMode,
    sso: deps.config.oidc?.label ?? null,
    authProxy: Boolean(deps.config.authProxyHeader),
    mail: mailConfigured(deps.config),
  };
}
