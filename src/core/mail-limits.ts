/** E-mail's limits (issue 32), without zod: the browser reads them as the server's schemas do (mail-schema.ts). */

/** How long a confirmation link works. */
export const EMAIL_CONFIRM_HOURS = 48;
export const EMAIL_ADDRESS_MAX = 254;
/** POST /api/auth/forgot per client address, and per e-mail address asked about, per hour. */
export const FORGOT_PER_IP_PER_HOUR = 10;
export const FORGOT_PER_ADDRESS_PER_HOUR = 3;
/** Confirmation mails one user may have sent per hour: an address to confirm is anyone's inbox. */
export const CONFIRMATIONS_PER_USER_PER_HOUR = 5;
/** The one answer of POST /api/auth/forgot, whether the address is known or not. */
export const FORGOT_ANSWER = "If this address belongs to an account with a confirmed e-mail, a reset link is on its way.";
/** Calls on a summary's unsubscribe link (GET page or POST) per client address per hour. */
export const UNSUBSCRIBES_PER_IP_PER_HOUR = 30;
/** What POST on an unsubscribe link answers once the weekly summary is off. */
export const UNSUBSCRIBED_TEXT = "You will get no more weekly summaries. You can turn them on again in Settings.";
