/** IANA time zones, as the viewer's browser names them (Intl), checked the same everywhere. */
import { z } from "zod";

const known = new Map<string, boolean>();

/** Whether `name` is a time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(name, ok);
  }
  return ok;
}

export const timeZoneSchema = (name = "tz") =>
  z.string({ error: `${name} must be a time zone such as Europe/Paris` }).refine(isTimeZone, { error: `${name} must be a time zone such as Europe/Paris` });
