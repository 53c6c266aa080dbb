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

  /** The List-Unsubscribe header's link, and the List-Unsubscribe-Post header (RFC 8058), of a mail. */
  const unsubscribeHeaders = (raw: string) => {
    const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
    return {
      url: /^List-Unsubscribe:\s*<([^>]+)>\s*$/im.exec(head)?.[1] ?? "",
      post: /^List-Unsubscribe-Post:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? "",
    };
  };
  const localPath = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
  const summaryOn = async (token: string) =>
    (await h.api.call<any>("GET", "/api/account/email", { token })).body.email.weekly_summary as boolean;

  it("tells each goal's streak with its unit and the week's check-ins, and unsubscribes in one click (POST only)", async () => {
    const u = await confirmedUser("unsub");
    const read = await h.api.newGoal(u.token, { title: "Read daily" });
    for (const [day, progress] of [
      ["27", 10],
      ["28", 20],
      ["29", 30],
    ] as const)
      await addEntry(h.api, u.token, read.id, progress, "pages", `2026-11-${day}T06:00:00.000Z`);
    const gym = await h.api.newGoal(u.token, { title: "Gym weekly", kind: "check", timeframe: "weekly", target: 1 });
    for (const at of ["2026-11-18T10:00:00.000Z", "2026-11-25T10:00:00.000Z"]) {
      const res = await h.api.call("POST", "/api/journal", { token: u.token, body: { goal_id: gym.id, note: "done", created_at: at } });
      expect(res.status, res.text).toBe(201);
    }
    expect((await patch(u.token, { weekly_summary: true, time_zone: "Europe/Paris" })).status).toBe(200);
    await run(MONDAY_0830_PARIS);
    const [mail] = summaries(u.addr);
    expect(mail?.text).toContain("- Read daily: 30 %, 3 check-ins this week, streak 3 days");
    expect(mail?.text).toContain("- Gym weekly: 100 %, 1 check-in this week, streak 2 weeks");
    expect(linkIn(mail!, `${ORIGIN}/dashboard`)).toBe(`${ORIGIN}/dashboard`);

    const { url, post } = unsubscribeHeaders(mail!.raw);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/mail/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`));
    expect(post).toBe("List-Unsubscribe=One-Click");
    expect(linkIn(mail!, `${ORIGIN}/api/mail/unsubscribe`)).toBe(url); // the same link in the body

    // GET (a link scanner, a preview, the reader's browser) shows one button and changes nothing.
    for (let i = 0; i < 2; i++) {
      const page = await h.api.call("GET", localPath(url));
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.text).toContain('<form method="post">');
      expect(page.text).toContain('<button type="submit">Unsubscribe</button>');
    }
    expect(await summaryOn(u.token)).toBe(true);

    // A forged or missing token: 4xx, nothing changes.
    expectError(await h.api.call("POST", `/api/mail/unsubscribe?token=${"A".repeat(43)}`), 404);
    expectError(await h.api.call("GET", `/api/mail/unsubscribe?token=${"A".repeat(43)}`), 404);
    expectError(await h.api.call("POST", "/api/mail/unsubscribe"), 400);
    expect(await summaryOn(u.token)).toBe(true);

    // The mail client's one-click POST (RFC 8058): no sign-in, a form body.
    const off = await h.api.call<any>("POST", localPath(url), {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ message: "You will get no more weekly summaries. You can turn them on again in Settings." });
    expect(await summaryOn(u.token)).toBe(false);
    await run(NEXT_MONDAY_0900);
    expect(summaries(u.addr)).toHaveLength(1);

    // The page's button (a browser's form POST) is answered a page; the link keeps working.
    const again = await h.api.call("POST", localPath(url), {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(again.status).toBe(200);
    expect(again.text).toContain("You will get no more weekly summaries.");
  });

  it("rate-limits the unsubscribe link per client address (429 with Retry-After)", async () => {
    const forged = `/api/mail/unsubscribe?token=${"B".repeat(43)}`;
    let res = await h.api.call("GET", forged);
    for (let i = 0; i < 40 && res.status !== 429; i++) res = await h.api.call(i % 2 ? "GET" : "POST", forged);
    expectError(res, 429, "Too many requests. Try again later.");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
