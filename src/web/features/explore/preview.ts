/** Card text previews (public §9): descriptions cut at 160 characters, latest updates at 120. */
export const DESCRIPTION_PREVIEW_CHARS = 160;
export const LATEST_UPDATE_PREVIEW_CHARS = 120;

export interface Preview {
  text: string;
  cut: boolean;
}

export function previewText(text: string, max: number): Preview {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, cut: false };
  return { text: `${clean.slice(0, max).trimEnd()}…`, cut: true };
}
