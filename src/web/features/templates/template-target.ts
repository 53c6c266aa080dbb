/**
 * Where "Use this template" leads (public §2 Templates): the dashboard with the template to
 * prefill, or — without a login indicator — the login page returning to that dashboard link.
 */
export function templateTarget(templateId: string, signedIn: boolean): string {
  const dashboard = `/dashboard?template=${encodeURIComponent(templateId)}`;
  return signedIn ? dashboard : `/login?next=${encodeURIComponent(dashboard)}`;
}
