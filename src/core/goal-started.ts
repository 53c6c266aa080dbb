/**
 * When a goal started: the earlier of its creation and its first check-in (issue 28, item 9). A
 * goal created today with check-ins backdated or imported from October started in October.
 */
export function goalStartedAt(createdAt: string, entries: readonly { created_at: string }[]): string {
  let started = createdAt;
  let startedMs = Date.parse(createdAt);
  for (const e of entries) {
    const ms = Date.parse(e.created_at);
    if (Number.isNaN(ms)) continue;
    if (Number.isNaN(startedMs) || ms < startedMs) {
      started = e.created_at;
      startedMs = ms;
    }
  }
  return started;
}
