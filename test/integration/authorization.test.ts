/**
 * The authorization matrix: every signed-in route, called anonymously, with a bogus token, by
 * another user (on the owner's public and private goals) and by the owner. Another user's ids
 * answer 404, never 403, and nothing of the owner's changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "../support/client.js";
import { ENGINES } from "../support/server.js";
import { linkIn, smtpReceiver } from "../support/smtp-receiver.js";
import { type Api, UNKNOWN_ID, addEntry, expectError, publish, useServer } from "./helpers.js";

type User = { username: string; password: string; token: string };
/** The ids one call works on (`channel`: a notification channel of the owner, issue 32). */
type Fx = { goal: string; entry: string; isPublic: boolean; slug: string | null; username: string; channel: string };

/** Channel targets in the allowlist: loopback, never contacted except by the test row (refused connection). */
const CHANNEL_ORIGIN = "https://127.0.0.1:9";

interface Row {
  route: string;
  /** Whether the call names a goal or entry (then it runs against both the public and the private goal). */
  usesIds: boolean;
  call(api: Api, fx: Fx, token: string | undefined): Promise<ApiResponse<any>>;
  /** Another user calling with the owner's ids. */
  intruder?: { status: number; message?: string; check?(res: ApiResponse<any>, owner: User, fx: Fx): void };
  owner: {
    status: number;
    /** Run on freshly made resources (the call destroys them), or as a fresh user. */
    fresh?: "goal" | "user" | "token" | "channel";
    check?(res: ApiResponse<any>, fx: Fx, owner: User): void;
  };
}

/** E-mail's routes need mail set up (issue 32): a real SMTP server on loopback receives the owner's link. */
const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const MAIL_ORIGIN = "https://goals.example.org";
/** The token of the confirmation link mailed to the owner's address (set per engine in beforeAll). */
let ownerMailToken = "";

