/**
 * An e-mail channel's notification (issue 32): to the user's confirmed address, through the
 * operator's SMTP server (decision 060), and only while that address is still the account's and
 * confirmed (removing or changing it in Settings stops the channel).
 */
import { emailOf } from "../db/user-emails.js";
import type { AppDeps } from "../deps.js";
import { mailConfigured, sendMail } from "../mail/transport.js";
import type { StoredChannel } from "./queries.js";
import type { ChannelMessage, SendOutcome } from "./send.js";

export const EMAIL_CHANNEL_TEXT = {
  off: "E-mail is not set up on this server",
  notConfirmed: "An e-mail channel goes to your confirmed address: confirm it in Settings → E-mail address first",
  refused: "The mail server did not take the mail",
} as const;

const failed = (error: string): SendOutcome => ({ delivered: false, status_code: null, error });

/** The user's confirmed address when `address` is it (any case), else undefined. */
export async function confirmedAddress(deps: AppDeps, userId: string, address: string): Promise<string | undefined> {
  const email = await emailOf(deps.db.db, userId);
  return email?.confirmed && email.address.toLowerCase() === address.trim().toLowerCase() ? email.address : undefined;
}

export async function sendEmailNotification(
  deps: AppDeps,
  userId: string,
  channel: StoredChannel,
  message: ChannelMessage,
): Promise<SendOutcome> {
  if (!mailConfigured(deps.config)) return failed(EMAIL_CHANNEL_TEXT.off);
  if (!(await confirmedAddress(deps, userId, channel.target))) return failed(EMAIL_CHANNEL_TEXT.notConfirmed);
  try {
    await sendMail(deps, { to: channel.target, subject: message.title, text: `${message.body}\n\n${message.url}\n` });
    return { delivered: true, status_code: null, error: null };
  } catch {
    return failed(EMAIL_CHANNEL_TEXT.refused);
  }
}
