/**
 * Issue 31 — single sign-on is on when OIDC_ISSUER and OIDC_CLIENT_ID are set; one of them
 * alone stops the start with a message naming the other, instead of leaving the login page
 * without its button and the owner wondering why.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.js";

describe("OIDC settings at start", () => {
  it("the issuer without a client id names OIDC_CLIENT_ID", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.org" })).toThrow(
      /OIDC_CLIENT_ID: must be set with OIDC_ISSUER and OIDC_CLIENT_ID together/,
    );
  });

  it("a client id without the issuer names OIDC_ISSUER", () => {
    expect(() => loadConfig({ OIDC_CLIENT_ID: "progressvault" })).toThrow(/OIDC_ISSUER: must be set with/);
  });

  it("both, or neither, start", () => {
    expect(loadConfig({ OIDC_ISSUER: "https://id.example.org", OIDC_CLIENT_ID: "pv" }).oidc).toMatchObject({
      issuer: "https://id.example.org",
      clientId: "pv",
      label: "Single sign-on",
    });
    expect(loadConfig({}).oidc).toBeUndefined();
  });
});
