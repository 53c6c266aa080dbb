/** One error type with codes and one mapping to HTTP status; handlers never build error bodies. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Seconds, sent as Retry-After (with RATE_LIMITED, or a CONFLICT worth retrying). */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string, opts: { retryAfter?: number } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfter = opts.retryAfter;
  }
}

export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const unauthorized = (message: string) => new AppError("UNAUTHORIZED", message);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);

export const MESSAGES = {
  missingToken: "Missing authentication token",
  invalidToken: "Invalid or expired token",
  goalNotFound: "Goal not found",
  entryNotFound: "Entry not found",
  // Issue 30: groups of goals.
  groupNotFound: "Group not found",
  groupNameTaken: "You already have a group with this name",
  publicGoalNotFound: "Public goal not found",
  createGoalInvalid: "Please enter title, category and timeframe",
  titleEmpty: "Title cannot be empty",
  slugRequired: "Please enter a custom URL",
  slugTaken: "You already have a goal at this URL. Choose another custom URL.",
  loginMissing: "Please enter both username and password",
  loginInvalid: "Invalid username or password",
  signupMissing: "Username and password are required",
  usernameInvalid: "Username must be 3–30 characters: lowercase letters, numbers, _ or -",
  usernameReserved: "That username is reserved. Please choose another.",
  usernameTaken: "That username is already taken",
  passwordFieldsMissing: "Please fill out all password fields",
  currentPasswordWrong: "Current password is incorrect",
  tooManyLogins: (minutes: number) => `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManySignups: "Too many accounts created from this address. Try again later.",
  // Issue 31: who may sign up, admins, disabled accounts, reset links.
  signupsClosed: "Sign-ups are closed on this server",
  inviteNeeded: "An invitation is needed to sign up here",
  accountDisabled: "This account is disabled",
  sessionNotFound: "Session not found",
  adminOnly: "Only an admin of this server can do that",
  userNotFound: "User not found",
  inviteNotFound: "Invitation not found",
  lastAdmin: "The last admin cannot be demoted, disabled or deleted: make another account admin first",
  resetFieldsMissing: "Please enter the new password",
  resetLinkInvalid: "This password link is invalid, used or expired. Ask the admin of this server for a new one.",
} as const;
