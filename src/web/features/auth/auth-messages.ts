/** The login and signup texts of the spec (signed-in-core §5, §8), and how errors map to them. */
import { ApiError } from "../../lib/api.js";

export const AUTH_MESSAGES = {
  loginMissing: "Please enter both username and password",
  loginFailed: "Login failed",
  signupMissing: "Username and password are required",
  passwordsMismatch: "Passwords do not match",
  signupFailed: "Failed to create account",
  signupSuccess: "Account created! Redirecting...",
  network: "Error connecting to server",
} as const;

/** The server's error text, else a network message, else the fallback. */
export function describeAuthError(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return AUTH_MESSAGES.network;
    if (err.serverMessage) return err.serverMessage;
  }
  return fallback;
}

export const loginErrorMessage = (err: unknown) => describeAuthError(err, AUTH_MESSAGES.loginFailed);
export const signupErrorMessage = (err: unknown) => describeAuthError(err, AUTH_MESSAGES.signupFailed);

export function validateLogin(username: string, password: string): string | null {
  return username.trim() && password ? null : AUTH_MESSAGES.loginMissing;
}

export function validateSignup(username: string, password: string, confirm: string): string | null {
  if (!username.trim() || !password) return AUTH_MESSAGES.signupMissing;
  if (password !== confirm) return AUTH_MESSAGES.passwordsMismatch;
  return null;
}
