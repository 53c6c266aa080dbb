/**
 * Issue 31 — the security log: sign-ins, failed sign-ins, resets, role and account changes and
 * invitations, each with time, username and client address; GET /api/admin/events (admins
 * only, paged by `before`), GET /api/auth/sign-ins (each user's own), kept 90 days.
 */
import { describe, expect, it } from "vitest";
import { pruneSecurityEvents } from "../../src/server/db/security-events.js";
import { ENGINES } from "../support/server.js";
import { DAY, useAdminServer } from "./admin-support.js";
import { expectError } from "./helpers.js";

interface Line {
  id: string;
  at: string;
  kind: string;
  username: string | null;
  actor: string | null;
  client_ip: string | null;
  detail: string | null;
}

describe.each(ENGINES)("security log (%s)", (engine) => {
  const h = useAdminServer(engine);

  async function allEvents(): Promise<Line[]> {
    const res = await h.api.call("GET", "/api/admin/events", { token: h.admin.token });
    expect(res.status).toBe(200);
    return res.body.events;
  }

  it("records sign-ins, failed ones, account changes, reset links and invitations with who, when and from where", async () => {
    const member = await h.api.newUser("member");
    expect(
      (await h.api.call("POST", "/api/auth/login", { body: { username: member.username, password: "wrong-password-1" } })).status,
    ).toBe(401);
    expect((await h.api.call("POST", "/api/auth/login", { body: { username: member.username, password: member.password } })).status).toBe(
      200,
    );
    const admin = { token: h.admin.token };
    await h.api.call("PATCH", `/api/admin/users/${member.username}`, { ...admin, body: { role: "admin" } });
    await h.api.call("PATCH", `/api/admin/users/${member.username}`, { ...admin, body: { role: "member", disabled: true } });
    const link = await h.api.call("POST", `/api/admin/users/${member.username}/reset-link`, admin);
    await h.api.call("PATCH", `/api/admin/users/${member.username}`, { ...admin, body: { disabled: false } });
    const token = new URL(link.body.url).searchParams.get("token");
    expect((await h.api.call("POST", "/api/auth/reset", { body: { token, newPassword: "a-new-password-2" } })).status).toBe(204);
    const invite = await h.api.call("POST", "/api/admin/invites", { ...admin, body: {} });
    await h.api.call("DELETE", `/api/admin/invites/${invite.body.code}`, admin);

    const mine = (await allEvents()).filter((e) => e.username === member.username || e.kind.startsWith("invite_"));
    expect(mine.map((e) => `${e.kind}${e.detail && !e.kind.startsWith("invite_") ? `:${e.detail}` : ""}`).reverse()).toEqual([
      "sign_up:password",
      "sign_in_failed:password",
      "sign_in:password",
      "role_changed:admin",
      "role_changed:member",
      "account_disabled",
      "reset_link_created",
      "account_enabled",
      "password_reset",
      "invite_created",
      "invite_revoked",
    ]);
    for (const e of mine) {
      expect(e.client_ip).toBe("127.0.0.1");
      expect(Date.parse(e.at)).not.toBeNaN();
    }
    expect(mine.find((e) => e.kind === "role_changed")?.actor).toBe(h.admin.username);
  });

  it("pages with before= and says when there is no more", async () => {
    const first = await h.api.call("GET", "/api/admin/events?limit=3", { token: h.admin.token });
    expect(first.body.events).toHaveLength(3);
    const second = await h.api.call("GET", `/api/admin/events?limit=3&before=${first.body.next_before}`, { token: h.admin.token });
    const all = await allEvents();
    expect([...first.body.events, ...second.body.events].map((e: Line) => e.id)).toEqual(all.slice(0, 6).map((e) => e.id));
    const last = await h.api.call("GET", "/api/admin/events?limit=50", { token: h.admin.token });
    expect(last.body.next_before).toBeNull();
    expectError(await h.api.call("GET", "/api/admin/events?limit=500", { token: h.admin.token }), 400);
    expectError(await h.api.call("GET", "/api/admin/events?before=not-an-id", { token: h.admin.token }), 400);
  });

  it("is the admin's alone; each user sees only their own sign-ins", async () => {
    const a = await h.api.newUser("solo");
    const b = await h.api.newUser("other");
    await h.api.call("POST", "/api/auth/login", { body: { username: a.username, password: "wrong-password-1" } });
    await h.api.call("POST", "/api/auth/login", { body: { username: b.username, password: b.password } });
    expectError(await h.api.call("GET", "/api/admin/events", { token: a.token }), 403);
    const own = await h.api.call("GET", "/api/auth/sign-ins", { token: a.token });
    expect(own.body.map((e: Line) => [e.kind, e.username])).toEqual([["sign_in_failed", a.username]]);
  });

  it("forgets lines older than 90 days", async () => {
    const before = (await allEvents()).length;
    expect(before).toBeGreaterThan(0);
    expect(await pruneSecurityEvents(h.server.deps.db.db, new Date(Date.now() + 89 * DAY))).toBe(0);
    expect(await pruneSecurityEvents(h.server.deps.db.db, new Date(Date.now() + 91 * DAY))).toBeGreaterThanOrEqual(before);
    expect(await allEvents()).toEqual([]);
  });
});
