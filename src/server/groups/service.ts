/**
 * Groups of goals (issue 30, decision 047): a user's named groups in their own order. A name is
 * unique per user whatever its case; another user's group answers 404 as an unknown one does.
 */
import { groupNameKey } from "../../core/group-name.js";
import { type Group, GROUPS_PER_ACCOUNT_MAX, type CreateGroupBody, type UpdateGroupBody } from "../../core/group-schema.js";
import { inManualOrder, changedPlaces, moveTo } from "../../core/manual-order.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { requireGroupAccess } from "../access.js";
import { isUniqueViolation } from "../db/errors.js";
import { lockUser } from "../db/user-lock.js";
import { MESSAGES, conflict, notFound } from "../errors.js";
import * as q from "./queries.js";

/** The name as stored (trimmed by the schema, composed) and the key its uniqueness is checked by. */
function nameAndKey(name: string): { name: string; nameKey: string } {
  const composed = name.normalize("NFC");
  return { name: composed, nameKey: groupNameKey(composed) };
}

export async function listGroups(deps: AppDeps, user: CurrentUser): Promise<Group[]> {
  return q.listGroups(deps.db.db, user.id);
}

/** The group if the user has one with this id (a resumed create reads back what it wrote). */
export async function findGroup(deps: AppDeps, user: CurrentUser, groupId: string): Promise<Group | undefined> {
  return q.findOwnGroup(deps.db.db, user.id, groupId);
}

/** `id` is given by an Idempotency-Key claim (idempotency/), so a resumed create reuses it. */
export async function createGroup(deps: AppDeps, user: CurrentUser, body: CreateGroupBody, id = deps.newId()): Promise<Group> {
  const { name, nameKey } = nameAndKey(body.name);
  try {
    await deps.db.db.transaction().execute(async (trx) => {
      await lockUser(trx, deps.db.engine, user.id);
      if ((await q.countGroups(trx, user.id)) >= GROUPS_PER_ACCOUNT_MAX) {
        throw conflict(`You have ${GROUPS_PER_ACCOUNT_MAX} groups, the most one account can hold. Delete a group to add another.`);
      }
      await q.insertGroup(trx, { id, userId: user.id, name, nameKey, now: deps.now().toISOString() });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.groupNameTaken);
    throw err;
  }
  return (await q.findOwnGroup(deps.db.db, user.id, id)) as Group;
}

/** Renames the group and/or moves it to a place in the user's order of groups (0 first; beyond the last: last). */
export async function updateGroup(deps: AppDeps, user: CurrentUser, groupId: string, body: UpdateGroupBody): Promise<Group> {
  await requireGroupAccess(deps, user, groupId);
  try {
    await deps.db.db.transaction().execute(async (trx) => {
      await lockUser(trx, deps.db.engine, user.id);
      if (body.name !== undefined) {
        const { name, nameKey } = nameAndKey(body.name);
        await q.renameOwnGroup(trx, user.id, groupId, name, nameKey);
      }
      if (body.position !== undefined) {
        const ordered = inManualOrder(await q.listGroups(trx, user.id));
        if (!ordered.some((g) => g.id === groupId)) throw notFound(MESSAGES.groupNotFound);
        await q.setGroupPositions(trx, user.id, changedPlaces(ordered, moveTo(ordered, groupId, body.position)));
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.groupNameTaken);
    throw err;
  }
  const group = await q.findOwnGroup(deps.db.db, user.id, groupId);
  if (!group) throw notFound(MESSAGES.groupNotFound);
  return group;
}

/** Deletes the group; its goals become ungrouped, nothing else changes. */
export async function deleteGroup(deps: AppDeps, user: CurrentUser, groupId: string): Promise<void> {
  await requireGroupAccess(deps, user, groupId);
  const deleted = await deps.db.db.transaction().execute(async (trx) => {
    await lockUser(trx, deps.db.engine, user.id);
    return q.deleteOwnGroup(trx, user.id, groupId);
  });
  if (!deleted) throw notFound(MESSAGES.groupNotFound);
}
