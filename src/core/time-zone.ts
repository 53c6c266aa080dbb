/** IANA time zone names as the API accepts them (the coach's `timeZone`, the lists' and history's `tz`). */
import { z } from "zod";

const known = new Map<string, boolean>();

/** Whether `value` is a time zone this runtime knows ("Europe/Paris", "UTC"); answers are cached. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  let ok = known.get(value);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: value });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(value, ok);
  }
  return ok;
}

/** A time zone parameter: an IANA name such as "Europe/Berlin" (at most 64 characters). */
export function timeZoneInput(name: string) {
  return z
    .string({ error: `${name} must be text` })
    .max(64, { error: `${name} must be an IANA time zone` })
    .refine(isTimeZone, { error: `${name} must be an IANA time zone` });
}
