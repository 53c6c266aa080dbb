/** Opaque keyset cursors for paging public goals: the last row's sort key, base64url JSON. */
import { z } from "zod";
import { idSchema } from "../../core/schemas.js";
import { badRequest } from "../errors.js";

// Bounded to what the server itself writes, so a forged cursor is a 400, never a database error
// (PostgreSQL refuses 1.5 or 1e20 for an integer and year 0000 for a timestamp).
const cursorSchema = z.object({
  k: z.number().int().min(0).max(2_147_483_647).nullable(),
  c: z.iso
    .datetime({ offset: true })
    .refine((s) => Date.parse(s) >= 0)
    .transform((s) => new Date(s).toISOString()),
  i: idSchema,
});
export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString("base64url");
}

export function decodeCursor(raw: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
  } catch {
    throw badRequest("cursor is invalid: start again from the first page");
  }
}
