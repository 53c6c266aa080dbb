/**
 * Property-based fuzzing of every route (issue 9 §2). Each route the server registers gets
 * requests whose params, query and body are drawn from support/hostile.ts, mixed with values
 * that are valid for this account (its ids, its password, a real category) so that the hostile
 * text gets past validation and down to the database too.
 *
 * Invariants, checked on every request:
 *  - never a 5xx, never a dropped connection;
 *  - every 4xx is JSON {"error": "<text>"} and nothing else;
 *  - a refused request (4xx) and any GET leave the database exactly as it was;
 *  - text the server accepted comes back exactly as sent (trimmed), from the answer and from
 *    a fresh read;
 *  - server-rendered HTML holds no markup but the page's own (user text is escaped);
 *  - static file routes never serve a file from outside their directory.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { CATEGORIES, TIMEFRAMES } from "../../../src/core/constants.js";
import { type DbSnapshot, snapshotDb } from "./db-snapshot.js";
import { PROTO_KEYS, RAW_BODIES, RAW_SEGMENTS, anyValue, encodeSegment, hostileText, toQuery, wrongType } from "./hostile.js";
import type { RouteInfo } from "./inventory.js";
import { type Rig, type User, UNKNOWN_ID, rand } from "./world.js";

/**
 * The security log (issue 31) records refused sign-ins by design: it is the one table a refused
 * request writes, and it is compared by its own tests (security-log.test.ts), not here.
 */
function withoutAuditLog(s: DbSnapshot): DbSnapshot {
  const { security_events: _log, ...rest } = s;
  return rest;
}

/** A value to fill in at request time from the live fixtures (ids change as the fuzz deletes). */
class Ref {
  constructor(readonly name: keyof Refs) {}
  toString() {
    return `<${this.name}>`;
  }
}
class Raw {
  constructor(readonly text: string) {}
  toString() {
    return `raw(${this.text})`;
  }
}

interface Refs {
  token: string;
  username: string;
  password: string;
  ownGoal: string;
  ownEntry: string;
  ownPublicSlug: string;
  ownPrivateGoal: string;
  ownPrivateSlug: string;
  otherUsername: string;
  otherGoal: string;
  otherEntry: string;
  otherPublicSlug: string;
  unknownId: string;
}

export interface Plan {
  method: string;
  path: (string | Ref | Raw)[];
  query: [string, string | Ref][];
  /** undefined: no body; Raw: sent as is; anything else: JSON. */
  body: unknown;
  contentType: string | undefined;
  auth: "token" | "none" | string;
}