const rows: Row[] = [
  {
    route: "GET /api/auth/me",
    usesIds: false,
    call: (api, _fx, token) => api.call("GET", "/api/auth/me", { token }),
    intruder: { status: 200, check: (res, owner) => expect(res.body.username).not.toBe(owner.username) },
    owner: { status: 200, check: (res, _fx, owner) => expect(res.body.username).toBe(owner.username) },
  },
  {
    route: "POST /api/auth/logout",
    usesIds: false,
    call: (api, _fx, token) => api.call("POST", "/api/auth/logout", { token }),
    owner: { status: 204, fresh: "token" },
  },
  {
    route: "GET /api/goals",
    usesIds: false,
    call: (api, _fx, token) => api.call("GET", "/api/goals", { token }),
    intruder: { status: 200, check: (res, owner) => expect(res.text).not.toContain(owner.username) },
    owner: { status: 200, check: (res, _fx, owner) => expect(res.body.every((g: any) => g.username === owner.username)).toBe(true) },
  },
  {
    route: "POST /api/goals",
    usesIds: false,
    call: (api, _fx, token) => api.call("POST", "/api/goals", { token, body: { title: "New", category: "general", timeframe: "daily" } }),
    intruder: { status: 201, check: (res, owner) => expect(res.body.username).not.toBe(owner.username) },
    owner: { status: 201, check: (res, _fx, owner) => expect(res.body.username).toBe(owner.username) },
  },
  {
    route: "GET /api/goals/:id",
    usesIds: true,
    call: (api, fx, token) => api.call("GET", `/api/goals/${fx.goal}`, { token }),
    intruder: { status: 404, message: "Goal not found" },
    owner: { status: 200, check: (res, fx) => expect(res.body.id).toBe(fx.goal) },
  },
  {
    route: "PATCH /api/goals/:id",
    usesIds: true,
    call: (api, fx, token) => api.call("PATCH", `/api/goals/${fx.goal}`, { token, body: { title: "Edited", description: "edited" } }),
    intruder: { status: 404, message: "Goal not found" },
    owner: { status: 200, check: (res) => expect(res.body).toMatchObject({ title: "Edited", description: "edited" }) },
  },
  {
    route: "PATCH /api/goals/:id (publish)",
    usesIds: true,
    call: (api, fx, token) =>
      api.call("PATCH", `/api/goals/${fx.goal}`, { token, body: { public: true, slug: `pub-${fx.goal.slice(-8)}` } }),
    intruder: { status: 404, message: "Goal not found" },
    owner: { status: 200, fresh: "goal", check: (res) => expect(res.body.public).toBe(true) },
  },
  {
    route: "PATCH /api/goals/:id/public",
    usesIds: true,
    call: (api, fx, token) =>
      api.call("PATCH", `/api/goals/${fx.goal}/public`, { token, body: { public: !fx.isPublic, slug: `vis-${fx.goal.slice(-8)}` } }),
    intruder: { status: 404, message: "Goal not found" },
    owner: { status: 200, fresh: "goal", check: (res, fx) => expect(res.body.public).toBe(!fx.isPublic) },
  },
  {
    route: "DELETE /api/goals/:id",
    usesIds: true,
    call: (api, fx, token) => api.call("DELETE", `/api/goals/${fx.goal}`, { token }),
    intruder: { status: 404, message: "Goal not found" },
    owner: { status: 204, fresh: "goal" },
  },
  {
    route: "POST /api/journal",
    usesIds: true,
    call: (api, fx, token) => api.call("POST", "/api/journal", { token, body: { goal_id: fx.goal, note: "logged", progress: 99 } }),
    intruder: { status: 404, message: "Goal not found" },
    owner: { status: 201, check: (res, fx) => expect(res.body).toMatchObject({ goal_id: fx.goal, progress: 99 }) },
  },
  {
    route: "GET /api/journal?goal_id",
    usesIds: true,
    call: (api, fx, token) => api.call("GET", `/api/journal?goal_id=${fx.goal}`, { token }),
    intruder: { status: 404, message: "Goal not found" },
    owner: {
      status: 200,
      check: (res, fx) => {
        expect(res.body.map((e: any) => e.id)).toContain(fx.entry);
        expect(res.body.every((e: any) => e.goal_id === fx.goal)).toBe(true);
      },
    },
  },
  {
    route: "GET /api/journal",
    usesIds: false,
    call: (api, _fx, token) => api.call("GET", "/api/journal", { token }),
    intruder: { status: 200, check: (res) => expect(res.text).not.toContain("owner-note") },
    owner: { status: 200, check: (res) => expect(res.text).toContain("owner-note") },
  },
  {
    route: "DELETE /api/journal/:id",
    usesIds: true,
    call: (api, fx, token) => api.call("DELETE", `/api/journal/${fx.entry}`, { token }),
    intruder: { status: 404, message: "Entry not found" },
    owner: { status: 204, fresh: "goal" },
  },
  {
    route: "POST /api/likes/:username/:slug",
    usesIds: false,
    call: (api, fx, token) => api.call("POST", `/api/likes/${fx.username}/${fx.slug}`, { token, body: { like: true } }),
    owner: { status: 200, check: (res) => expect(res.body).toMatchObject({ liked: true, likes: expect.any(Number) }) },
  },
  {
    route: "PUT /api/settings/password",
    usesIds: false,
    call: (api, _fx, token) =>
      api.call("PUT", "/api/settings/password", { token, body: { currentPassword: "correct-horse-1", newPassword: "brand-new-pass-2" } }),
    owner: { status: 204, fresh: "user" },
  },
  {
    route: "DELETE /api/settings",
    usesIds: false,
    call: (api, _fx, token) => api.call("DELETE", "/api/settings", { token }),
    owner: { status: 204, fresh: "user" },
  },
  {
    route: "GET /api/account/email",
    usesIds: false,
    call: (api, _fx, token) => api.call("GET", "/api/account/email", { token }),
    intruder: { status: 200, check: (res) => expect(res.body).toEqual({ email: null }) },
    owner: { status: 200, check: (res) => expect(res.body.email.address).toMatch(/^owner-/) },
  },
  {
    route: "PUT /api/account/email",
    usesIds: false,
    call: (api, _fx, token) => api.call("PUT", "/api/account/email", { token, body: { address: "fresh@example.org" } }),
    owner: {
      status: 200,
      fresh: "user",
      check: (res) => expect(res.body.email).toEqual({ address: "fresh@example.org", confirmed: false, weekly_summary: false }),
    },
  },
  {
    route: "PATCH /api/account/email",
    usesIds: false,
    call: (api, _fx, token) => api.call("PATCH", "/api/account/email", { token, body: { weekly_summary: true } }),
    // The intruder has no address of their own: nothing of the owner's is reached.
    intruder: { status: 404, message: "Add an e-mail address first" },
    owner: { status: 200, check: (res) => expect(res.body.email.weekly_summary).toBe(true) },
  },
  {
    route: "POST /api/account/email/confirm",
    usesIds: false,
    call: (api, _fx, token) => api.call("POST", "/api/account/email/confirm", { token, body: { token: ownerMailToken } }),
    // The owner's link, used by someone else: not theirs to confirm.
    intruder: { status: 400, message: "This confirmation link is invalid or has expired: add the address again for a new one" },
    owner: { status: 200, check: (res) => expect(res.body.email.confirmed).toBe(true) },
  },
  {
    route: "DELETE /api/account/email",
    usesIds: false,
    call: (api, _fx, token) => api.call("DELETE", "/api/account/email", { token }),
    owner: { status: 204, fresh: "user" },
  },
  {
    route: "GET /api/notifications/channels",
    usesIds: false,
    call: (api, _fx, token) => api.call("GET", "/api/notifications/channels", { token }),
    intruder: { status: 200, check: (res, _owner, fx) => expect(res.text).not.toContain(fx.channel) },
    owner: { status: 200, check: (res, fx) => expect(res.body.map((c: any) => c.id)).toContain(fx.channel) },
  },
  {
    route: "POST /api/notifications/channels",
    usesIds: false,
    call: (api, _fx, token) =>
      api.call("POST", "/api/notifications/channels", { token, body: { type: "webhook", target: `${CHANNEL_ORIGIN}/new` } }),
    owner: { status: 201, fresh: "user" },
  },
  {
    route: "DELETE /api/notifications/channels/:id",
    usesIds: true,
    call: (api, fx, token) => api.call("DELETE", `/api/notifications/channels/${fx.channel}`, { token }),
    intruder: { status: 404, message: "Channel not found" },
    owner: { status: 204, fresh: "channel" },
  },
  {
    route: "POST /api/notifications/channels/:id/test",
    usesIds: true,
    call: (api, fx, token) => api.call("POST", `/api/notifications/channels/${fx.channel}/test`, { token }),
    intruder: { status: 404, message: "Channel not found" },
    owner: { status: 200, check: (res) => expect(res.body).toMatchObject({ delivered: false, status_code: null }) },
  },
  // Nudges (issue 32): each user's own settings; another user reads and writes only theirs.
  {
    route: "GET /api/notifications/nudges",
    usesIds: false,
    call: (api, _fx, token) => api.call("GET", "/api/notifications/nudges", { token }),
    intruder: {
      status: 200,
      check: (res) => expect(res.body).toEqual({ streak_at_risk: false, behind_pace: false, time: "20:00", time_zone: "UTC" }),
    },
    owner: {
      status: 200,
      check: (res) => expect(Object.keys(res.body).sort()).toEqual(["behind_pace", "streak_at_risk", "time", "time_zone"]),
    },
  },
  {
    route: "PATCH /api/notifications/nudges",
    usesIds: false,
    call: (api, _fx, token) => api.call("PATCH", "/api/notifications/nudges", { token, body: { streak_at_risk: true, time: "21:15" } }),
    owner: { status: 200, fresh: "user", check: (res) => expect(res.body).toMatchObject({ streak_at_risk: true, time: "21:15" }) },
  },
];

