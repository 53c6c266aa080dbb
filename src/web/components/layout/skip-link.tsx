/**
 * "Skip to content": the first focusable element of every page, shown when it has focus; it moves
 * focus to the page's <main> (issue 28, item 12). It finds the <main> rather than an id, so no
 * page has to remember one.
 */
import type { MouseEvent } from "react";

function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector("main");
  if (!main) return;
  e.preventDefault();
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only rounded-md bg-white text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:absolute focus:px-3 focus:py-2 focus:left-2 focus:top-2 focus:z-50 focus:outline-3 focus:outline-brand-600 dark:bg-slate-900 dark:text-brand-100"
    >
      Skip to content
    </a>
  );
}
