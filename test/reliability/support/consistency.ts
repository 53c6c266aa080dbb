/**
 * What "the data is consistent" means, checked straight on the tables: no row points at a row
 * that is gone, and every goal's denormalised numbers (docs/decisions/002) equal what its
 * journal and likes say.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../src/server/db/schema.js";

const ms = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).getTime());

export async function consistencyProblems(db: Kysely<Database>): Promise<string[]> {
  const [users, goals, entries, likes, sessions] = await Promise.all([
    db.selectFrom("users").select(["id"]).execute(),
    db.selectFrom("goals").selectAll().execute(),
    db.selectFrom("journal_entries").selectAll().execute(),
    db.selectFrom("likes").selectAll().execute(),
    db.selectFrom("sessions").select(["user_id"]).execute(),
  ]);
  const problems: string[] = [];
  const userIds = new Set(users.map((u) => u.id));
  const goalById = new Map(goals.map((g) => [g.id, g]));
  for (const g of goals) if (!userIds.has(g.user_id)) problems.push(`goal ${g.id} of a missing user`);
  for (const s of sessions) if (!userIds.has(s.user_id)) problems.push(`session of a missing user ${s.user_id}`);
  for (const l of likes) {
    if (!goalById.has(l.goal_id)) problems.push(`like of a missing goal ${l.goal_id}`);
    if (!userIds.has(l.user_id)) problems.push(`like by a missing user ${l.user_id}`);
  }
  const byGoal = new Map<string, typeof entries>();
  for (const e of entries) {
    const goal = goalById.get(e.goal_id);
    if (!goal) problems.push(`orphan entry ${e.id} of missing goal ${e.goal_id}`);
    else if (goal.user_id !== e.user_id) problems.push(`entry ${e.id} belongs to another user than its goal`);
    if (!(e.progress >= 0 && e.progress <= 100)) problems.push(`entry ${e.id} has progress ${e.progress}`);
    let list = byGoal.get(e.goal_id);
    if (!list) byGoal.set(e.goal_id, (list = []));
    list.push(e);
  }
  const likeCount = new Map<string, number>();
  for (const l of likes) likeCount.set(l.goal_id, (likeCount.get(l.goal_id) ?? 0) + 1);
  for (const g of goals) {
    const list = (byGoal.get(g.id) ?? []).sort((a, b) => (ms(b.created_at) ?? 0) - (ms(a.created_at) ?? 0) || (b.id > a.id ? 1 : -1));
    const latest = list[0];
    if (g.updates_count !== list.length) problems.push(`goal ${g.id}: updates_count ${g.updates_count}, entries ${list.length}`);
    if (g.progress !== (latest?.progress ?? 0))
      problems.push(`goal ${g.id}: progress ${g.progress}, latest entry ${latest?.progress ?? "none"}`);
    if ((g.last_entry_note ?? null) !== (latest?.note ?? null)) problems.push(`goal ${g.id}: last note out of step`);
    if (ms(g.last_entry_at) !== ms(latest?.created_at)) problems.push(`goal ${g.id}: last_entry_at out of step`);
    if (!(g.progress >= 0 && g.progress <= 100)) problems.push(`goal ${g.id}: progress ${g.progress}`);
    if (g.likes_count !== (likeCount.get(g.id) ?? 0))
      problems.push(`goal ${g.id}: likes_count ${g.likes_count}, likes ${likeCount.get(g.id) ?? 0}`);
  }
  return problems;
}
