/** Errors of the operations commands: their message is shown as is, without a stack. */
export class OpsError extends Error {}

/** Ends a refusal: true only because every check runs before anything is written. */
export const NOTHING_CHANGED = "Nothing was changed.";

export function refused(file: string, why: string): OpsError {
  return new OpsError(`Refused ${file}: ${why}. ${NOTHING_CHANGED}`);
}
