/**
 * E-mail through the operator's SMTP server (issue 32): SMTP_URL and MAIL_FROM, both or neither
 * (config.ts). Unset, mail is simply not offered: /api/site says `mail: false` and the routes that
 * would send answer 404. The SMTP server is the operator's own, so it is not held to the guarded
 * outbound client's public-addresses rule (decision 060).
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.js";
import type { AppDeps } from "../deps.js";
import { notFound } from "../errors.js";

export const MAIL_TEXT = { off: "E-mail is not set up on this server" } as const;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. the weekly summary's List-Unsubscribe pair (RFC 8058). */
  headers?: Record<string, string>;
}

/** One transport per configuration: its connection settings are read once. */
const transports = new WeakMap<Config, Transporter>();

export function mailConfigured(config: Config): boolean {
  return config.mail !== undefined;
}

/** 404 when e-mail is off: a route that would send has nothing to offer then. */
export function requireMail(config: Config): NonNullable<Config["mail"]> {
  if (!config.mail) throw notFound(MAIL_TEXT.off);
  return config.mail;
}

export async function sendMail(deps: Pick<AppDeps, "config">, mail: OutgoingMail): Promise<void> {
  const settings = requireMail(deps.config);
  let transport = transports.get(deps.config);
  if (!transport) {
    transport = nodemailer.createTransport(settings.smtpUrl, { from: settings.from });
    transports.set(deps.config, transport);
  }
  await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, ...(mail.headers ? { headers: mail.headers } : {}) });
}
