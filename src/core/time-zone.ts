/** IANA time zone names as the API accepts them (the coach's `timeZone`, the lists' `tz`). */
import { z } from "zod";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A time zone parameter: an IANA name such as "Europe/Berlin" (at most 64 characters). */
export function timeZoneInput(name: string) {
  return z
    .string({ error: `${name} must be text` })
    .max(64, { error: `${name} must be an IANA time zone` })
    .refine(isTimeZone, { error: `${name} must be an IANA time zone` });
}
