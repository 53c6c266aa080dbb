/** The chat panel: a labelled dialog, floating on wide screens and full-screen at 640 px or less. */
import type { KeyboardEvent, RefObject } from "react";
import { COACH_TEXT } from "../../../core/coach/constants.js";
import type { ChatMessage, GoalChoice } from "../../../core/coach/contract.js";
import { Composer } from "./composer.js";
import { MessageList } from "./message-list.js";

interface Props {
  focusTitle: string | undefined;
  messages: readonly ChatMessage[];
  pending: boolean;
  demo: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => boolean;
  onPickGoal: (goal: GoalChoice) => void;
  onSwitchGoal: () => void;
  onClose: () => void;
}

export const COACH_PANEL_ID = "coach-panel";
const TITLE_ID = "coach-panel-title";

export function CoachPanel({ focusTitle, messages, pending, demo, inputRef, onSend, onPickGoal, onSwitchGoal, onClose }: Props) {
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  }

  return (
    <div
      id={COACH_PANEL_ID}
      role="dialog"
      aria-labelledby={TITLE_ID}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100 min-[641px]:inset-auto min-[641px]:bottom-20 min-[641px]:right-4 min-[641px]:h-[min(36rem,calc(100dvh-7rem))] min-[641px]:w-[25rem] min-[641px]:rounded-lg min-[641px]:border min-[641px]:border-slate-200 min-[641px]:shadow-2xl min-[641px]:dark:border-slate-700"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700 dark:text-brand-300">Coach{demo ? " · demo" : ""}</p>
          <h2 id={TITLE_ID} className="line-clamp-2 break-words text-base font-semibold" title={focusTitle}>
            {focusTitle ? COACH_TEXT.headerFocused(focusTitle) : COACH_TEXT.headerGeneral}
          </h2>
        </div>
        {focusTitle ? (
          <button
            type="button"
            onClick={onSwitchGoal}
            disabled={pending}
            className="shrink-0 rounded-md border border-slate-300 px-2.5 py-1.5 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Switch goal
          </button>
        ) : null}
        <button
          type="button"
          onClick={onClose}
          aria-label="Close coach"
          className="shrink-0 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <svg
            viewBox="0 0 20 20"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
      <MessageList messages={messages} pending={pending} onPickGoal={onPickGoal} />
      <Composer
        inputRef={inputRef}
        disabled={pending}
        onSend={onSend}
        placeholder={focusTitle ? COACH_TEXT.placeholderFocused(focusTitle) : "Ask about your goals or describe a new one"}
      />
    </div>
  );
}
