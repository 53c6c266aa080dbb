/**
 * When a goal started: the earlier of its creation and its first check-in (issue 28, item 9). A
 * goal created today with check-ins backdated or imported from October started in October.
 */
export function goalStartedAt(createdAt: string, entries: readonly { created_at: string }[]): string {
  // An unreadable date compares false (NaN): it never moves the start.
  return entries.reduce((started, e) => (Date.parse(e.created_at) < Date.parse(started) ? e.created_at : started), createdAt);
}
