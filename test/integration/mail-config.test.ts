/**
 * Issue 32 — e-mail is on when SMTP_URL and MAIL_FROM are set; one alone stops the start with a
 * message naming the other. Mailed links start with PUBLIC_URL, never a request's Host, so mail
 * without PUBLIC_URL stops the start too (decision 060).
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.js";

const PUBLIC_URL = "https://goals.example.org";

describe("mail settings at start", () => {
  it("SMTP_URL without MAIL_FROM names MAIL_FROM", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.org:587", PUBLIC_URL })).toThrow(
      /MAIL_FROM: must be set with SMTP_URL and MAIL_FROM together/,
    );
  });

  it("MAIL_FROM without SMTP_URL names SMTP_URL", () => {
    expect(() => loadConfig({ MAIL_FROM: "goals@example.org", PUBLIC_URL })).toThrow(/SMTP_URL: must be set with SMTP_URL and MAIL_FROM/);
  });

  it("mail without PUBLIC_URL names PUBLIC_URL", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.org", MAIL_FROM: "goals@example.org" })).toThrow(
      /PUBLIC_URL: must be set when SMTP_URL is/,
    );
  });

  it("SMTP_URL must be smtp:// or smtps://", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.org", MAIL_FROM: "goals@example.org", PUBLIC_URL })).toThrow(
      /SMTP_URL: must be smtp:\/\/ or smtps:\/\//,
    );
  });

  it("all three, or none, start", () => {
    const on = loadConfig({ SMTP_URL: "smtps://u:p@mail.example.org:465", MAIL_FROM: "ProgressVault <goals@example.org>", PUBLIC_URL });
    expect(on.mail).toEqual({
      smtpUrl: "smtps://u:p@mail.example.org:465",
      from: "ProgressVault <goals@example.org>",
      linkOrigin: PUBLIC_URL,
    });
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "", MAIL_FROM: "" }).mail).toBeUndefined();
  });
});
