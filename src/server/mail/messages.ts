/** The words of each mail the server sends (issue 32): plain text, one link each. */
import { PRODUCT_NAME } from "../../core/constants.js";
import { EMAIL_CONFIRM_HOURS } from "../../core/mail-limits.js";
import { RESET_LINK_HOURS } from "../../core/constants.js";
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
