/**
 * A small plain-HTML page the API answers itself (a check-in link's, an unsubscribe link's): no
 * script, no inline style (the site's CSP allows none), `color-scheme` for the system's light or
 * dark, and never indexed.
 */
import { escapeHtml } from "./head-html.js";

export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ProgressVault</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
