/**
 * The personal data file: what GET /api/export answers and POST /api/import takes back.
 * Derived numbers (a goal's progress, like count) are written for the reader and ignored on
 * import: the server recomputes them from the entries and likes.
 */
import { z } from "zod";
import { accountEmailAnswer } from "./mail-schema.js";
import { nudgeSettingsSchema } from "./nudge-schema.js";
import {
  DESCRIPTION_MAX_LENGTH,
  EXPORT_FORMAT,
  EXPORT_FORMAT_ERROR,
  MOTIVATION_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "./constants.js";
import { amountInput, habitFieldsInput, kindSchema, directionSchema } from "./habit-fields.js";
import { GROUP_NAME_MAX_LENGTH } from "./group-schema.js";
import { categorySchema, idSchema, isoDateTimeSchema, positionInput, timeframeSchema } from "./schemas.js";
import { queryObject } from "./query.js";
import { slugify } from "./slug.js";

/** GET /api/export's query: the JSON file (default) or the entries as CSV. */
export const exportQuery = queryObject({ format: z.enum(["json", "csv"], { error: "format must be json or csv" }).optional() });
/** GET /api/export?format=csv: the entries as CSV text. */
export const exportCsv = z.string().describe("Your journal entries as CSV");

// In constants.ts (no zod): the web app reads EXPORT_FORMAT_ERROR without loading the schemas.
export { EXPORT_FORMAT, EXPORT_FORMAT_ERROR };
export const EXPORT_VERSION = 1;
/** Rows one import may hold; the 5 MB body limit usually binds first. */
export const IMPORT_MAX_ROWS = 100_000;

const text = (max: number, field: string) =>
  z.string({ error: `${field} must be text` }).max(max, { error: `${field} must be at most ${max} characters` });

const slugField = z
  .string({ error: "slug must be text" })
  .max(SLUG_MAX_LENGTH, { error: `slug must be at most ${SLUG_MAX_LENGTH} characters` })
  .refine((s) => s.length > 0 && slugify(s) === s, { error: "slug must be lowercase letters, digits and single hyphens" });

/** Every goal of an export names its habit fields (issue 29): null where its kind has none. */
const habitFieldsExported = {
  kind: kindSchema,
  target: z.number().nullable(),
  unit: z.string().nullable(),
  direction: directionSchema,
  weekdays: z.array(z.number().int()).nullable(),
  every_days: z.number().int().nullable(),
};

export const exportGoalSchema = z
  .object({
    id: idSchema,
    title: text(TITLE_MAX_LENGTH, "title").trim().min(1, { error: "title cannot be empty" }),
    description: text(DESCRIPTION_MAX_LENGTH, "description").default(""),
    motivation: text(MOTIVATION_MAX_LENGTH, "motivation").default(""),
    category: categorySchema,
    timeframe: timeframeSchema,
    public: z.boolean({ error: "public must be true or false" }).default(false),
    slug: slugField.nullable().default(null),
    created_at: isoDateTimeSchema,
    updated_at: isoDateTimeSchema,
    /** Issue 29: absent in older files, whose goals import as progress goals. */
    ...habitFieldsInput,
    /**
     * Issue 30; absent in older files. Absent on import: a goal you have keeps its own, a new one
     * gets no group, the last place and not archived.
     */
    group_id: idSchema.nullable().optional(),
    position: positionInput.optional(),
    archived: z.boolean({ error: "archived must be true or false" }).optional(),
  })
  .refine((g) => !g.public || g.slug !== null, { error: "a public goal needs a slug", path: ["slug"] });
export type ExportGoal = z.output<typeof exportGoalSchema>;

/** A group of goals (issue 30): merged by id, or by name with a group of yours of the same name. */
export const exportGroupSchema = z.object({
  id: idSchema,
  name: text(GROUP_NAME_MAX_LENGTH, "name").trim().min(1, { error: "name cannot be empty" }),
  position: positionInput.optional(),
});
export type ExportGroup = z.output<typeof exportGroupSchema>;

export const exportEntrySchema = z.object({
  id: idSchema,
  goal_id: idSchema,
  note: text(NOTE_MAX_LENGTH, "note").trim().min(1, { error: "note cannot be empty" }),
  progress: z
    .number({ error: "progress must be a number from 0 to 100" })
    .int({ error: "progress must be a whole number" })
    .min(0, { error: "progress must be a number from 0 to 100" })
    .max(100, { error: "progress must be a number from 0 to 100" }),
  created_at: isoDateTimeSchema,
  /** An amount goal's check-in amount (issue 29); absent for other kinds. */
  amount: amountInput.nullable().optional(),
});
export type ExportEntry = z.output<typeof exportEntrySchema>;

/** A like the user gave; owner and slug are for the reader, goal_id is what counts. */
export const exportLikeSchema = z.object({
  goal_id: idSchema,
  created_at: isoDateTimeSchema,
});
export type ExportLike = z.output<typeof exportLikeSchema>;

/**
 * GET /api/export's JSON answer: the file as import reads it, with the derived numbers and the
 * liked goals' owner and slug for the reader. Sent as ready-made bytes built in the CPU pool
 * (export/export-stream.ts), so this schema documents the answer and is never run over it.
 */
export const exportAnswer = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exported_at: z.string(),
    username: z.string(),
    groups: z.array(z.object({ id: z.string(), name: z.string(), position: z.number() })),
    goals: z.array(z.object({ ...exportGoalSchema.shape, ...habitFieldsExported, progress: z.number(), likes_count: z.number() })),
    entries: z.array(z.object({ ...exportEntrySchema.shape, amount: z.number().nullable() })),
    likes: z.array(z.object({ ...exportLikeSchema.shape, owner: z.string().nullable(), slug: z.string().nullable() })),
    /** The account's e-mail address and whether it is confirmed (issue 32); null when none. Import leaves it out. */
    email: accountEmailAnswer.shape.email,
    /** The account's nudges (issue 32): each on or off, their local time and zone. Import leaves them out. */
    nudges: nudgeSettingsSchema,
  })
  .describe("The export file");

