/**
 * Reminders per goal and the calendar feed (issue 18), over HTTP on both engines: the goal list
 * carries each goal's reminder; bad input is a 400 that changes nothing; another user's goal is
 * a 404; the feed is valid iCalendar (parsed by ical.js) with one weekly event per reminder in
 * its time zone; a new feed address revokes the old one.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, expectError, useServer } from "./helpers.js";

const PARIS = { time: "07:30", days: [5, 1, 3], time_zone: "Europe/Paris" };

describe.each(ENGINES)("reminders (%s)", (engine) => {
  const h = useServer(engine);
  const put = (token: string, goalId: string, body: unknown) => h.api.call("PUT", `/api/goals/${goalId}/reminder`, { token, body });
  const goalsOf = async (token: string) => (await h.api.call("GET", "/api/goals", { token })).body as { id: string; reminder: unknown }[];

  it("sets, shows in the goal list, changes and removes a reminder", async () => {
    const user = await h.api.newUser("rem");
    const goal = await h.api.newGoal(user.token);
    expect((await goalsOf(user.token)).find((g) => g.id === goal.id)?.reminder).toBeNull();

    const set = await put(user.token, goal.id, PARIS);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ reminder: { time: "07:30", times: ["07:30"], days: [1, 3, 5], time_zone: "Europe/Paris" } });
    expect((await goalsOf(user.token)).find((g) => g.id === goal.id)?.reminder).toEqual({
      time: "07:30",
      times: ["07:30"],
      days: [1, 3, 5],
      time_zone: "Europe/Paris",
    });

    await put(user.token, goal.id, { time: "21:05", days: [7], time_zone: "America/New_York" });
    expect((await goalsOf(user.token)).find((g) => g.id === goal.id)?.reminder).toEqual({
      time: "21:05",
      times: ["21:05"],
      days: [7],
      time_zone: "America/New_York",
    });

    const removed = await put(user.token, goal.id, null);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ reminder: null });
    expect((await goalsOf(user.token)).find((g) => g.id === goal.id)?.reminder).toBeNull();
  });

  it.each([
    ["a time out of range", { ...PARIS, time: "24:00" }],
    ["a time without minutes", { ...PARIS, time: "7" }],
    ["no days", { ...PARIS, days: [] }],
    ["day 0", { ...PARIS, days: [0] }],
    ["day 8", { ...PARIS, days: [8] }],
    ["a repeated day", { ...PARIS, days: [1, 1] }],
    ["an unknown time zone", { ...PARIS, time_zone: "Mars/Olympus" }],
    ["no time zone", { time: "07:30", days: [1] }],
    ["a string", "07:30"],
  ])("refuses %s with a 400 and changes nothing", async (_label, body) => {
    const user = await h.api.newUser("rembad");
    const goal = await h.api.newGoal(user.token);
    await put(user.token, goal.id, PARIS);
    expectError(await put(user.token, goal.id, body), 400);
    expect((await goalsOf(user.token)).find((g) => g.id === goal.id)?.reminder).toEqual({ ...PARIS, times: ["07:30"], days: [1, 3, 5] });
  });

  it("answers 404 for another user's goal or an unknown one, and changes nothing", async () => {
    const owner = await h.api.newUser("remown");
    const other = await h.api.newUser("remoth");
    const goal = await h.api.newGoal(owner.token);
    expectError(await put(other.token, goal.id, PARIS), 404, "Goal not found");
    expectError(await put(other.token, UNKNOWN_ID, PARIS), 404, "Goal not found");
    expectError(await put("", goal.id, PARIS), 401);
    expect((await goalsOf(owner.token)).find((g) => g.id === goal.id)?.reminder).toBeNull();
  });

  it("serves a valid iCalendar feed of the reminders at a secret address, revoked by a new one", async () => {
    const user = await h.api.newUser("cal");
    const other = await h.api.newUser("calother");
    const run = await h.api.newGoal(user.token, { title: "Run; then stretch, \\ rest" });
    const read = await h.api.newGoal(user.token, { title: "Read" });
    await h.api.newGoal(user.token, { title: "No reminder" });
    const hidden = await h.api.newGoal(other.token, { title: "Someone else's" });
    await put(user.token, run.id, PARIS);
    await put(user.token, read.id, { time: "21:00", days: [6, 7], time_zone: "America/New_York" });
    await put(other.token, hidden.id, PARIS);

    const first = await h.api.call("POST", "/api/calendar/token", { token: user.token });
    expect(first.status).toBe(200);
    const url = new URL(first.body.url as string);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);

    const feed = await h.api.call("GET", url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(feed.text).toMatch(/\r\n$/);
    const cal = new ICAL.Component(ICAL.parse(feed.text));
    expect(cal.getFirstPropertyValue("version")).toBe("2.0");
    const zones = cal.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"));
    expect(zones.sort()).toEqual(["America/New_York", "Europe/Paris"]);
    for (const z of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(z);
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual(["Read", "Run; then stretch, \\ rest"]);

    const runEvent = events.find((e) => e.summary.startsWith("Run"))!;
    expect(runEvent.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Paris");
    expect([runEvent.startDate.hour, runEvent.startDate.minute]).toEqual([7, 30]);
    const rule = runEvent.component.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.parts.BYDAY).toEqual(["MO", "WE", "FR"]);
    // The next occurrences fall on those weekdays at 07:30 Paris time, across a DST change.
    const it = runEvent.iterator();
    for (let i = 0; i < 80; i++) {
      const next = it.next()!;
      const local = new Date(next.toUnixTime() * 1000).toLocaleString("en-GB", {
        timeZone: "Europe/Paris",
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
      });
      expect(local).toMatch(/^(Mon|Wed|Fri) 07:30$/);
    }
    expect(feed.text).not.toContain("Someone else's");
    expect(feed.text).not.toContain("No reminder");

    const second = await h.api.call("POST", "/api/calendar/token", { token: user.token });
    expect(second.body.url).not.toBe(first.body.url);
    expectError(await h.api.call("GET", url.pathname), 404);
    expect((await h.api.call("GET", new URL(second.body.url as string).pathname)).status).toBe(200);
    expectError(await h.api.call("GET", "/api/calendar/not-a-token.ics"), 404);
    expectError(await h.api.call("POST", "/api/calendar/token"), 401);
  });
});