const ref = (name: keyof Refs) => fc.constant(new Ref(name));
const iso = fc.date({ min: new Date("1960-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
const goalRef = fc.constantFrom(...(["ownGoal", "ownPrivateGoal", "otherGoal", "unknownId"] as const).map((n) => new Ref(n)));
const entryRef = fc.constantFrom(...(["ownEntry", "otherEntry", "unknownId"] as const).map((n) => new Ref(n)));

const LOOP_HABITS = "Position,Name,Question,Description,NumRepetitions,Interval,Color\n";

/** Values that are right for a field of that name: they get the request past validation. */
function goodValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case "goal_id":
    case "focusGoalId":
      return goalRef;
    case "id":
      return fc.oneof(goalRef, entryRef, fc.uuid());
    case "password":
    case "currentPassword":
      return ref("password");
    case "username":
      return fc.oneof(ref("username"), ref("otherUsername"), fc.stringMatching(/^[a-z0-9_-]{3,30}$/));
    case "newPassword":
      return fc.string({ minLength: 8, maxLength: 40, unit: "grapheme" });
    case "category":
      return fc.constantFrom(...CATEGORIES);
    case "timeframe":
      return fc.constantFrom(...TIMEFRAMES);
    case "progress":
      return fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double({ min: -1, max: 101, noNaN: true }));
    case "public":
    case "like":
      return fc.boolean();
    case "created_at":
    case "createdAt":
    case "updated_at":
      return iso;
    case "mode":
      return fc.constantFrom("general", "focus", "create");
    case "timeZone":
      return fc.constantFrom("UTC", "Europe/Paris", "Pacific/Chatham", "Not/AZone");
    case "messages":
      return fc.array(fc.record({ role: fc.constantFrom("user", "assistant"), content: hostileText }), { minLength: 1, maxLength: 3 });
    case "memory":
      return fc.array(hostileText, { maxLength: 3 });
    case "format":
      return fc.constant("progressvault-export");
    case "version":
      return fc.constant(1);
    case "goals":
      return fc.array(
        fc.record(
          {
            id: fc.oneof(goalRef, fc.uuid()),
            title: hostileText,
            description: hostileText,
            motivation: hostileText,
            category: fc.constantFrom(...CATEGORIES),
            timeframe: fc.constantFrom(...TIMEFRAMES),
            public: fc.boolean(),
            slug: fc.oneof(fc.constant(null), fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), hostileText),
            created_at: iso,
            updated_at: iso,
          },
          { requiredKeys: ["id", "title", "category", "timeframe", "created_at", "updated_at"] },
        ),
        { maxLength: 3 },
      );
    case "entries":
      return fc.array(
        fc.record({
          id: fc.oneof(entryRef, fc.uuid()),
          goal_id: goalRef,
          note: hostileText,
          progress: fc.integer({ min: 0, max: 100 }),
          created_at: iso,
        }),
        { maxLength: 3 },
      );
    case "likes":
      return fc.array(fc.record({ goal_id: goalRef, created_at: iso }), { maxLength: 3 });
    case "habits":
      return fc.oneof(
        hostileText.map((name) => `${LOOP_HABITS}001,"${name.replaceAll('"', '""')}",,,1,1,#fff\n`),
        hostileText,
      );
    case "checkmarks":
      return fc.oneof(fc.constant("Date,Stretch,\n2024-01-02,2,\n"), hostileText);
    default:
      return hostileText;
  }
}

function fieldValue(name: string): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: goodValue(name), weight: 5 }, { arbitrary: hostileText, weight: 2 }, { arbitrary: wrongType, weight: 2 });
}

function paramValue(route: RouteInfo, name: string): fc.Arbitrary<string | Ref | Raw> {
  const good: fc.Arbitrary<string | Ref>[] = [];
  if (name === "id") good.push(route.url.startsWith("/api/journal") ? entryRef : goalRef);
  if (name === "username") good.push(fc.constantFrom(new Ref("username"), new Ref("otherUsername")));
  if (name === "slug") good.push(fc.constantFrom(new Ref("ownPublicSlug"), new Ref("ownPrivateSlug"), new Ref("otherPublicSlug")));
  if (name === "*") good.push(fc.constantFrom("swagger-ui.css", "index.css", "../package.json", "..%2F..%2Fpackage.json"));
  return fc.oneof(
    ...good.map((arbitrary) => ({ arbitrary, weight: 5 })),
    { arbitrary: hostileText, weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((s) => new Raw(s)), weight: 1 },
  );
}

export interface RouteShape {
  bodyProps: string[];
  queryProps: string[];
}

/** Body and query field names of each route, from the server's own OpenAPI document. */
export async function routeShapes(baseUrl: string): Promise<Map<string, RouteShape>> {
  const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: any; parameters?: { in: string; name: string }[] }>>;
  };
  const out = new Map<string, RouteShape>();
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const url = p.replace(/\{([^}]+)\}/g, ":$1");
      const props = op.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
      out.set(`${method.toUpperCase()} ${url}`, {
        bodyProps: Object.keys(props),
        queryProps: (op.parameters ?? []).filter((x) => x.in === "query").map((x) => x.name),
      });
    }
  }
  return out;
}

