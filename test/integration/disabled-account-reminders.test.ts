/**
 * A disabled account (issue 31) gets no push reminders and its calendar feed answers 404, until
 * it is enabled again; on both engines, with the scheduler's clock frozen.
 */
import { describe, expect, it } from "vitest";
import { runDueReminders } from "../../src/server/reminders/scheduler.js";
import { ENGINES } from "../support/server.js";
import { countingPushReceiver } from "../support/push-receiver.js";
import { useAdminServer } from "./admin-support.js";

const { origin, received, subscription } = await countingPushReceiver();

// Every day at 08:00 in Paris; Wednesday 2026-03-11 07:00 UTC is 08:00 there.
const DAILY = { time: "08:00", days: [1, 2, 3, 4, 5, 6, 7], time_zone: "Europe/Paris" };

describe.each(ENGINES)("a disabled account's reminders and calendar (%s)", (engine) => {
  const h = useAdminServer(engine, { PUSH_ENDPOINT_ALLOWLIST: origin });
  const setDisabled = async (username: string, disabled: boolean) =>
    expect((await h.api.call("PATCH", `/api/admin/users/${username}`, { token: h.admin.token, body: { disabled } })).status).toBe(200);

  it("no push reminder while disabled; sent again once enabled", async () => {
    const user = await h.api.newUser("benched");
    const goal = await h.api.newGoal(user.token);
    const path = `/${engine}-${goal.id}`;
    expect((await h.api.call("POST", "/api/push/subscriptions", { token: user.token, body: subscription(path.slice(1)) })).status).toBe(
      201,
    );
    expect((await h.api.call("PUT", `/api/goals/${goal.id}/reminder`, { token: user.token, body: DAILY })).status).toBe(200);

    await setDisabled(user.username, true);
    await runDueReminders(h.server.deps, new Date("2026-03-11T07:00:00Z"));
    expect(received.filter((r) => r === path)).toHaveLength(0);

    await setDisabled(user.username, false);
    await runDueReminders(h.server.deps, new Date("2026-03-12T07:00:00Z"));
    expect(received.filter((r) => r === path)).toHaveLength(1);
  });

  it("the calendar feed answers 404 while disabled, and again 200 once enabled", async () => {
    const user = await h.api.newUser("feed");
    const goal = await h.api.newGoal(user.token);
    expect((await h.api.call("PUT", `/api/goals/${goal.id}/reminder`, { token: user.token, body: DAILY })).status).toBe(200);
    const made = await h.api.call("POST", "/api/calendar/token", { token: user.token });
    const feed = new URL(made.body.url as string).pathname;
    expect((await h.api.call("GET", feed)).status).toBe(200);

    await setDisabled(user.username, true);
    const hidden = await h.api.call("GET", feed);
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain("BEGIN:VEVENT");

    await setDisabled(user.username, false);
    expect((await h.api.call("GET", feed)).status).toBe(200);
  });
});
