/**
 * Issue 9 §3 — no secret in the logs, none at rest. The real server runs at LOG_LEVEL=trace
 * (everything it can log), its output captured; an account goes through signup, login, a
 * failed login, a password change and a failed one, use of its tokens, the coach (with an AI
 * key configured), the metrics endpoint (with a metrics token) and logout. Then neither the
 * log nor the database holds a password, a token, a token's hash in the log, the password
 * hash in the log, or either configured key.
 */
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { linkIn, smtpReceiver } from "../support/smtp-receiver.js";
import { type ChildSite, childSite } from "./support/child.js";
import { snapshotDb } from "./support/db-snapshot.js";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

const PUBLIC_URL = "https://goals.example.org";
const smtp = await smtpReceiver();

describe("secrets stay out of logs and storage", () => {
  let site: ChildSite | undefined;
  afterAll(async () => {
    await site?.destroy();
    await smtp.close();
  });

  it("logs nothing secret at LOG_LEVEL=trace, and stores only hashes", async () => {
    const coachKey = `sk-test-${sha256("coach").slice(0, 24)}`;
    const metricsToken = `metrics-${sha256("metrics").slice(0, 24)}`;
    site = await childSite("sqlite", {
      LOG_LEVEL: "trace",
      // An AI service that refuses connections: the coach tries it (with the key) and falls back.
      COACH_API_URL: "http://127.0.0.1:9/v1",
      COACH_API_KEY: coachKey,
      METRICS_TOKEN: metricsToken,
      // Issue 32: e-mail through a real SMTP server on loopback.
      SMTP_URL: smtp.url,
      MAIL_FROM: "goals@example.org",
      PUBLIC_URL,
    });
    const server = await site.start();
    const api = server.api;
    const passwords = ["first-Secret-pass-1", "second-Secret-pass-2", "wrong-Guess-pass-3", "Tny7q"];
    const [first, second, wrong, short] = passwords as [string, string, string, string];
    const username = "logwatch";

    const signup = await api.call("POST", "/api/auth/signup", { body: { username, password: first, why: "watching logs" } });
    expect(signup.status).toBe(201);
    const tokens: string[] = [signup.body.token];
    const login = await api.call("POST", "/api/auth/login", { body: { username, password: first } });
    expect(login.status).toBe(200);
    tokens.push(login.body.token);
    expect((await api.call("POST", "/api/auth/login", { body: { username, password: wrong } })).status).toBe(401);
    expect((await api.call("POST", "/api/auth/signup", { body: { username: "x", password: short } })).status).toBe(400);
    expect((await api.call("GET", "/api/auth/me", { token: tokens[0] })).status).toBe(200);
    // A token in a malformed header, and one that is wrong, must not be echoed into the log either.
    expect((await api.call("GET", "/api/goals", { headers: { authorization: `Bearer ${tokens[0]} extra` } })).status).toBe(401);
    expect(
      (await api.call("PUT", "/api/settings/password", { token: tokens[0], body: { currentPassword: wrong, newPassword: second } })).status,
    ).toBe(400);
    expect(
      (await api.call("PUT", "/api/settings/password", { token: tokens[0], body: { currentPassword: first, newPassword: second } })).status,
    ).toBe(204);
    const third = await api.call("POST", "/api/auth/login", { body: { username, password: second } });
    tokens.push(third.body.token);
    const goal = await api.newGoal(tokens[2] as string, { title: "Learn to juggle" });
    const coach = await api.call("POST", "/api/coach/chat", {
      token: tokens[2],
      body: { messages: [{ role: "user", content: "What should I do next on my juggling goal?" }], focusGoalId: goal.id },
    });
    expect(coach.status).toBe(200);
    expect((await api.call("GET", "/api/metrics", { token: "not-the-metrics-token" })).status).toBe(401);
    expect((await api.call("GET", "/api/metrics", { token: metricsToken })).status).toBe(200);
    // Issue 32: a personal API token in use, and a check-in link opened and posted.
    const apiToken = await api.call("POST", "/api/tokens", { token: tokens[2], body: { name: "script", scope: "write" } });
    expect(apiToken.status).toBe(201);
    expect((await api.call("GET", "/api/goals", { token: apiToken.body.token })).status).toBe(200);
    // The same token through the MCP endpoint (decision 057), a check-in logged by a tool.
    const mcpCall = { name: "log_checkin", arguments: { goal_id: goal.id, progress: 20, note: "via MCP" } };
    const mcp = await api.call("POST", "/api/mcp", {
      token: apiToken.body.token,
      body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: mcpCall },
    });
    expect(mcp.status, mcp.text).toBe(200);
    const link = await api.call("POST", `/api/goals/${goal.id}/checkin-links`, { token: tokens[2], body: { name: "tag" } });
    expect(link.status).toBe(201);
    const linkPath = new URL(link.body.url).pathname;
    expect((await api.call("GET", linkPath)).status).toBe(200);
    expect((await api.call("POST", linkPath)).status).toBe(201);
    const linkSecret = linkPath.split("/").pop() as string;
    // A webhook's signing secret (kept in the database to sign, by design: decision 056) never reaches the log.
    const hook = await api.call("POST", "/api/webhooks", {
      token: tokens[2],
      body: { url: "https://93.184.215.14/hook", events: ["checkin.created"] },
    });
    expect(hook.status).toBe(201);
    // E-mail (decision 060): an address confirmed by its mailed link, then a reset link mailed and opened.
    const address = "logwatch@example.org";
    expect((await api.call("PUT", "/api/account/email", { token: tokens[2], body: { address } })).status).toBe(200);
    const confirmToken = new URL(linkIn(await smtp.nth(address), `${PUBLIC_URL}/confirm-email`)).hash.slice("#token=".length);
    expect((await api.call("POST", "/api/account/email/confirm", { token: tokens[2], body: { token: confirmToken } })).status).toBe(200);
    expect((await api.call("POST", "/api/auth/forgot", { body: { email: address } })).status).toBe(202);
    const resetLink = new URL(linkIn(await smtp.nth(address, 2), `${PUBLIC_URL}/reset-password?token=`));
    const resetToken = resetLink.searchParams.get("token") ?? "";
    await api.call("GET", `${resetLink.pathname}${resetLink.search}`);
    expect((await api.call("POST", "/api/auth/logout", { token: tokens[2] })).status).toBe(204);

    // Read the data while the server still runs (WAL readers do not block it).
    const db = await import("better-sqlite3").then((m) => new m.default(`${site?.dataDir}/progressvault.db`, { readonly: true }));
    const passwordHash = (db.prepare("select password_hash from users where username = ?").get(username) as { password_hash: string })
      .password_hash;
    const sessionHashes = (db.prepare("select token_hash from sessions").all() as { token_hash: string }[]).map((r) => r.token_hash);
    db.close();

    server.proc.child.kill("SIGTERM");
    expect(await server.proc.exited).toBe(0);
    const log = server.proc.output();
    // The log really is at trace level: every request is in it.
    expect(log).toContain('"msg":"incoming request"');
    expect(log.split("\n").filter((l) => l.includes('"url":"/api/auth/login"')).length).toBeGreaterThanOrEqual(3);
    // The coach really went to the AI service with its key (and logged the failure).
    expect(log).toContain("AI coach failed");

    const secrets: Record<string, string> = {
      coachKey,
      metricsToken,
      passwordHash,
      passwordHashKey: passwordHash.split("$").at(-1) ?? "",
      ...Object.fromEntries(passwords.map((p, i) => [`password ${i}`, p])),
      ...Object.fromEntries(tokens.map((t, i) => [`token ${i}`, t])),
      ...Object.fromEntries(tokens.map((t, i) => [`token hash ${i}`, sha256(t)])),
      apiToken: apiToken.body.token,
      apiTokenHash: sha256(apiToken.body.token),
      linkSecret,
      linkSecretHash: sha256(linkSecret),
      webhookSecret: hook.body.secret,
      confirmToken,
      confirmTokenHash: sha256(confirmToken),
      resetToken,
      resetTokenHash: sha256(resetToken),
    };
    const leaked = Object.entries(secrets).filter(([, secret]) => secret.length >= 5 && log.includes(secret));
    expect(leaked.map(([name]) => name)).toEqual([]);

    // At rest: sessions hold SHA-256 hashes only, the password only as a salted scrypt hash.
    expect(passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(sessionHashes).toContain(sha256(tokens[0] as string));
    expect(sessionHashes).not.toContain(sha256(tokens[2] as string)); // logged out
    const check = site.openDb();
    const dump = JSON.stringify(await snapshotDb(check.db));
    await check.close();
    for (const secret of [...passwords.slice(0, 3), ...tokens, apiToken.body.token, linkSecret, confirmToken, resetToken]) {
      expect(dump).not.toContain(secret);
    }
  }, 90_000);
});
