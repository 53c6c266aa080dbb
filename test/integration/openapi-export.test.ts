/**
 * GET /api/export's answer as the OpenAPI document gives it: the JSON file is an object (a client
 * generated from the document reads goals, entries and likes), the CSV variant is text, and a
 * real export has exactly the documented fields.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { addEntry, publish, useServer } from "./helpers.js";

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] };
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>> };

describe.each(ENGINES)("the export in the OpenAPI document (%s)", (engine) => {
  const h = useServer(engine);

  it("documents the JSON file as an object and the CSV as text", async () => {
    const doc = (await h.api.call<Doc>("GET", "/api/docs/json")).body;
    const content = doc.paths["/api/export"]?.get?.responses["200"]?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(["application/json", "text/csv"]);
    const file = content["application/json"]?.schema;
    expect(file?.type).toBe("object");
    expect(Object.keys(file?.properties ?? {}).sort()).toEqual([
      "email",
      "entries",
      "exported_at",
      "format",
      "goals",
      "groups",
      "likes",
      "nudges",
      "username",
      "version",
    ]);
    for (const list of ["groups", "goals", "entries", "likes"]) expect(file?.properties?.[list]?.items?.type, list).toBe("object");
    expect(content["text/csv"]?.schema.type).toBe("string");
  });

  it("documents every field a real export holds, and each documented required field is in it", async () => {
    const { api } = h;
    const doc = (await api.call<Doc>("GET", "/api/docs/json")).body;
    const file = doc.paths["/api/export"]?.get?.responses["200"]?.content?.["application/json"]?.schema ?? {};
    const owner = await api.newUser("docexp");
    const fan = await api.newUser("docfan");
    const goal = await api.newGoal(owner.token, { title: "Swim" });
    await addEntry(api, owner.token, goal.id, 30, "laps");
    await publish(api, owner.token, goal.id, "swim");
    await api.call("POST", `/api/likes/${owner.username}/swim`, { token: fan.token, body: { like: true } });
    const fanGoal = await api.newGoal(fan.token, { title: "Row" });
    await publish(api, fan.token, fanGoal.id, "row");
    await api.call("POST", `/api/likes/${fan.username}/row`, { token: owner.token, body: { like: true } });
    const group = await api.call("POST", "/api/groups", { token: owner.token, body: { name: "Water" } });
    await api.call("PATCH", `/api/goals/${goal.id}`, { token: owner.token, body: { group_id: group.body.id } });

    const res = await api.call<Record<string, unknown>>("GET", "/api/export", { token: owner.token });
    expect(res.status).toBe(200);
    const fieldsOf = (schema: JsonSchema | undefined) => ({
      all: Object.keys(schema?.properties ?? {}).sort(),
      required: [...(schema?.required ?? [])].sort(),
    });
    const expectShape = (value: object, schema: JsonSchema | undefined, what: string) => {
      const { all, required } = fieldsOf(schema);
      const keys = Object.keys(value).sort();
      expect(keys, `${what}: documented fields`).toEqual(all);
      expect(
        required.filter((k) => !keys.includes(k)),
        `${what}: required fields missing`,
      ).toEqual([]);
    };
    expectShape(res.body, file, "export");
    for (const list of ["groups", "goals", "entries", "likes"]) {
      const rows = res.body[list] as object[];
      expect(rows.length, list).toBeGreaterThan(0);
      for (const row of rows) expectShape(row, file.properties?.[list]?.items, list);
    }
  });
});
