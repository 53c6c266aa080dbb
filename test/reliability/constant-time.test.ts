/**
 * Issue 9 §3 — constant-time comparisons. Secrets are compared in constant time or not at all:
 *  - a password is checked by deriving its scrypt key and comparing with crypto.timingSafeEqual
 *    (proved below by watching the call);
 *  - a bearer token is never compared: its SHA-256 is looked up (an attacker who can time the
 *    lookup learns about hashes of their own guesses, which says nothing about a real token);
 *  - no server code compares anything named like a secret with === / !== / Buffer#equals
 *    (a code-review rule, checked over the sources so a new comparison cannot slip in).
 */
import fs from "node:fs";
import path from "node:path";
import type * as Crypto from "node:crypto";
import { timingSafeEqual } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "../../src/server/auth/password.js";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const spy = vi.mocked(timingSafeEqual);

describe("constant-time comparisons", () => {
  beforeEach(() => {
    spy.mockClear();
  });

  it("checks a password with crypto.timingSafeEqual over equal-length keys, right or wrong", async () => {
    const stored = await hashPassword("correct-horse-1");
    expect(await verifyPassword("correct-horse-1", stored)).toBe(true);
    expect(await verifyPassword("correct-horse-2", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
    for (const [a, b] of spy.mock.calls) {
      expect(Buffer.isBuffer(a) && Buffer.isBuffer(b)).toBe(true);
      expect((a as Buffer).length).toBe((b as Buffer).length);
      expect((a as Buffer).length).toBe(32);
    }
  });

  it("refuses a malformed stored hash without throwing and without a shortcut compare", async () => {
    for (const bad of ["", "plain", "scrypt$16384$8$1$c2FsdA$", "bcrypt$x$y$z$a$b"]) {
      expect(await verifyPassword("whatever-pass", bad)).toBe(false);
    }
  });

  it("no server code compares a secret-like value with ===, !== or Buffer#equals", () => {
    const root = path.resolve("src/server");
    const files = fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(20);
    const secret = String.raw`\w*(?:password|passwd|token|secret|apikey|api_key|hash|digest|signature)\w*`;
    const compare = new RegExp(String.raw`\b${secret}\s*[!=]==|[!=]==\s*[\w.]*?${secret}\b|${secret}\s*\.equals\(|Buffer\.compare\(`, "i");
    const offenders: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        if (compare.test(code)) offenders.push(`src/server/${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
