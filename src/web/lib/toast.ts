/**
 * Toasts. A small store rather than a toast library: the common ones inject <style> tags at
 * run time, which our Content-Security-Policy (style-src 'self') refuses.
 */
import { useSyncExternalStore } from "react";
import { TOAST_DURATION_MS } from "../../core/constants.js";

export type ToastKind = "success" | "error" | "warning" | "info";
/** A button in the toast (Undo): running it dismisses the toast. */
/** How long a toast offers Undo of a delete (issues 15 and 17); the server keeps the item longer. */
export const UNDO_WINDOW_MS = 5_000;

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction | undefined;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS, action?: ToastAction): number {
  const id = nextId++;
  toasts = [...toasts.slice(-4), { id, kind, message, action }];
  emit();
  window.setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (m: string, ms?: number, action?: ToastAction) => showToast("success", m, ms, action),
  error: (m: string, ms?: number) => showToast("error", m, ms),
  warning: (m: string, ms?: number) => showToast("warning", m, ms),
  info: (m: string, ms?: number) => showToast("info", m, ms),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