// A Map, not an object literal: the fuzz asks it for "__proto__" and "constructor" too.
const QUERY_GOOD = new Map<string, fc.Arbitrary<string | Ref>>([
  ["sort", fc.constantFrom("likes", "recent", "new", "progress")],
  ["limit", fc.constantFrom("1", "10", "100", "0", "-1", "1.5", "1e3")],
  ["goal_id", goalRef],
  ["format", fc.constantFrom("json", "csv")],
  ["timeframe", fc.constantFrom("all", ...TIMEFRAMES)],
  ["category", fc.constantFrom("all", ...CATEGORIES)],
]);

export function planArb(route: RouteInfo, shape: RouteShape | undefined): fc.Arbitrary<Plan> {
  const segments = route.url.split("/").slice(1);
  const path = fc.tuple(
    ...segments.map((seg): fc.Arbitrary<string | Ref | Raw> => {
      if (seg.startsWith(":")) return paramValue(route, seg.slice(1));
      if (seg === "*") return paramValue(route, "*");
      return fc.constant(seg);
    }),
  );
  const queryKeys = [...(shape?.queryProps ?? []), ...PROTO_KEYS, "q", "cursor"];
  const query = fc.array(
    fc
      .constantFrom(...queryKeys)
      .chain((k) =>
        fc.tuple(
          fc.constant(k),
          fc.oneof({ arbitrary: QUERY_GOOD.get(k) ?? hostileText, weight: 3 }, { arbitrary: hostileText, weight: 2 }),
        ),
      ),
    { maxLength: 4 },
  );
  const props = shape?.bodyProps ?? [];
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(props.map((p) => [p, fieldValue(p)])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom(...PROTO_KEYS, "id", "user_id", "extra"), anyValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  const wantsBody = ["POST", "PUT", "PATCH", "DELETE"].includes(route.method);
  const body: fc.Arbitrary<unknown> = wantsBody
    ? fc.oneof(
        { arbitrary: shaped, weight: 8 },
        { arbitrary: wrongType, weight: 1 },
        { arbitrary: fc.constantFrom(...RAW_BODIES).map((t) => new Raw(t)), weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      )
    : fc.constant(undefined);
  const contentType = fc.oneof(
    { arbitrary: fc.constant("application/json"), weight: 12 },
    {
      arbitrary: fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/json; charset=utf-16",
        "application/xml",
        undefined,
      ),
      weight: 1,
    },
  );
  const auth = fc.oneof(
    { arbitrary: fc.constant("token"), weight: 10 },
    { arbitrary: fc.constant("none"), weight: 1 },
    { arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 60 }), weight: 1 },
  );
  return fc.record({ method: fc.constant(route.method), path, query, body, contentType, auth });
}

/** The account the fuzz works as, and someone else's public goal to aim at. */
export class FuzzFixtures {
  refs = {} as Refs;
  private other?: User;

  constructor(private readonly rig: Rig) {}

  async setUp() {
    const api = this.rig.api;
    if (!this.other) {
      this.other = await api.newUser("fuzzother");
      const goal = await api.newGoal(this.other.token, { title: "Other's goal" });
      const entry = await api.call("POST", "/api/journal", {
        token: this.other.token,
        body: { goal_id: goal.id, note: "other note", progress: 10 },
      });
      const slug = `other-${rand()}`;
      await api.call("PATCH", `/api/goals/${goal.id}/public`, { token: this.other.token, body: { public: true, slug } });
      Object.assign(this.refs, {
        otherUsername: this.other.username,
        otherGoal: goal.id,
        otherEntry: entry.body.id,
        otherPublicSlug: slug,
      });
    }
    const me = await api.newUser("fuzz");
    Object.assign(this.refs, { token: me.token, username: me.username, password: me.password, unknownId: UNKNOWN_ID });
    await this.ensureGoals();
  }

