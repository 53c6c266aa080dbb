/**
 * Copying text, once for the whole app: the Clipboard API, else (a page served over plain
 * http, where it is missing, or a refusal) a hidden text area and execCommand, giving focus
 * back to where it was.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, insecure origin): try the old way below
  }
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.className = "fixed -left-[9999px] top-0 opacity-0";
  document.body.append(area);
  try {
    area.select();
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus();
  }
}

/** copyToClipboard for callers that handle failure as an error. */
export async function copyText(text: string): Promise<void> {
  if (!(await copyToClipboard(text))) throw new Error("Clipboard unavailable");
}
