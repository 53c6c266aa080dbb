/**
 * Drag and drop of goal cards in "My order" (issue 30). Pointer events, so a mouse and a finger
 * alike, no library: the drag starts on a card's handle (touch-action: none there, so on a phone
 * the finger moves the card instead of the page) and follows the pointer captured by the handle.
 * The card under the pointer is the one whose place the dragged card takes on the drop; only
 * cards of the same list or section count. The page scrolls while the pointer rests near the top
 * or bottom edge, so a card can travel further than the screen.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

/** Pixels from the viewport's top (below the sticky header) or bottom where the page scrolls. */
const EDGE = 56;
const MAX_SCROLL_STEP = 18;

/**
 * The goal whose place the dragged one takes with the pointer over `hits` (topmost first): the
 * card there if its goal is in `scope` (none over the dragged card itself); in the gap between
 * two cards of `list`, still the `previous` one, so a drop there is not lost.
 */
export function dropTargetAt(
  hits: readonly Element[],
  scope: ReadonlySet<string>,
  dragged: string,
  list: Element | null,
  previous: string | null,
): string | null {
  for (const el of hits) {
    const id = el.closest("[data-goal-card]")?.getAttribute("data-goal-card");
    if (id && scope.has(id)) return id === dragged ? null : id;
  }
  return list && hits.includes(list) ? previous : null;
}

/** Pixels to scroll per frame for a pointer at `y` between the edges `top` and `bottom` (negative: up). */
export function edgeScrollStep(y: number, top: number, bottom: number): number {
  if (y < top + EDGE) return -Math.min(MAX_SCROLL_STEP, Math.ceil((top + EDGE - y) / 3));
  if (y > bottom - EDGE) return Math.min(MAX_SCROLL_STEP, Math.ceil((y - (bottom - EDGE)) / 3));
  return 0;
}

export interface CardDrag {
  /** The goal being dragged, and the one whose place it takes if dropped now. */
  dragging: string | null;
  over: string | null;
  /**
   * Starts dragging `id` from its handle: `scope` are the goals it can land among (its list or
   * section), `drop` runs once with the goal whose place it takes (not when dropped where it was).
   */
  start: (e: ReactPointerEvent<HTMLElement>, id: string, title: string, scope: readonly string[], drop: (over: string) => void) => void;
}

function stickyHeaderBottom(): number {
  const header = document.querySelector("header");
  return header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
}

/** A label under the pointer saying which goal is carried; outside the cards, whose paint is contained. */
function makeGhost(title: string): HTMLDivElement {
  const ghost = document.createElement("div");
  ghost.setAttribute("aria-hidden", "true");
  ghost.className =
    "pointer-events-none fixed top-0 left-0 z-50 max-w-60 truncate rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white shadow-lg";
  ghost.textContent = title;
  document.body.append(ghost);
  return ghost;
}

export function useCardDrag(): CardDrag {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start: CardDrag["start"] = (e, id, title, scopeIds, drop) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    stop.current?.();
    e.preventDefault(); // no text selection while a mouse drags
    const handle = e.currentTarget;
    const pointerId = e.pointerId;
    const scope = new Set(scopeIds);
    const list = handle.closest("ul");
    const ghost = makeGhost(title);
    let x = e.clientX;
    let y = e.clientY;
    const startY = y;
    // A handle pressed near an edge does not scroll the page until the pointer has moved away.
    let travelled = false;
    let target: string | null = null;
    let frame = 0;

    const place = () => {
      ghost.style.transform = `translate(${x + 12}px, ${y + 12}px)`;
      target = dropTargetAt(document.elementsFromPoint(x, y), scope, id, list, target);
      setOver(target);
    };
    // While the pointer rests near an edge the page scrolls under it, and the card under it changes.
    const scroll = () => {
      const step = travelled ? edgeScrollStep(y, stickyHeaderBottom(), window.innerHeight) : 0;
      if (step !== 0) {
        window.scrollBy(0, step);
        place();
      }
      frame = requestAnimationFrame(scroll);
    };
    const onMove = (ev: PointerEvent) => {
      if (ev.pointerId !== pointerId) return;
      x = ev.clientX;
      y = ev.clientY;
      travelled ||= Math.abs(y - startY) > 8;
      place();
    };
    const end = (dropped: boolean) => {
      cancelAnimationFrame(frame);
      handle.removeEventListener("pointermove", onMove);
      handle.removeEventListener("pointerup", onUp);
      handle.removeEventListener("pointercancel", onCancel);
      window.removeEventListener("keydown", onKey);
      if (handle.hasPointerCapture(pointerId)) handle.releasePointerCapture(pointerId);
      ghost.remove();
      stop.current = null;
      setDragging(null);
      setOver(null);
      if (dropped && target) drop(target);
    };
    const onUp = (ev: PointerEvent) => {
      if (ev.pointerId !== pointerId) return;
      x = ev.clientX;
      y = ev.clientY;
      place();
      end(true);
    };
    const onCancel = () => end(false);
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === "Escape") end(false);
    };

    handle.setPointerCapture(pointerId);
    handle.addEventListener("pointermove", onMove);
    handle.addEventListener("pointerup", onUp);
    handle.addEventListener("pointercancel", onCancel);
    window.addEventListener("keydown", onKey);
    stop.current = () => end(false);
    setDragging(id);
    place();
    frame = requestAnimationFrame(scroll);
  };

  return { dragging, over, start };
}
