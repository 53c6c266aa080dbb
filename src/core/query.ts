/**
 * Query-string schemas, in one place for every route. A query string is text: numbers are
 * read as plain decimal integers only (z.coerce.number() also took "0x10", " 12", "1e1"), and a
 * known parameter sent in array form (`goal_id[]=x`, `limit[0]=1`) is refused instead of being
 * dropped as unknown, which silently answered as if the filter had not been asked for.
 */
import { z } from "zod";

/** A decimal integer from min to max, e.g. queryInt("limit", 1, 100). */
export function queryInt(name: string, min: number, max: number) {
  const whole = `${name} must be a whole number`;
  const range = `${name} must be from ${min} to ${max}`;
  return z
    .string({ error: whole })
    .regex(/^-?\d{1,15}$/, { error: whole })
    .transform(Number)
    .pipe(z.number().min(min, { error: range }).max(max, { error: range }));
}

/** An object of query parameters: unknown ones are ignored, known ones in array form refused. */
export function queryObject<T extends z.core.$ZodLooseShape>(shape: T) {
  const known = new Set(Object.keys(shape));
  return z.looseObject(shape).superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      const base = key.replace(/\[[^\]]*\]$/, "");
      if (base !== key && known.has(base)) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} is not accepted: send ${base}=<value> once` });
      }
    }
  });
}
