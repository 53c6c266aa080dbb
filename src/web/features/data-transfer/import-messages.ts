/**
 * What a person reads when the file chosen as a ProgressVault export is not one (issue 28,
 * item 10). The API keeps its own words (`format must be "progressvault-export"`, or not JSON at
 * all for a CSV or a zip): this module is the one home of the person's wording of them.
 */
// constants.ts, not export-schema.ts: the schemas (zod) would load with the settings page, and
// zod's eval probe breaks the strict CSP there (e2e/xss.spec.ts).
import { EXPORT_FORMAT_ERROR } from "../../../core/constants.js";
import { ApiError } from "../../lib/api.js";

export const NOT_AN_EXPORT = "This is not a ProgressVault export. To bring in Loop Habit Tracker data, use Import from Loop.";

/** The API's refusals that mean "this file is not an export". */
const NOT_AN_EXPORT_ANSWERS: ReadonlySet<string> = new Set([EXPORT_FORMAT_ERROR, "Request body is not valid JSON"]);

/** A refused export import, in the person's words where the API said the file is no export. */
export function exportImportError(err: unknown): unknown {
  if (err instanceof ApiError && err.status === 400 && err.serverMessage && NOT_AN_EXPORT_ANSWERS.has(err.serverMessage))
    return new Error(NOT_AN_EXPORT);
  return err;
}