export const importBody = z.object({
  format: z.literal(EXPORT_FORMAT, { error: EXPORT_FORMAT_ERROR }),
  version: z.literal(EXPORT_VERSION, { error: `version must be ${EXPORT_VERSION}` }),
  groups: z.array(exportGroupSchema).max(IMPORT_MAX_ROWS).default([]),
  goals: z.array(exportGoalSchema).max(IMPORT_MAX_ROWS).default([]),
  entries: z.array(exportEntrySchema).max(IMPORT_MAX_ROWS).default([]),
  likes: z.array(exportLikeSchema).max(IMPORT_MAX_ROWS).default([]),
});
export type ImportDocument = z.output<typeof importBody>;

const countsOf = z.object({ created: z.number(), updated: z.number(), unchanged: z.number() });
export const importResult = z.object({
  /**
   * Issue 30, only for a file with groups: created, updated (renamed or moved) and unchanged
   * (or taken for a group of yours with the same name).
   */
  groups: countsOf.optional(),
  goals: countsOf,
  entries: countsOf,
  likes: z.object({ added: z.number(), unchanged: z.number(), skipped: z.number() }),
});
export type ImportResult = z.infer<typeof importResult>;
/**
 * What an import answers with 202 (decision 069): the file was decided (its goals are in, every
 * rule passed) but writing its check-ins was interrupted by a fault; the server finishes it (in
 * the background, else its sweep), so the client must not send it again. `import_id` names the
 * run in the server's log.
 */
export const IMPORT_FINISHING_MESSAGE =
  "Your file is imported. Some of its check-ins are still being written and will appear shortly; there is no need to send it again.";
export const importFinishing = z
  .object({ status: z.literal("finishing"), import_id: z.string(), message: z.string() })
  .describe("Imported; its check-ins are still being written");
export type ImportFinishing = z.infer<typeof importFinishing>;
/**
 * POST /api/import/loop's answer: the import's counts, how many habits the files held, the
 * pauses written for Loop's skipped days, and what was not carried over exactly, per habit
 * (a frequency taken as the nearest schedule here, skipped stretches beyond a goal's pauses).
 */
export const loopImportResult = importResult.extend({
  habits: z.number(),
  pauses: z.object({ created: z.number(), unchanged: z.number() }),
  notes: z.array(z.object({ habit: z.string(), note: z.string() })),
});

/** The most a Loop export's ZIP may hold, as base64 text (the 5 MB body bounds it first). */
export const LOOP_ZIP_BASE64_MAX = 5 * 1024 * 1024;

/**
 * Loop Habit Tracker's CSV export: either the ZIP exactly as Loop makes it ("Loop Habits CSV
 * <date>.zip", as base64: Habits.csv, the combined Checkmarks.csv and Scores.csv, and a folder per
 * habit whose Checkmarks.csv carries each day's note), or the text of its Habits.csv and
 * Checkmarks.csv (and Scores.csv, accepted and not needed: habit strength is computed from the days).
 */
const csvText = (field: string) => z.string({ error: `${field} must be the text of the CSV file` }).min(1, { error: `${field} is empty` });
export const loopImportBody = z
  .object({
    habits: csvText("habits").optional(),
    checkmarks: csvText("checkmarks").optional(),
    scores: csvText("scores").optional(),
    zip: z
      .string({ error: "zip must be the ZIP file as base64 text" })
      .min(1, { error: "zip is empty" })
      .max(LOOP_ZIP_BASE64_MAX, { error: "zip is larger than 5 MB" })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "zip must be the ZIP file as base64 text" })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.zip !== undefined) {
      if (body.habits !== undefined || body.checkmarks !== undefined || body.scores !== undefined) {
        ctx.addIssue({ code: "custom", path: ["zip"], message: "zip: send the ZIP or the CSV files, not both" });
      }
      return;
    }
    for (const field of ["habits", "checkmarks"] as const) {
      if (body[field] === undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: `${field} must be the text of the CSV file` });
        return;
      }
    }
  });
export type LoopImportBody = z.infer<typeof loopImportBody>;
