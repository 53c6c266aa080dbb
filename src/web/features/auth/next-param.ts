/** Carries a `next` return target from login to signup and back, so it survives creating an account. */
export function withNext(path: string, search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
