/**
 * A public habit shows its kind (issue 29 item 5), on both engines: the public answers (the goal and
 * the explore list) carry a check or amount goal's kind, target, unit and schedule and a progress
 * goal's none (its answer is the spec's); the link preview's description leads with its rhythm.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { publish, useServer } from "./helpers.js";

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-web-habits-"));
fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><head><title>ProgressVault</title></head><body></body></html>");
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const ogDescription = (html: string) =>
  html
    .match(/<meta property="og:description" content="([^"]*)"/)?.[1]
    ?.replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

describe.each(ENGINES)("public habits (%s)", (engine) => {
  const h = useServer(engine, { overrides: { webDir } });
  let owner: { username: string; token: string };

  beforeAll(async () => {
    owner = await h.api.newUser("pubhabit");
    const run = await h.api.newGoal(owner.token, {
      title: "Run 20 km a week",
      description: "Easy miles.",
      kind: "amount",
      target: 20,
      unit: "km",
    });
    await publish(h.api, owner.token, run.id, "run-20k");
    const gym = await h.api.newGoal(owner.token, { title: "Gym", kind: "check", target: 3 });
    await publish(h.api, owner.token, gym.id, "gym");
    const course = await h.api.newGoal(owner.token, { title: "Finish the course" });
    await publish(h.api, owner.token, course.id, "course");
  });

  it("answers a habit's kind fields on its public goal and in the explore list; none for a progress goal", async () => {
    const run = await h.api.call<any>("GET", `/api/goals/public/${owner.username}/run-20k`);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      kind: "amount",
      target: 20,
      unit: "km",
      direction: "at_least",
      weekdays: null,
      every_days: null,
      cadence: "20 km a week",
    });
    const course = await h.api.call<any>("GET", `/api/goals/public/${owner.username}/course`);
    for (const key of ["kind", "target", "unit", "direction", "weekdays", "every_days", "cadence"])
      expect(course.body).not.toHaveProperty(key);

    const list = await h.api.call<any[]>("GET", `/api/goals/public?q=${encodeURIComponent("Gym")}`);
    const gym = list.body.find((g) => g.username === owner.username && g.slug === "gym");
    expect(gym).toMatchObject({ kind: "check", target: 3, cadence: "3× a week" });
  });

  it("leads the link preview's description with the habit's rhythm; a progress goal's head is unchanged", async () => {
    const page = async (slug: string) => ogDescription(await (await fetch(`${h.server.url}/${owner.username}/${slug}`)).text());
    expect(await page("run-20k")).toBe("20 km a week · Easy miles.");
    expect(await page("gym")).toBe(`A public habit by @${owner.username} on ProgressVault: 3× a week.`);
    expect(await page("course")).toBe(`A public weekly goal by @${owner.username} on ProgressVault.`);
  });
});
