/**
 * Where "Use this template" leads (public §2 Templates): the dashboard with the template to
 * prefill, or — without a login indicator — the login page returning to that dashboard link.
 */
export function templateTarget(templateId: string, signedIn: boolean): string {
  const dashboard = `/dashboard?template=${encodeURIComponent(templateId)}`;
  return signedIn ? dashboard : `/login?next=${encodeURIComponent(dashboard)}`;
}

/** "general" → "General", for category and timeframe chips. */
export function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