  /** Puts back what a successful write may have taken away (a goal, an entry, the account). */
  async repair() {
    const api = this.rig.api;
    const me = await api.call("GET", "/api/auth/me", { token: this.refs.token });
    if (me.status !== 200) return this.setUp();
    await this.ensureGoals();
  }

  private async ensureGoals() {
    const api = this.rig.api;
    const token = this.refs.token;
    const goals = (await api.call<any[]>("GET", "/api/goals", { token })).body;
    const pub = goals.find((g) => g.id === this.refs.ownGoal && g.public && g.slug);
    const priv = goals.find((g) => g.id === this.refs.ownPrivateGoal && !g.public && g.slug);
    if (pub && pub.journal.some((e: any) => e.id === this.refs.ownEntry)) this.refs.ownPublicSlug = pub.slug;
    else {
      const goal = await api.newGoal(token, { title: "Fuzz public" });
      const entry = await api.call("POST", "/api/journal", { token, body: { goal_id: goal.id, note: "fuzz note", progress: 20 } });
      const slug = `fuzz-${rand()}`;
      await api.call("PATCH", `/api/goals/${goal.id}/public`, { token, body: { public: true, slug } });
      Object.assign(this.refs, { ownGoal: goal.id, ownEntry: entry.body.id, ownPublicSlug: slug });
    }
    if (priv) this.refs.ownPrivateSlug = priv.slug;
    else {
      const goal = await api.newGoal(token, { title: "Fuzz private" });
      const slug = `hidden-${rand()}`;
      await api.call("PATCH", `/api/goals/${goal.id}/public`, { token, body: { public: true, slug } });
      await api.call("PATCH", `/api/goals/${goal.id}/public`, { token, body: { public: false } });
      Object.assign(this.refs, { ownPrivateGoal: goal.id, ownPrivateSlug: slug });
    }
  }

  resolve(value: unknown): unknown {
    if (value instanceof Ref) return this.refs[value.name];
    if (Array.isArray(value)) return value.map((v) => this.resolve(v));
    if (value && typeof value === "object" && !(value instanceof Raw)) {
      // defineProperty, so a "__proto__" key stays an own key and reaches the wire.
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value))
        Object.defineProperty(out, k, { value: this.resolve(v), enumerable: true, writable: true, configurable: true });
      return out;
    }
    return value;
  }
}

const TEXT_FIELDS = ["title", "description", "motivation", "note"] as const;
const WRITES_TEXT = new Set(["POST /api/goals", "PATCH /api/goals/:id", "POST /api/journal"]);
/** Tags the stand-in index.html and the server's meta injection put in a page; user text adds none. */
const PAGE_TAGS = new Set(["!doctype", "html", "head", "meta", "title", "script", "body", "div", "link"]);

export interface Outcome {
  status: number;
  url: string;
}

