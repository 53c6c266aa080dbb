/**
 * The weekly summary by e-mail (issue 32), both engines, against a real SMTP server on loopback:
 * off by default; on, it is mailed on the first morning of the user's week (08:00 in their time
 * zone; Sunday for a Sunday week), once however many runs (or PostgreSQL connections, as several
 * server processes) race for it, never to an unconfirmed address, and no more once turned off.
 * The scheduler is run by hand at chosen instants (runWeeklySummaries).
 */
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open.js";
import { runWeeklySummaries } from "../../src/server/mail/weekly-summary.js";
import { makeDeps } from "../../src/server/runtime.js";
import { ENGINES } from "../support/server.js";
import { linkIn, smtpReceiver } from "../support/smtp-receiver.js";
import { addEntry, expectError, useServer } from "./helpers.js";

const receiver = await smtpReceiver();
afterAll(() => receiver.close());

const ORIGIN = "https://goals.example.org";
// 2026-11-30 is a Monday; Paris is UTC+1 then.
const MONDAY_0730_PARIS = new Date("2026-11-30T06:30:00.000Z");
const MONDAY_0830_PARIS = new Date("2026-11-30T07:30:00.000Z");
const MONDAY_EVENING = new Date("2026-11-30T20:00:00.000Z");
const TUESDAY_0900 = new Date("2026-12-01T09:00:00.000Z");
const SUNDAY_0900 = new Date("2026-12-06T09:00:00.000Z");
const NEXT_MONDAY_0900 = new Date("2026-12-07T09:00:00.000Z");

describe.each(ENGINES)("weekly summary (%s)", (engine) => {
  const h = useServer(engine, { env: { SMTP_URL: receiver.url, MAIL_FROM: "goals@example.org", PUBLIC_URL: ORIGIN } });
  const patch = (token: string, body: object) => h.api.call<any>("PATCH", "/api/account/email", { token, body });
  /** A user with a confirmed address. */
  const confirmedUser = async (label: string) => {
    const u = await h.api.newUser(label);
    const addr = `${label}-${engine}@example.org`;
    expect((await h.api.call("PUT", "/api/account/email", { token: u.token, body: { address: addr } })).status).toBe(200);
    const token = new URL(linkIn(await receiver.nth(addr), `${ORIGIN}/confirm-email`)).hash.slice("#token=".length);
    expect((await h.api.call("POST", "/api/account/email/confirm", { token: u.token, body: { token } })).status).toBe(200);
    return { ...u, addr };
  };
  const summaries = (addr: string) => receiver.to(addr).filter((m) => m.subject.startsWith("Your week in ProgressVault"));
  const run = (at: Date) => runWeeklySummaries(h.server.deps, at);

  it("is off by default, and needs an address to turn on (404) and a real switch and zone (400)", async () => {
    const u = await confirmedUser("off");
    expect((await h.api.call<any>("GET", "/api/account/email", { token: u.token })).body.email.weekly_summary).toBe(false);
    await run(MONDAY_EVENING); // due in UTC, had it been on
    expect(summaries(u.addr)).toEqual([]);

    const none = await h.api.newUser("noaddr");
    expectError(await patch(none.token, { weekly_summary: true }), 404, "Add an e-mail address first");
    expectError(await patch(u.token, { weekly_summary: "yes" }), 400, "weekly_summary must be true or false");
    expectError(await patch(u.token, { weekly_summary: true, time_zone: "Mars/Base" }), 400, "time_zone must be an IANA time zone");
  });

  it("mails the week on its first morning in the user's zone, once however many runs race for it", async () => {
    const u = await confirmedUser("weekly");
    const goal = await h.api.newGoal(u.token, { title: "Swim 20 km" });
    await addEntry(h.api, u.token, goal.id, 30, "pool");
    await addEntry(h.api, u.token, goal.id, 45, "lake");
    const on = await patch(u.token, { weekly_summary: true, time_zone: "Europe/Paris" });
    expect(on.status).toBe(200);
    expect(on.body.email).toEqual({ address: u.addr, confirmed: true, weekly_summary: true });

    await run(MONDAY_0730_PARIS); // 07:30 in Paris: not yet
    expect(summaries(u.addr)).toEqual([]);
    // Several runs at once: in this process, and on PostgreSQL through a second pool as another process would.
    const other = engine === "postgres" ? openDatabase({ dataDir: "", databaseUrl: h.server.deps.config.databaseUrl }) : undefined;
    try {
      const otherDeps = other ? makeDeps(h.server.deps.config, other) : h.server.deps;
      const counts = await Promise.all([run(MONDAY_0830_PARIS), run(MONDAY_0830_PARIS), runWeeklySummaries(otherDeps, MONDAY_0830_PARIS)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await other?.close();
    }
    await run(MONDAY_EVENING);
    await run(TUESDAY_0900);
    const mails = summaries(u.addr);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("- Swim 20 km: 45 %, 2 check-ins this week");
    expect(mails[0]?.subject).toBe("Your week in ProgressVault: 2 check-ins");
    expect(linkIn(mails[0]!, `${ORIGIN}/dashboard`)).toBe(`${ORIGIN}/dashboard`);
    expect(linkIn(mails[0]!, `${ORIGIN}/settings`)).toBe(`${ORIGIN}/settings`);

    await run(NEXT_MONDAY_0900);
    expect(summaries(u.addr)).toHaveLength(2);
    // Turned off: no third.
    expect((await patch(u.token, { weekly_summary: false })).status).toBe(200);
    await run(new Date("2026-12-14T09:00:00.000Z"));
    expect(summaries(u.addr)).toHaveLength(2);
  });

  it("follows a Sunday week, in UTC without a zone", async () => {
    const u = await confirmedUser("sunday");
    expect((await h.api.call("PATCH", "/api/settings/preferences", { token: u.token, body: { week_start: "sunday" } })).status).toBe(200);
    expect((await patch(u.token, { weekly_summary: true })).status).toBe(200);
    await run(MONDAY_0830_PARIS);
    expect(summaries(u.addr)).toEqual([]);
    await run(SUNDAY_0900);
    expect(summaries(u.addr)).toHaveLength(1);
  });

  it("is never mailed to an address not confirmed", async () => {
    const u = await confirmedUser("repoint");
    expect((await patch(u.token, { weekly_summary: true })).status).toBe(200);
    // A new address is pending, and starts with the summary off; turned on again, still unconfirmed.
    const fresh = `repoint-new-${engine}@example.org`;
    expect((await h.api.call("PUT", "/api/account/email", { token: u.token, body: { address: fresh } })).status).toBe(200);
    expect((await patch(u.token, { weekly_summary: true })).body.email).toEqual({ address: fresh, confirmed: false, weekly_summary: true });
    await run(new Date("2026-12-21T09:00:00.000Z"));
    expect(summaries(fresh)).toEqual([]);
    expect(summaries(u.addr)).toEqual([]);
  });
});
