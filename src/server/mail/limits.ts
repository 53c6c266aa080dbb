/**
 * What one client may make the server mail (issue 32): "Forgot password?" per client address and
 * per e-mail address asked about, and confirmation mails per user. Counted before they are read,
 * so requests racing in together (or on other servers, through Redis) can only be refused early.
 */
import {
  CONFIRMATIONS_PER_USER_PER_HOUR,
  FORGOT_PER_ADDRESS_PER_HOUR,
  FORGOT_PER_IP_PER_HOUR,
  UNSUBSCRIBES_PER_IP_PER_HOUR,
} from "../../core/mail-limits.js";
import { type Counter, memoryCounter } from "../auth/rate-limit.js";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";

export const HOUR_MS = 60 * 60 * 1000;

export const LIMIT_TEXT = {
  forgot: "Too many reset requests. Try again later.",
  confirmations: "Too many confirmation mails this hour. Try again later.",
  unsubscribes: "Too many requests. Try again later.",
} as const;

export interface MailCounters {
  forgotByIp: Counter;
  forgotByAddress: Counter;
  confirmationsByUser: Counter;
  /** Calls on unsubscribe links per client address (absent in older wiring: in-process then). */
  unsubscribesByIp?: Counter;
}

declare module "../deps.js" {
  interface AppDeps {
    /** Hourly counters shared by every server (Redis, main.ts); in-process when absent. */
    mailCounters?: MailCounters;
  }
}

/** The counters of this app: the shared ones, or in-process ones made once per app. */
export function mailCounters(deps: AppDeps): MailCounters {
  const clock = () => deps.now().getTime();
  return (
    deps.mailCounters ?? {
      forgotByIp: memoryCounter(HOUR_MS, clock),
      forgotByAddress: memoryCounter(HOUR_MS, clock),
      confirmationsByUser: memoryCounter(HOUR_MS, clock),
      unsubscribesByIp: memoryCounter(HOUR_MS, clock),
    }
  );
}

async function countAndCheck(counter: Counter, key: string, limit: number, message: string) {
  await counter.increment(key);
  const { count, resetInMs } = await counter.get(key);
  if (count > limit) throw new AppError("RATE_LIMITED", message, { retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) });
}

export async function limitForgot(counters: MailCounters, clientIp: string, address: string) {
  await countAndCheck(counters.forgotByIp, clientIp, FORGOT_PER_IP_PER_HOUR, LIMIT_TEXT.forgot);
  await countAndCheck(counters.forgotByAddress, address, FORGOT_PER_ADDRESS_PER_HOUR, LIMIT_TEXT.forgot);
}

export async function limitConfirmations(counters: MailCounters, userId: string) {
  await countAndCheck(counters.confirmationsByUser, userId, CONFIRMATIONS_PER_USER_PER_HOUR, LIMIT_TEXT.confirmations);
}

export async function limitUnsubscribes(counter: Counter, clientIp: string) {
  await countAndCheck(counter, clientIp, UNSUBSCRIBES_PER_IP_PER_HOUR, LIMIT_TEXT.unsubscribes);
}
