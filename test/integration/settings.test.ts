import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { addEntry, expectError, publish, useServer, userIdOf } from "./helpers.js";

describe.each(ENGINES)("settings (%s)", (engine) => {
  const h = useServer(engine, { env: { SIGNUPS_PER_IP_PER_HOUR: "100" } });

  const login = (username: string, password: string) => h.api.call("POST", "/api/auth/login", { body: { username, password } });
  const changePassword = (token: string, body: unknown) => h.api.call("PUT", "/api/settings/password", { token, body });
  const me = (token: string) => h.api.call("GET", "/api/auth/me", { token });

  describe("password change", () => {
    it.each([
      ["no fields", {}],
      ["no current password", { newPassword: "brand-new-pass" }],
      ["no new password", { currentPassword: "correct-horse-1" }],
      ["empty strings", { currentPassword: "", newPassword: "" }],
    ])("refuses %s: 400 Please fill out all password fields", async (_label, body) => {
      const user = await h.api.newUser("pwfields");
      expectError(await changePassword(user.token, body), 400, "Please fill out all password fields");
      expect((await login(user.username, user.password)).status).toBe(200);
    });

    it("refuses a wrong current password: 400 Current password is incorrect, nothing changes", async () => {
      const user = await h.api.newUser("pwwrong");
      expectError(
        await changePassword(user.token, { currentPassword: "not-my-password", newPassword: "brand-new-pass" }),
        400,
        "Current password is incorrect",
      );
      expect((await login(user.username, user.password)).status).toBe(200);
      expectError(await login(user.username, "brand-new-pass"), 401, "Invalid username or password");
      expect((await me(user.token)).status).toBe(200);
    });

    it("refuses a short new password: 400, nothing changes", async () => {
      const user = await h.api.newUser("pwshort");
      expectError(
        await changePassword(user.token, { currentPassword: user.password, newPassword: "short" }),
        400,
        "Password must be at least 8 characters",
      );
      expect((await login(user.username, user.password)).status).toBe(200);
    });

    it("changes the password: old fails, new works, this token stays, other sessions are revoked", async () => {
      const user = await h.api.newUser("pwchange");
      const otherSession = (await login(user.username, user.password)).body.token as string;
      const thirdSession = (await login(user.username, user.password)).body.token as string;
      expect((await me(otherSession)).status).toBe(200);

      const res = await changePassword(user.token, { currentPassword: user.password, newPassword: "brand-new-pass-2" });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");

      expectError(await login(user.username, user.password), 401, "Invalid username or password");
      const fresh = await login(user.username, "brand-new-pass-2");
      expect(fresh.status).toBe(200);
      expect((await me(user.token)).status).toBe(200);
      expect((await me(fresh.body.token)).status).toBe(200);
      expectError(await me(otherSession), 401, "Invalid or expired token");
      expectError(await me(thirdSession), 401, "Invalid or expired token");
      expectError(await h.api.call("GET", "/api/goals", { token: otherSession }), 401, "Invalid or expired token");
    });

    it("touches only the caller's account", async () => {
      const a = await h.api.newUser("pwa");
      const b = await h.api.newUser("pwb");
      expect((await changePassword(a.token, { currentPassword: a.password, newPassword: "changed-pass-a" })).status).toBe(204);
      expect((await login(b.username, b.password)).status).toBe(200);
      expect((await me(b.token)).status).toBe(200);
    });
  });

  describe("account deletion", () => {
    it("deletes the account and everything of it, and only of it", async () => {
      const db = h.server.deps.db.db;
      const leaver = await h.api.newUser("leaver");
      const stayer = await h.api.newUser("stayer");
      const fan = await h.api.newUser("fan");
      const leaverSecondSession = (await login(leaver.username, leaver.password)).body.token as string;

      // The leaver's goals: one public with entries and likes, one private.
      const pubGoal = await h.api.newGoal(leaver.token, { title: "Leaver public" });
      await publish(h.api, leaver.token, pubGoal.id, "leaver-goal");
      await addEntry(h.api, leaver.token, pubGoal.id, 30, "leaver note 1");
      await addEntry(h.api, leaver.token, pubGoal.id, 60, "leaver note 2");
      const privGoal = await h.api.newGoal(leaver.token, { title: "Leaver private" });
      await addEntry(h.api, leaver.token, privGoal.id, 10, "leaver private note");
      const like = (token: string, path: string, value = true) =>
        h.api.call("POST", `/api/likes/${path}`, { token, body: { like: value } });
      expect((await like(fan.token, `${leaver.username}/leaver-goal`)).body.likes).toBe(1);
      expect((await like(stayer.token, `${leaver.username}/leaver-goal`)).body.likes).toBe(2);

      // The stayer's goal, liked by the leaver and the fan.
      const stayerGoal = await h.api.newGoal(stayer.token, { title: "Stayer public" });
      await publish(h.api, stayer.token, stayerGoal.id, "stayer-goal");
      const stayerEntry = await addEntry(h.api, stayer.token, stayerGoal.id, 70, "stayer note");
      expect((await like(leaver.token, `${stayer.username}/stayer-goal`)).body.likes).toBe(1);
      expect((await like(fan.token, `${stayer.username}/stayer-goal`)).body.likes).toBe(2);
      // The leaver also likes their own goal.
      expect((await like(leaver.token, `${leaver.username}/leaver-goal`)).body.likes).toBe(3);

      const leaverId = (await userIdOf(h.server, leaver.username))!;
      expect(leaverId).toBeDefined();
      const stayerView = (await h.api.call("GET", "/api/goals", { token: stayer.token })).body;

      const res = await h.api.call("DELETE", "/api/settings", { token: leaver.token });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");

      // Every token of the leaver is revoked.
      expectError(await me(leaver.token), 401, "Invalid or expired token");
      expectError(await me(leaverSecondSession), 401, "Invalid or expired token");
      expectError(await h.api.call("GET", "/api/goals", { token: leaver.token }), 401, "Invalid or expired token");
      expectError(await h.api.call("DELETE", "/api/settings", { token: leaver.token }), 401, "Invalid or expired token");
      expectError(await login(leaver.username, leaver.password), 401, "Invalid username or password");

      // Their goals are gone from the public list and detail; liking them is 404.
      const list = await h.api.call<any[]>("GET", "/api/goals/public");
      expect(list.text).not.toContain(leaver.username);
      expect(list.body.map((g) => g.id)).not.toContain(pubGoal.id);
      expectError(await h.api.call("GET", `/api/goals/public/${leaver.username}/leaver-goal`), 404, "Public goal not found");
      expectError(await like(fan.token, `${leaver.username}/leaver-goal`), 404, "Public goal not found");

      // The likes they gave left the other user's goal; the other user's data is otherwise intact.
      const stayerDetail = await h.api.call("GET", `/api/goals/public/${stayer.username}/stayer-goal`);
      expect(stayerDetail.body).toMatchObject({ likes_count: 1, likes: 1, progress: 70, updates_count: 1 });
      expect(stayerDetail.body.journal.map((e: any) => e.id)).toEqual([stayerEntry.id]);
      const stayerAfter = (await h.api.call("GET", "/api/goals", { token: stayer.token })).body;
      expect(stayerAfter).toEqual(stayerView.map((g: any) => (g.id === stayerGoal.id ? { ...g, likes_count: 1 } : g)));
      // Unliking by the fan now brings it to 0, not -1: the count matches the rows.
      expect((await like(fan.token, `${stayer.username}/stayer-goal`, false)).body.likes).toBe(0);

      // In the database: nothing of the leaver remains.
      const count = async (table: "journal_entries" | "likes" | "sessions" | "goals") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string | number>().as("n"))
              .where("user_id", "=", leaverId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("journal_entries")).toBe(0);
      expect(await count("likes")).toBe(0);
      expect(await count("sessions")).toBe(0);
      expect(await count("goals")).toBe(0);
      expect(await userIdOf(h.server, leaver.username)).toBeUndefined();
      const likesOnTheirGoals = await db.selectFrom("likes").select("user_id").where("goal_id", "in", [pubGoal.id, privGoal.id]).execute();
      expect(likesOnTheirGoals).toEqual([]);
      const entriesOfTheirGoals = await db
        .selectFrom("journal_entries")
        .select("id")
        .where("goal_id", "in", [pubGoal.id, privGoal.id])
        .execute();
      expect(entriesOfTheirGoals).toEqual([]);
      // The stayer's and fan's rows are still there.
      const stayerId = (await userIdOf(h.server, stayer.username))!;
      const stayerGoals = await db.selectFrom("goals").select("id").where("user_id", "=", stayerId).execute();
      expect(stayerGoals.map((g) => g.id)).toEqual([stayerGoal.id]);
      expect((await me(stayer.token)).status).toBe(200);
      expect((await me(fan.token)).status).toBe(200);

      // The username is free again, for a brand-new account with nothing in it.
      const again = await h.api.call("POST", "/api/auth/signup", {
        body: { username: leaver.username, password: "another-pass-3" },
      });
      expect(again.status).toBe(201);
      expect((await h.api.call("GET", "/api/goals", { token: again.body.token })).body).toEqual([]);
      expect((await h.api.call("GET", "/api/journal", { token: again.body.token })).body).toEqual([]);
      expectError(await h.api.call("GET", `/api/goals/public/${leaver.username}/leaver-goal`), 404, "Public goal not found");
      expect(await userIdOf(h.server, leaver.username)).not.toBe(leaverId);
    });

    it("deletes an account with no data", async () => {
      const user = await h.api.newUser("empty");
      expect((await h.api.call("DELETE", "/api/settings", { token: user.token })).status).toBe(204);
      expectError(await me(user.token), 401, "Invalid or expired token");
    });

    it("answers 401 without a token", async () => {
      expectError(await h.api.call("DELETE", "/api/settings"), 401, "Missing authentication token");
      expectError(
        await h.api.call("PUT", "/api/settings/password", { body: { currentPassword: "a", newPassword: "b" } }),
        401,
        "Missing authentication token",
      );
    });
  });
});
