/**
 * E-mail (issue 32) over HTTP on both engines, against a real SMTP server on loopback
 * (test/support/smtp-receiver.ts): an address is set, the confirmation link read from the mail
 * that arrived, and confirmed; a wrong, another user's or expired token is 400; "Forgot password?"
 * answers the same for a known and an unknown address and mails the existing reset link, which
 * then sets the password; the link's origin is PUBLIC_URL whatever Host the request names; the
 * hourly limits answer 429; API tokens are refused; without SMTP_URL the routes answer 404.
 */
import { afterAll, describe, expect, it } from "vitest";
import { FORGOT_ANSWER } from "../../src/core/mail-limits.js";
import { ENGINES } from "../support/server.js";
import { linkIn, smtpReceiver } from "../support/smtp-receiver.js";
import { expectError, useServer } from "./helpers.js";

const receiver = await smtpReceiver();
afterAll(() => receiver.close());

const ORIGIN = "https://goals.example.org";
const HOUR = 60 * 60 * 1000;
const LINK_INVALID = "This confirmation link is invalid or has expired: add the address again for a new one";
const SESSION_ONLY = "API tokens cannot manage tokens, passwords, sessions, the account or the server: sign in to do this";

describe.each(ENGINES)("e-mail (%s)", (engine) => {
  let clock = Date.parse("2026-11-28T09:00:00.000Z");
  const h = useServer(engine, {
    env: { SMTP_URL: receiver.url, MAIL_FROM: "ProgressVault <goals@example.org>", PUBLIC_URL: ORIGIN },
    overrides: { now: () => new Date(clock) },
  });
  let seq = 0;
  /** A fresh address per call, so mails of the two engines and of each test never mix. */
  const address = (label: string) => `${label}-${engine}-${++seq}@example.org`;
  const put = (token: string, addr: string) => h.api.call<any>("PUT", "/api/account/email", { token, body: { address: addr } });
  const confirm = (token: string, t: string) => h.api.call<any>("POST", "/api/account/email/confirm", { token, body: { token: t } });
  const forgot = (email: string, headers?: Record<string, string>) =>
    h.api.call<any>("POST", "/api/auth/forgot", { body: { email }, ...(headers ? { headers } : {}) });
  /** The token of the n-th confirmation mail to `addr`, read from the link's fragment. */
  const mailedToken = async (addr: string, n = 1) => {
    const link = linkIn(await receiver.nth(addr, n), `${ORIGIN}/confirm-email`);
    expect(link).toMatch(new RegExp(`^${ORIGIN}/confirm-email#token=[A-Za-z0-9_-]{43}$`));
    return new URL(link).hash.slice("#token=".length);
  };
  /** A user with a confirmed address. */
  const confirmedUser = async (label: string) => {
    const u = await h.api.newUser(label);
    const addr = address(label);
    expect((await put(u.token, addr)).status).toBe(200);
    expect((await confirm(u.token, await mailedToken(addr))).status).toBe(200);
    return { ...u, addr };
  };
  /** Every test starts in a fresh hour: the hourly limits count nothing of the tests before. */
  const nextHour = () => {
    clock += 2 * HOUR;
  };

  it("says mail is on in /api/site", async () => {
    expect((await h.api.call<any>("GET", "/api/site")).body).toMatchObject({ mail: true });
  });

  it("sets an address, mails its link (the token in the fragment) and confirms it signed in", async () => {
    nextHour();
    const u = await h.api.newUser("mail");
    expect((await h.api.call<any>("GET", "/api/account/email", { token: u.token })).body).toEqual({ email: null });
    const addr = address("Ada");
    const res = await put(u.token, ` ${addr.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: { address: addr.toLowerCase(), confirmed: false, weekly_summary: false } });

    const mail = await receiver.nth(addr.toLowerCase());
    expect(mail.from).toBe("goals@example.org");
    expect(mail.subject).toBe("Confirm your e-mail address for ProgressVault");
    const token = await mailedToken(addr.toLowerCase());
    // Only its hash is kept.
    const row = await h.server.deps.db.db
      .selectFrom("user_emails")
      .selectAll()
      .where("address", "=", addr.toLowerCase())
      .executeTakeFirst();
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await confirm(u.token, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: { address: addr.toLowerCase(), confirmed: true, weekly_summary: false } });
    expect((await h.api.call<any>("GET", "/api/account/email", { token: u.token })).body).toEqual(confirmed.body);
    // Used once: the same link again is refused.
    expectError(await confirm(u.token, token), 400, LINK_INVALID);
  });

  it("refuses a wrong token, another user's token and an expired one with 400", async () => {
    nextHour();
    const u = await h.api.newUser("wrong");
    const other = await h.api.newUser("other");
    const addr = address("wrong");
    await put(u.token, addr);
    const token = await mailedToken(addr);
    expectError(await confirm(u.token, "not-the-token"), 400, LINK_INVALID);
    expectError(await confirm(other.token, token), 400, LINK_INVALID);
    expect((await h.api.call<any>("GET", "/api/account/email", { token: other.token })).body).toEqual({ email: null });

    clock += 48 * HOUR + 1000;
    expectError(await confirm(u.token, token), 400, LINK_INVALID);
    expect((await h.api.call<any>("GET", "/api/account/email", { token: u.token })).body).toEqual({
      email: { address: addr, confirmed: false, weekly_summary: false },
    });
    // A new address (or the same again) mails a new link, which works.
    await put(u.token, addr);
    expect((await confirm(u.token, await mailedToken(addr, 2))).body).toEqual({
      email: { address: addr, confirmed: true, weekly_summary: false },
    });
  });

  it("keeps a confirmed address to one account (409) and removes an address", async () => {
    nextHour();
    const first = await confirmedUser("first");
    const second = await h.api.newUser("second");
    await put(second.token, first.addr);
    expectError(await confirm(second.token, await mailedToken(first.addr, 2)), 409, "This address is confirmed for another account");

    expect((await h.api.call("DELETE", "/api/account/email", { token: first.token })).status).toBe(204);
    expect((await h.api.call<any>("GET", "/api/account/email", { token: first.token })).body).toEqual({ email: null });
  });

  it("exports the address and whether it is confirmed; the file imports back as it is", async () => {
    nextHour();
    const u = await confirmedUser("export");
    const file = await h.api.call<any>("GET", "/api/export", { token: u.token });
    expect(file.status).toBe(200);
    expect(file.body.email).toEqual({ address: u.addr, confirmed: true, weekly_summary: false });
    expect((await h.api.call("POST", "/api/import", { token: u.token, body: file.body })).status).toBe(200);
    const none = await h.api.newUser("noaddress");
    expect((await h.api.call<any>("GET", "/api/export", { token: none.token })).body.email).toBeNull();
  });

  it("answers bad input with 400 JSON", async () => {
    nextHour();
    const u = await h.api.newUser("bad");
    expectError(await put(u.token, "not-an-address"), 400, /address must be an e-mail address/);
    expectError(await h.api.call("PUT", "/api/account/email", { token: u.token, body: { address: 5 } }), 400);
    expectError(await h.api.call("PUT", "/api/account/email", { token: u.token, body: { address: `${"a".repeat(250)}@x.org` } }), 400);
    expectError(await h.api.call("POST", "/api/account/email/confirm", { token: u.token, body: {} }), 400);
    expectError(await h.api.call("POST", "/api/auth/forgot", { body: { email: "nope" } }), 400);
    expectError(await h.api.call("POST", "/api/auth/forgot", { rawBody: "{", headers: { "content-type": "application/json" } }), 400);
  });

  it("refuses personal API tokens on /api/account/email (403), whatever their scope", async () => {
    const u = await h.api.newUser("apitok");
    const made = await h.api.call<any>("POST", "/api/tokens", { token: u.token, body: { name: "t", scope: "write" } });
    const t = made.body.token as string;
    expectError(await h.api.call("GET", "/api/account/email", { token: t }), 403, SESSION_ONLY);
    expectError(await put(t, address("apitok")), 403, SESSION_ONLY);
    expectError(await h.api.call("DELETE", "/api/account/email", { token: t }), 403, SESSION_ONLY);
    expectError(await confirm(t, "x"), 403, SESSION_ONLY);
    expect(receiver.to(`apitok-${engine}-${seq}@example.org`)).toEqual([]);
  });

  it("answers forgot the same for a known and an unknown address, and mails only the known one a working reset link", async () => {
    nextHour();
    const u = await confirmedUser("forgot");
    const unknown = address("nobody");
    const pendingUser = await h.api.newUser("pending");
    const pending = address("pending");
    await put(pendingUser.token, pending);

    const answers = [await forgot(unknown), await forgot(pending), await forgot(u.addr)];
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: FORGOT_ANSWER });
      expect(res.text).toBe(answers[0]?.text);
    }
    const mail = await receiver.nth(u.addr, 2); // the first was its confirmation
    expect(mail.subject).toBe("Reset your ProgressVault password");
    const link = linkIn(mail, `${ORIGIN}/reset-password`);
    expect(receiver.to(unknown)).toEqual([]);
    expect(receiver.to(pending)).toHaveLength(1); // its confirmation only: an unconfirmed address gets no reset link

    // The existing reset mechanism: the link's token sets a new password.
    const token = new URL(link).searchParams.get("token");
    const reset = await h.api.call("POST", "/api/auth/reset", { body: { token, newPassword: "mailed-horse-42" } });
    expect(reset.status).toBe(204);
    expect((await h.api.call("POST", "/api/auth/login", { body: { username: u.username, password: "mailed-horse-42" } })).status).toBe(200);
  });

  it("writes the reset link on PUBLIC_URL whatever Host the request names", async () => {
    nextHour();
    const u = await confirmedUser("host");
    const res = await h.server.app.inject({
      method: "POST",
      url: "/api/auth/forgot",
      headers: { host: "evil.example", "content-type": "application/json" },
      payload: JSON.stringify({ email: u.addr }),
    });
    expect(res.statusCode).toBe(202);
    const mail = await receiver.nth(u.addr, 2);
    expect(mail.text).not.toContain("evil.example");
    expect(linkIn(mail, `${ORIGIN}/reset-password?token=`)).toBeTruthy();
  });

  it("limits forgot to 3 an hour per address and 10 per client address (429 with Retry-After)", async () => {
    nextHour();
    const addr = address("limited");
    for (let i = 0; i < 3; i++) expect((await forgot(addr)).status).toBe(202);
    const refused = await forgot(addr);
    expectError(refused, 429, "Too many reset requests. Try again later.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    nextHour();
    for (let i = 0; i < 10; i++) expect((await forgot(address("many"))).status).toBe(202);
    expectError(await forgot(address("many")), 429, "Too many reset requests. Try again later.");
    // The next hour, both are open again.
    nextHour();
    expect((await forgot(addr)).status).toBe(202);
  });

  it("limits confirmation mails to 5 an hour per user (429)", async () => {
    nextHour();
    const u = await h.api.newUser("spam");
    for (let i = 0; i < 5; i++) expect((await put(u.token, address("spam"))).status).toBe(200);
    const victim = address("victim");
    expectError(await put(u.token, victim), 429, "Too many confirmation mails this hour. Try again later.");
    expect(receiver.to(victim)).toEqual([]);
  });
});

describe.each(ENGINES)("e-mail not set up (%s)", (engine) => {
  const h = useServer(engine);

  it("says mail is off, and its routes answer 404", async () => {
    expect((await h.api.call<any>("GET", "/api/site")).body).toMatchObject({ mail: false });
    const off = "E-mail is not set up on this server";
    expectError(await h.api.call("POST", "/api/auth/forgot", { body: { email: "a@example.org" } }), 404, off);
    const u = await h.api.newUser("nomail");
    expectError(await h.api.call("GET", "/api/account/email", { token: u.token }), 404, off);
    expectError(await h.api.call("PUT", "/api/account/email", { token: u.token, body: { address: "a@example.org" } }), 404, off);
  });
});
