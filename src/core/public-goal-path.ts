/** The path of a public goal's page, /{username}/{slug} with each part encoded: one builder for the server's links and the app's. */
export function publicGoalPath(username: string, slug: string): string {
  return `/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}
