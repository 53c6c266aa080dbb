/**
 * Issue 32: an e-mail notification channel goes to the account's own address, confirmed by the link
 * mailed to it (Settings → E-mail address), through a real SMTP server on loopback; it stops when the
 * address is removed. Both engines.
 */
import { afterAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { linkIn, smtpReceiver } from "../support/smtp-receiver.js";
import { expectError, useServer } from "./helpers.js";

const receiver = await smtpReceiver();
afterAll(() => receiver.close());

const ORIGIN = "https://goals.example.org";
const NOT_CONFIRMED = "An e-mail channel goes to your confirmed address: confirm it in Settings → E-mail address first";

describe.each(ENGINES)("e-mail channels (%s)", (engine) => {
  const h = useServer(engine, { env: { SMTP_URL: receiver.url, MAIL_FROM: "goals@example.org", PUBLIC_URL: ORIGIN } });
  const add = (token: string, target: string) =>
    h.api.call<any>("POST", "/api/notifications/channels", { token, body: { type: "email", target } });

  it("takes only the account's confirmed address, mails a Test to it, and stops when the address is removed", async () => {
    const u = await h.api.newUser("mailch");
    const addr = `mailch-${engine}@example.org`;
    expectError(await add(u.token, addr), 400, NOT_CONFIRMED);
    expect((await h.api.call("PUT", "/api/account/email", { token: u.token, body: { address: addr } })).status).toBe(200);
    // Pending, not yet confirmed: still refused.
    expectError(await add(u.token, addr), 400, NOT_CONFIRMED);
    const token = new URL(linkIn(await receiver.nth(addr, 1), `${ORIGIN}/confirm-email`)).hash.slice("#token=".length);
    expect((await h.api.call("POST", "/api/account/email/confirm", { token: u.token, body: { token } })).status).toBe(200);
    // Another address than the account's is refused even once one is confirmed.
    expectError(await add(u.token, `someone-else-${engine}@example.org`), 400, NOT_CONFIRMED);

    const made = await add(u.token, addr.toUpperCase());
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ type: "email", target: addr, has_token: false });
    const test = await h.api.call<any>("POST", `/api/notifications/channels/${made.body.id}/test`, { token: u.token });
    expect(test.body).toEqual({ delivered: true, status_code: null, error: null });
    const mail = await receiver.nth(addr, 2);
    expect(mail.subject).toBe("ProgressVault test");
    expect(mail.text).toContain("Reminders will reach you here.");

    expect((await h.api.call("DELETE", "/api/account/email", { token: u.token })).status).toBe(204);
    const after = await h.api.call<any>("POST", `/api/notifications/channels/${made.body.id}/test`, { token: u.token });
    expect(after.body).toEqual({ delivered: false, status_code: null, error: NOT_CONFIRMED });
  });
});

describe("e-mail channels without e-mail set up", () => {
  const h = useServer("sqlite");
  it("answers 400 with what is missing", async () => {
    const u = await h.api.newUser("nomail");
    const res = await h.api.call("POST", "/api/notifications/channels", {
      token: u.token,
      body: { type: "email", target: "a@example.org" },
    });
    expectError(res, 400, "E-mail channels need e-mail set up on this server");
  });
});