/** Sends one planned request and checks every invariant. */
export async function runPlan(rig: Rig, fx: FuzzFixtures, route: RouteInfo, plan: Plan): Promise<Outcome> {
  const path = plan.path.map((seg) => (seg instanceof Raw ? seg.text : encodeSegment(String(fx.resolve(seg))))).join("/");
  const query = toQuery(plan.query.map(([k, v]) => [k, String(fx.resolve(v))] as const));
  const url = `/${path}${query}`;
  const headers: Record<string, string> = {};
  if (plan.auth === "token") headers.authorization = `Bearer ${fx.refs.token}`;
  else if (plan.auth !== "none") headers.authorization = plan.auth.replace(/[^\x20-\x7e]/g, "");
  let body: string | undefined;
  if (plan.method === "GET")
    body = undefined; // fetch cannot send one
  else if (plan.body instanceof Raw) body = plan.body.text;
  else if (plan.body !== undefined) body = JSON.stringify(fx.resolve(plan.body));
  if (body !== undefined && plan.contentType) headers["content-type"] = plan.contentType;

  const db = rig.server.deps.db.db;
  const before: DbSnapshot = withoutAuditLog(await snapshotDb(db));
  let res: Response;
  try {
    res = await fetch(rig.server.url + url, { method: plan.method, headers, body, redirect: "manual" });
  } catch (err) {
    throw new Error(`${plan.method} ${url}: the connection failed: ${String(err)}`, { cause: err });
  }
  const text = await res.text();
  const after: DbSnapshot = withoutAuditLog(await snapshotDb(db));
  const where = `${plan.method} ${url.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
  const type = res.headers.get("content-type") ?? "";

  expect(res.status, where).toBeLessThan(500);
  // A page route that has no page (an unknown or private goal) answers 404 with the app's own
  // HTML page (issue 15); everything else that refuses answers JSON {"error"}.
  const pageNotFound = res.status === 404 && !route.url.startsWith("/api") && type.startsWith("text/html");
  if (pageNotFound) expect(after, `a refused request changed the database: ${where}`).toEqual(before);
  else if (res.status >= 400) {
    expect(type, where).toMatch(/^application\/json/);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed), where).toEqual(["error"]);
    expect(typeof parsed.error === "string" && parsed.error.length > 0, where).toBe(true);
    expect(text, where).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
    expect(after, `a refused request changed the database: ${where}`).toEqual(before);
  }
  if (plan.method === "GET") expect(after, `a GET changed the database: ${where}`).toEqual(before);

  if (res.status < 300 && WRITES_TEXT.has(route.key) && plan.body && typeof plan.body === "object" && !(plan.body instanceof Raw)) {
    const sent = fx.resolve(plan.body) as Record<string, unknown>;
    const answer = JSON.parse(text) as Record<string, unknown>;
    const goalId = route.key === "POST /api/journal" ? null : String(answer.id);
    const stored = goalId ? (await rig.api.call("GET", `/api/goals/${goalId}`, { token: fx.refs.token })).body : null;
    for (const field of TEXT_FIELDS) {
      if (typeof sent[field] !== "string") continue;
      const expected = (sent[field] as string).trim();
      expect(answer[field], `${field} as answered: ${where}`).toBe(expected);
      if (stored) expect(stored[field], `${field} as stored: ${where}`).toBe(expected);
    }
    if (route.key === "POST /api/journal") {
      const entries = (await rig.api.call<any[]>("GET", `/api/journal?goal_id=${String(answer.goal_id)}`, { token: fx.refs.token })).body;
      const entry = entries.find((e) => e.id === answer.id);
      expect(entry?.note, `note as stored: ${where}`).toBe(answer.note);
    }
  }
  if ((res.status === 200 || pageNotFound) && type.startsWith("text/html") && route.url === "/:username/:slug") {
    const tags = [...text.matchAll(/<\/?([!a-zA-Z][\w-]*)/g)].map((m) => (m[1] ?? "").toLowerCase());
    expect(
      tags.filter((t) => !PAGE_TAGS.has(t)),
      `markup from user text in the page: ${where}`,
    ).toEqual([]);
    // Quotes in user text are escaped, so nothing can break out of an attribute value.
    const outsideValues = text.replace(/<title>[\s\S]*?<\/title>/i, "").replace(/="[^"]*"/g, '=""');
    expect(outsideValues, `an attribute injected by user text: ${where}`).not.toMatch(/\son[a-z]+\s*=/i);
  }
  if (route.url.includes("*")) expect(text, `a file from outside the static root: ${where}`).not.toContain('"name": "progressvault"');

  if (res.status < 300 && plan.method !== "GET") await fx.repair();
  return { status: res.status, url };
}

/** fast-check's report with long runs of one character folded, so a 120 kB string stays readable. */
export function foldLongRuns(err: unknown): unknown {
  if (err instanceof Error) err.message = err.message.replace(/(.)\1{39,}/gsu, (run, c: string) => `${c}…(×${[...run].length})`);
  return err;
}
