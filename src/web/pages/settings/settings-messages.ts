/** The settings texts of the spec (public-and-discovery §5, §8), character for character. */
import { TOAST_DURATION_MS } from "../../../core/constants.js";
import { ApiError } from "../../lib/api.js";

export const SETTINGS_MESSAGES = {
  passwordFieldsMissing: "Please fill out all password fields",
  passwordUpdated: "Password updated successfully",
  passwordFailed: "Failed to update password",
  deleteConfirm: "Delete your account and ALL goals/journals? This cannot be undone.",
  accountDeleted: "Account deleted",
  deleteFailed: "Failed to delete account",
} as const;

/** Settings toasts last 2.5 s (public §8). */
export const SETTINGS_TOAST_MS = TOAST_DURATION_MS;

/** Account deletion: the success message shows this long before storage is cleared (public §9). */
export const DELETE_REDIRECT_MS = 1000;

/** The server's error text when it sent one, else the fallback. */
export function serverErrorOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}