describe.each(ENGINES)("authorization matrix (%s)", (engine) => {
  const h = useServer(engine, {
    env: { SMTP_URL: smtp.url, MAIL_FROM: "goals@example.org", PUBLIC_URL: MAIL_ORIGIN, OUTBOUND_ALLOWLIST: CHANNEL_ORIGIN },
  });
  let owner: User;
  let intruder: User;
  const targets: Record<"public" | "private", Fx> = {} as any;

  async function makeChannel(label: string): Promise<string> {
    const channel = await h.api.call<any>("POST", "/api/notifications/channels", {
      token: owner.token,
      body: { type: "webhook", target: `${CHANNEL_ORIGIN}/${label}` },
    });
    expect(channel.status).toBe(201);
    return channel.body.id;
  }

  /** `fresh`: a goal for a call that destroys it, made without a channel (the channel cap). */
  async function makeGoal(isPublic: boolean, label: string, fresh = false): Promise<Fx> {
    const goal = await h.api.newGoal(owner.token, { title: `${label} goal`, motivation: "owner-motivation" });
    const entry = await addEntry(h.api, owner.token, goal.id, 40, "owner-note");
    let slug: string | null = null;
    if (isPublic) slug = (await publish(h.api, owner.token, goal.id, `${label}-${goal.id.slice(-8)}`)).slug;
    const channel = fresh ? "" : await makeChannel(label);
    return { goal: goal.id, entry: entry.id, isPublic, slug, username: owner.username, channel };
  }

  beforeAll(async () => {
    owner = await h.api.newUser("owner");
    intruder = await h.api.newUser("intruder");
    targets.public = await makeGoal(true, "public");
    targets.private = await makeGoal(false, "private");
    const address = `owner-${engine}@example.org`;
    expect((await h.api.call("PUT", "/api/account/email", { token: owner.token, body: { address } })).status).toBe(200);
    ownerMailToken = new URL(linkIn(await smtp.nth(address), `${MAIL_ORIGIN}/confirm-email`)).hash.slice("#token=".length);
  });

  /** Everything the owner can see, to compare before and after someone else's call. */
  async function ownerView() {
    const [goals, journal, publicList, channels] = await Promise.all([
      h.api.call("GET", "/api/goals", { token: owner.token }),
      h.api.call("GET", "/api/journal", { token: owner.token }),
      h.api.call("GET", "/api/goals/public"),
      h.api.call("GET", "/api/notifications/channels", { token: owner.token }),
    ]);
    expect(goals.status).toBe(200);
    expect(journal.status).toBe(200);
    return { goals: goals.body, journal: journal.body, publicList: publicList.body, channels: channels.body };
  }

  const cases = rows.flatMap((row) =>
    row.usesIds
      ? (["public", "private"] as const).map((target) => ({ name: `${row.route} on the ${target} goal`, row, target }))
      : [{ name: row.route, row, target: "public" as const }],
  );

  it.each(cases)("$name", async ({ row, target }) => {
    const fx = targets[target];
    const before = await ownerView();

    // Anonymous, and with a token nobody holds: 401, before any validation.
    expectError(await row.call(h.api, fx, undefined), 401, "Missing authentication token");
    expectError(await row.call(h.api, fx, "forged-token"), 401, "Invalid or expired token");
    expectError(
      await row.call(
        h.api,
        { goal: "not-an-id", entry: "not-an-id", isPublic: false, slug: "x", username: "x", channel: "not-an-id" },
        undefined,
      ),
      401,
      "Missing authentication token",
    );
    expect(await ownerView()).toEqual(before);

    // Another user with the owner's ids: 404 (not 403), and the owner's data is untouched.
    if (row.intruder) {
      const res = await row.call(h.api, fx, intruder.token);
      if (row.intruder.status >= 400) expectError(res, row.intruder.status, row.intruder.message);
      else expect(res.status).toBe(row.intruder.status);
      row.intruder.check?.(res, owner, fx);
      expect(await ownerView()).toEqual(before);
    }

    // The owner: success.
    let ownerFx = fx;
    let token = owner.token;
    if (row.owner.fresh === "goal") ownerFx = await makeGoal(fx.isPublic, `fresh-${target}`, true);
    if (row.owner.fresh === "channel") ownerFx = { ...fx, channel: await makeChannel(`fresh-${target}`) };
    if (row.owner.fresh === "user") token = (await h.api.newUser("fresh")).token;
    if (row.owner.fresh === "token") {
      token = (await h.api.call("POST", "/api/auth/login", { body: { username: owner.username, password: owner.password } })).body.token;
    }
    const res = await row.call(h.api, ownerFx, token);
    expect({ status: res.status, text: res.text }).toMatchObject({ status: row.owner.status });
    row.owner.check?.(res, ownerFx, owner);
    // The owner's main token survives every call in the matrix.
    expect((await h.api.call("GET", "/api/auth/me", { token: owner.token })).status).toBe(200);
  });

  it("never shows another user's private goal: lists, journal, public list and detail", async () => {
    const priv = targets.private;
    const goals = await h.api.call("GET", "/api/goals", { token: intruder.token });
    const journal = await h.api.call("GET", "/api/journal", { token: intruder.token });
    const publicList = await h.api.call("GET", "/api/goals/public");
    for (const res of [goals, journal, publicList]) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(priv.goal);
      expect(res.text).not.toContain(priv.entry);
    }
    // A published goal of the owner is readable publicly, to anyone, and only there.
    const pub = targets.public;
    for (const token of [undefined, intruder.token, owner.token]) {
      const detail = await h.api.call("GET", `/api/goals/public/${owner.username}/${pub.slug}`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body.id).toBe(pub.goal);
    }
  });

  it("lets any signed-in user like a public goal but nobody like a private one", async () => {
    const pub = targets.public;
    const path = `/api/likes/${owner.username}/${pub.slug}`;
    expectError(await h.api.call("POST", path, { body: { like: true } }), 401, "Missing authentication token");
    expect((await h.api.call("POST", path, { token: intruder.token, body: { like: true } })).body).toMatchObject({ liked: true });
    expect((await h.api.call("POST", path, { token: intruder.token, body: { like: false } })).body).toMatchObject({ liked: false });
    // Publish the private goal's slug on a throwaway goal, unpublish it: it is then private with a slug.
    const hidden = await h.api.newGoal(owner.token);
    await publish(h.api, owner.token, hidden.id, "hidden-slug");
    await h.api.call("PATCH", `/api/goals/${hidden.id}/public`, { token: owner.token, body: { public: false } });
    for (const token of [intruder.token, owner.token]) {
      expectError(
        await h.api.call("POST", `/api/likes/${owner.username}/hidden-slug`, { token, body: { like: true } }),
        404,
        "Public goal not found",
      );
    }
    for (const token of [undefined, intruder.token, owner.token]) {
      expectError(await h.api.call("GET", `/api/goals/public/${owner.username}/hidden-slug`, { token }), 404, "Public goal not found");
    }
  });

  it("answers 404 for an unknown id exactly as for another user's id", async () => {
    const unknown = await h.api.call("GET", `/api/goals/${UNKNOWN_ID}`, { token: intruder.token });
    const foreign = await h.api.call("GET", `/api/goals/${targets.private.goal}`, { token: intruder.token });
    expect(foreign.status).toBe(unknown.status);
    expect(foreign.text).toBe(unknown.text);
    const unknownEntry = await h.api.call("DELETE", `/api/journal/${UNKNOWN_ID}`, { token: intruder.token });
    const foreignEntry = await h.api.call("DELETE", `/api/journal/${targets.private.entry}`, { token: intruder.token });
    expect(foreignEntry.text).toBe(unknownEntry.text);
  });
});
