/** The words of each mail the server sends (issue 32): plain text, one link each. */
import { PRODUCT_NAME } from "../../core/constants.js";
import { EMAIL_CONFIRM_HOURS } from "../../core/mail-limits.js";
import { RESET_LINK_HOURS } from "../../core/constants.js";
import type { GoalWeek } from "./queries.js";
import type { OutgoingMail } from "./transport.js";

export function confirmationMail(to: string, username: string, url: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    text:
      `Hello ${username},\n\nto confirm this address for your ${PRODUCT_NAME} account, open this link while signed in ` +
      `(it works for ${EMAIL_CONFIRM_HOURS} hours):\n\n${url}\n\nIf you did not ask for this, ignore this mail: the address stays unconfirmed.\n`,
  };
}

export function resetMail(to: string, username: string, url: string): OutgoingMail {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text:
      `Hello ${username},\n\nsomeone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. ` +
      `This link sets a new one; it works once, for ${RESET_LINK_HOURS} hours:\n\n${url}\n\n` +
      "If you did not ask for this, ignore this mail: your password stays as it is.\n",
  };
}

/** "5 days", "1 week": a streak with its unit. */
function streakText(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/**
 * The weekly summary, with its one-click unsubscribe (RFC 8058): the List-Unsubscribe header
 * names the link mail clients POST to, and the body carries it too (GET on it only shows a button).
 */
export function weeklySummaryMail(to: string, username: string, goals: GoalWeek[], origin: string, unsubscribeUrl: string): OutgoingMail {
  const total = goals.reduce((sum, g) => sum + g.checkins, 0);
  const lines = goals.map(
    (g) =>
      `- ${g.title}: ${Math.round(g.progress)} %, ${g.checkins} check-in${g.checkins === 1 ? "" : "s"} this week, ` +
      `streak ${streakText(g.streak, g.streakUnit)}`,
  );
  return {
    to,
    subject: `Your week in ${PRODUCT_NAME}: ${total} check-in${total === 1 ? "" : "s"}`,
    text:
      `Hello ${username},\n\nyour last seven days:\n\n${lines.length ? lines.join("\n") : "No goals yet."}\n\n` +
      `Your dashboard: ${origin}/dashboard\n\n` +
      `To stop these mails, unsubscribe with one click: ${unsubscribeUrl}\n` +
      `or turn off the weekly summary in Settings: ${origin}/settings\n`,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
