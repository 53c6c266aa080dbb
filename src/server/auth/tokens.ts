/**
 * Sign-in tokens: 256 random bits, handed to the client once and stored only as a SHA-256
 * hash (a database leak yields no usable token; the token's entropy makes a slow hash moot).
 */
import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
