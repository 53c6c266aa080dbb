/**
 * Reminders follow a habit's schedule (issue 29 item 5), on both engines with the clock frozen on
 * Thursday 2026-11-26: a weekday goal is reminded on its weekdays only, an every-N-days goal on its
 * due days only, an at-least goal not once its period's target is met (an at-most one still is);
 * the calendar feed's RRULE says the same.
 */
import { describe, expect, it } from "vitest";
import { runDueReminders } from "../../src/server/reminders/scheduler.js";
import { countingPushReceiver } from "../support/push-receiver.js";
import { ENGINES } from "../support/server.js";
import { useServer } from "./helpers.js";

const { origin, received, subscription } = await countingPushReceiver();
const NOW = new Date("2026-11-26T18:00:00.000Z");
const EVERY_DAY_0800 = { time: "08:00", days: [1, 2, 3, 4, 5, 6, 7], time_zone: "UTC" };
const nineAm = (day: string) => new Date(`${day}T09:00:00.000Z`);

describe.each(ENGINES)("reminders on a habit's due days (%s)", (engine) => {
  const h = useServer(engine, { env: { PUSH_ENDPOINT_ALLOWLIST: origin }, overrides: { now: () => new Date(NOW) } });

  async function remindedGoal(name: string, fields: object, reminder: object = EVERY_DAY_0800) {
    const user = await h.api.newUser(name);
    const goal = await h.api.newGoal(user.token, { title: name, ...fields });
    const path = `/${engine}-${name}-${goal.id}`;
    expect((await h.api.call("POST", "/api/push/subscriptions", { token: user.token, body: subscription(path.slice(1)) })).status).toBe(
      201,
    );
    expect((await h.api.call("PUT", `/api/goals/${goal.id}/reminder`, { token: user.token, body: reminder })).status).toBe(200);
    const checkIn = async (created_at: string, extra: object = {}) => {
      const res = await h.api.call("POST", "/api/journal", {
        token: user.token,
        body: { goal_id: goal.id, note: "done", created_at, ...extra },
      });
      expect(res.status, res.text).toBe(201);
    };
    const sends = () => received.filter((r) => r === path).length;
    return { user, goal, checkIn, sends };
  }

  it("a weekday goal is reminded on its weekdays, not on Saturday", async () => {
    const g = await remindedGoal("weekdays", { kind: "check", timeframe: "daily", weekdays: [1, 2, 3, 4, 5] });
    await runDueReminders(h.server.deps, nineAm("2026-11-28")); // Saturday
    expect(g.sends()).toBe(0);
    await runDueReminders(h.server.deps, nineAm("2026-11-27")); // Friday
    expect(g.sends()).toBe(1);
  });

  it("an every-3-days goal is reminded on its due days only, counted from its first day", async () => {
    const g = await remindedGoal("every3", { kind: "check", timeframe: "daily", every_days: 3 });
    await runDueReminders(h.server.deps, nineAm("2026-11-27"));
    await runDueReminders(h.server.deps, nineAm("2026-11-28"));
    expect(g.sends()).toBe(0);
    await runDueReminders(h.server.deps, nineAm("2026-11-29"));
    expect(g.sends()).toBe(1);
  });

  it("an at-least weekly goal is quiet once the week's target is met; an at-most goal is not", async () => {
    const met = await remindedGoal("gym2", { kind: "check", timeframe: "weekly", target: 2 });
    await met.checkIn("2026-11-23T10:00:00.000Z");
    await met.checkIn("2026-11-24T10:00:00.000Z");
    const short = await remindedGoal("gym3", { kind: "check", timeframe: "weekly", target: 3 });
    await short.checkIn("2026-11-23T10:00:00.000Z");
    await short.checkIn("2026-11-24T10:00:00.000Z");
    const limit = await remindedGoal("sugar", { kind: "amount", timeframe: "weekly", target: 1, unit: "bars", direction: "at_most" });
    await limit.checkIn("2026-11-24T10:00:00.000Z", { amount: 1 });

    await runDueReminders(h.server.deps, nineAm("2026-11-26"));
    expect([met.sends(), short.sends(), limit.sends()]).toEqual([0, 1, 1]);
  });

  it("the calendar feed recurs on the due days: weekdays shared with the reminder, every N days from a due day", async () => {
    const user = await h.api.newUser("feedhabits");
    const weekdays = await h.api.newGoal(user.token, { title: "Meditate", kind: "check", timeframe: "daily", weekdays: [1, 2, 3, 4, 5] });
    const every3 = await h.api.newGoal(user.token, { title: "Water the plants", kind: "check", timeframe: "daily", every_days: 3 });
    const never = await h.api.newGoal(user.token, { title: "Office yoga", kind: "check", timeframe: "daily", weekdays: [1, 2] });
    const plain = await h.api.newGoal(user.token, { title: "Read" });
    const weekend = { ...EVERY_DAY_0800, days: [6, 7] };
    for (const [goal, reminder] of [
      [weekdays, { ...EVERY_DAY_0800, days: [1, 3, 6] }],
      [every3, EVERY_DAY_0800],
      [never, weekend],
      [plain, weekend],
    ] as const) {
      expect((await h.api.call("PUT", `/api/goals/${goal.id}/reminder`, { token: user.token, body: reminder })).status).toBe(200);
    }
    const made = await h.api.call("POST", "/api/calendar/token", { token: user.token });
    const feed = (await h.api.call("GET", new URL(made.body.url as string).pathname)).text.replace(/\r\n /g, "");
    const events = feed.split("BEGIN:VEVENT").slice(1);
    const eventOf = (title: string) => events.find((e) => e.includes(`SUMMARY:${title}`));

    expect(eventOf("Meditate")).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\n/);
    expect(eventOf("Meditate")).toContain("DTSTART;TZID=UTC:20261130T080000"); // next Monday
    expect(eventOf("Water the plants")).toMatch(/RRULE:FREQ=DAILY;INTERVAL=3\r\n/);
    expect(eventOf("Water the plants")).toContain("DTSTART;TZID=UTC:20261126T080000"); // its first day
    expect(eventOf("Office yoga")).toBeUndefined(); // Monday and Tuesday only, reminded at weekends: never
    expect(eventOf("Read")).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=SA,SU\r\n/);
  });
});
