/**
 * Single-key shortcuts for a page (issue 17 item 8): `keys` maps KeyboardEvent.key ("n", "/",
 * "?", "+") to what it does. Never while typing (an input, textarea, select or contenteditable
 * has focus), never with Ctrl, Meta or Alt (the browser's and the system's own shortcuts), never
 * inside an open dialog (it has its own keys), and never for a held-down key's repeats.
 */
import { useEffect, useRef } from "react";

export type ShortcutMap = Readonly<Record<string, () => void>>;

/** Whether a key press on `target` belongs to what is being typed or to a dialog, not to the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])")) return true;
  return target.closest("dialog[open], [role='dialog'], [aria-modal='true']") !== null;
}

/** The shortcut a key press asks for, or undefined when it is not one (see above). */
export function shortcutFor(
  e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "repeat" | "isComposing" | "defaultPrevented" | "target">,
  keys: ShortcutMap,
): (() => void) | undefined {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.repeat || e.isComposing) return undefined;
  if (!Object.hasOwn(keys, e.key) || isTypingTarget(e.target)) return undefined;
  return keys[e.key];
}

export function useShortcuts(keys: ShortcutMap, enabled = true): void {
  // The latest map, without re-adding the listener on every render.
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const run = shortcutFor(e, current.current);
      if (!run) return;
      e.preventDefault(); // "/" would otherwise open the browser's quick find
      run();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
