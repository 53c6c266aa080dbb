/** The public page of a goal: /{username}/{slug}. */
export function goalPath(username: string, slug: string): string {
  return `/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}
