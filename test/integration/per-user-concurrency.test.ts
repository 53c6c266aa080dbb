/**
 * The per-user limit on concurrent expensive requests (issue 26): a user with 2 imports running
 * gets 429 with Retry-After for a third (either import route: one kind), while another user's
 * import goes through; a slot comes back when its request ends. An import holds its slot from
 * before its body is read, so an unfinished upload holds one without any timing.
 */
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES, type EngineName } from "../support/server.js";
import {
  BUSY_RETRY_AFTER_SECONDS,
  CONCURRENT_PER_USER,
  runningFor,
  tooManyConcurrent,
} from "../../src/server/http/per-user-concurrency.js";
import { EXPORT_FORMAT, EXPORT_VERSION } from "../../src/core/export-schema.js";
import { expectError, userIdOf, useServer } from "./helpers.js";

const EMPTY_EXPORT = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, goals: [], entries: [], likes: [] });

/** An import whose headers are sent and whose body never finishes: it holds its slot until destroyed. */
function unfinishedImport(url: string, token: string): http.ClientRequest {
  const req = http.request(`${url}/api/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": String(EMPTY_EXPORT.length) },
  });
  req.on("error", () => undefined);
  req.write(EMPTY_EXPORT.slice(0, 10));
  return req;
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}

describe.each(ENGINES)("per-user limit on concurrent expensive requests (%s)", (engine: EngineName) => {
  const h = useServer(engine);
  const held: http.ClientRequest[] = [];
  afterEach(() => held.splice(0).forEach((r) => r.destroy()));

  it("answers 429 with Retry-After beyond the limit, for that user only, and frees the slot when a request ends", async () => {
    const heavy = await h.api.newUser("heavy");
    const other = await h.api.newUser("other");
    const heavyId = (await userIdOf(h.server, heavy.username))!;
    const headers = { "content-type": "application/json" };

    for (let i = 0; i < CONCURRENT_PER_USER; i++) held.push(unfinishedImport(h.server.url, heavy.token));
    await until(() => runningFor("import", heavyId) === CONCURRENT_PER_USER);

    const refused = await h.api.call("POST", "/api/import", { token: heavy.token, rawBody: EMPTY_EXPORT, headers });
    expectError(refused, 429, tooManyConcurrent(CONCURRENT_PER_USER));
    expect(refused.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    // The Loop import is the same kind of work.
    const loop = await h.api.call("POST", "/api/import/loop", { token: heavy.token, rawBody: "{}", headers });
    expectError(loop, 429, tooManyConcurrent(CONCURRENT_PER_USER));

    // Another user is not limited by it.
    const theirs = await h.api.call("POST", "/api/import", { token: other.token, rawBody: EMPTY_EXPORT, headers });
    expect(theirs.status).toBe(200);

    // A client that leaves before its body is read gives its slot back.
    held.pop()!.destroy();
    await until(() => runningFor("import", heavyId) === CONCURRENT_PER_USER - 1);
    const again = await h.api.call("POST", "/api/import", { token: heavy.token, rawBody: EMPTY_EXPORT, headers });
    expect(again.status).toBe(200);
    // Answered requests hold nothing.
    expect(runningFor("import", heavyId)).toBe(CONCURRENT_PER_USER - 1);
  });
});
