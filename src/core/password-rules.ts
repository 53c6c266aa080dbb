/**
 * The spec's rules for a new password (sign-up, password change, reset link): one home, used by
 * the server's checks and by the browser's reset form, so both say the same thing.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.js";

export const PASSWORD_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** What is wrong with this new password, or null when it may be used. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_LONG_MESSAGE;
  return null;
}
