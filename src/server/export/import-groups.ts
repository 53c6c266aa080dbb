/**
 * The groups of an import file (issue 30, decision 047), planned before anything is written: a
 * group of the file is merged by id with one of the user's (renamed or moved as the file says),
 * else taken for the user's group of the same name (whatever its case), else created (under an
 * id of the user's when the file's is someone else's: foreign-ids.ts). A goal of the file may go
 * into a group of the file or one the user has; any other group is a 400.
 */
import type { Kysely } from "kysely";
import { GROUPS_PER_ACCOUNT_MAX } from "../../core/group-schema.js";
import type { ExportGroup } from "../../core/export-schema.js";
import type { Database } from "../db/schema.js";
import { badRequest, conflict } from "../errors.js";
import { resolveImportIds } from "./foreign-ids.js";
import * as q from "./queries.js";

export interface GroupWrite {
  id: string;
  name: string;
  name_key: string;
  position: number;
}

export interface GroupPlan {
  created: GroupWrite[];
  updated: GroupWrite[];
  unchanged: number;
  /** The group a goal's `group_id` in the file names: one of the file (as planned) or the user's; else a 400. */
  groupOf(goalFileId: string, groupId: string): string;
  /** The user's groups the file's goals go into that this import does not create: they must still be there at publish. */
  existingUsed(groupIds: Iterable<string | null | undefined>): string[];
}

const keyOf = (name: string) => name.toLowerCase();

export async function planGroups(db: Kysely<Database>, userId: string, fileGroups: readonly ExportGroup[]): Promise<GroupPlan> {
  const file = fileGroups.map((g) => ({ ...g, id: g.id.toLowerCase(), name: g.name.normalize("NFC") }));
  const ids = new Set<string>();
  const keys = new Set<string>();
  file.forEach((g, i) => {
    if (ids.has(g.id)) throw badRequest(`groups.${i}.id: ${g.id} appears twice in the file`);
    if (keys.has(keyOf(g.name))) throw badRequest(`Two groups in the file are named "${g.name}"`);
    ids.add(g.id);
    keys.add(keyOf(g.name));
  });

  const mine = await q.groupsOfUser(db, userId);
  const mineById = new Map(mine.map((g) => [g.id, g]));
  const mineByKey = new Map(mine.map((g) => [g.name_key, g]));
  const resolved = await resolveImportIds(
    file.map((g) => g.id),
    userId,
    (list) => q.groupsByIds(db, list),
  );
  let next = mine.reduce((max, g) => Math.max(max, g.position), -1) + 1;
  const target = new Map<string, string>();
  const plan: GroupPlan = { created: [], updated: [], unchanged: 0, groupOf, existingUsed };
  for (const g of file) {
    const id = resolved.idOf(g.id);
    const key = keyOf(g.name);
    const own = mineById.get(id);
    const sameName = mineByKey.get(key);
    if (own) {
      if (sameName && sameName.id !== id) throw badRequest(`Group "${g.name}" in the file has the name of another of your groups`);
      const position = g.position ?? own.position;
      if (own.name !== g.name || own.position !== position) plan.updated.push({ id, name: g.name, name_key: key, position });
      else plan.unchanged++;
      target.set(g.id, id);
    } else if (sameName) {
      target.set(g.id, sameName.id);
      plan.unchanged++;
    } else {
      plan.created.push({ id, name: g.name, name_key: key, position: g.position ?? next++ });
      target.set(g.id, id);
    }
  }
  if (mine.length + plan.created.length > GROUPS_PER_ACCOUNT_MAX) {
    throw conflict(
      `This import would add ${plan.created.length} groups to your ${mine.length}; one account can hold at most ${GROUPS_PER_ACCOUNT_MAX}. Nothing was imported.`,
    );
  }

  const createdIds = new Set(plan.created.map((g) => g.id));
  function groupOf(goalFileId: string, groupId: string): string {
    const id = groupId.toLowerCase();
    const found = target.get(id) ?? (mineById.has(id) ? id : undefined);
    if (!found) throw badRequest(`Goal ${goalFileId} is in group ${groupId}, which is neither in the file nor yours`);
    return found;
  }
  function existingUsed(groupIds: Iterable<string | null | undefined>): string[] {
    return [...new Set([...groupIds].filter((id): id is string => !!id && !createdIds.has(id)))];
  }
  return plan;
}
