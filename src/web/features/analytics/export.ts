/** Getting analytics out of the browser as a downloaded file (copying: lib/copy-text.ts). */

/** Saves text as a file through a temporary object URL. */
export function downloadTextFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
