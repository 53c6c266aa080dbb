/** Opaque keyset cursors for paging public goals: the last row's sort key, base64url JSON. */
import { z } from "zod";
import { idSchema } from "../../core/schemas.js";
import { badRequest } from "../errors.js";

const cursorSchema = z.object({ k: z.number().nullable(), c: z.iso.datetime({ offset: true }), i: idSchema });
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
