/**
 * The dashboard's coach (signed-in-core §2 Coach): a floating Coach button and its chat panel.
 * A drafted goal goes to the dashboard (onDraft), and the panel closes 1.2 s later.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { CLOSE_AFTER_DRAFT_MS } from "../../../core/coach/constants.js";
import type { Group } from "../../../core/group-schema.js";
import type { Goal, GoalDraft } from "../../../core/schemas.js";
import { COACH_PANEL_ID, CoachPanel } from "./coach-panel.js";
import { useCoachChat } from "./use-coach-chat.js";

export interface CoachWidgetProps {
  goals: readonly Goal[];
  /** The user's groups for the built-in coach in the browser (demo mode); the server's coach reads its own. */
  groups?: readonly Group[] | undefined;
  /** Demo mode: the built-in coach runs in the browser and no server call is made. */
  demo: boolean;
  /** Called with a drafted goal; the dashboard fills its create form and scrolls to it. */
  onDraft: (draft: GoalDraft) => void;
  /** Open the panel at once (query flag coach=1). */
  initiallyOpen?: boolean;
  /** Opens the panel each time this number changes (the dashboard's "Talk to Coach"); 0 = never asked. */
  openSignal?: number;
}

export function CoachWidget({ goals, groups, demo, onDraft, initiallyOpen = false, openSignal = 0 }: CoachWidgetProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [seenSignal, setSeenSignal] = useState(openSignal);
  if (openSignal !== seenSignal) {
    setSeenSignal(openSignal);
    setOpen(true);
  }

  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const handleDraft = useCallback(
    (draft: GoalDraft) => {
      onDraft(draft);
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_AFTER_DRAFT_MS);
    },
    [onDraft],
  );
  const chat = useCoachChat(goals, demo, handleDraft, groups, open);

  // Focus moves into the panel when it opens and back to the Coach button when it closes.
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) buttonRef.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);
  // The box is disabled while a reply is pending; give it the focus back afterwards.
  useEffect(() => {
    if (open && !chat.pending) inputRef.current?.focus({ preventScroll: true });
  }, [open, chat.pending]);

  const focusTitle = goals.find((g) => g.id === chat.focusGoalId)?.title;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? COACH_PANEL_ID : undefined}
        onClick={() => setOpen((o) => !o)}
        className="fixed bottom-4 right-4 z-40 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
          <path d="M3 4.5A2.5 2.5 0 0 1 5.5 2h9A2.5 2.5 0 0 1 17 4.5v7a2.5 2.5 0 0 1-2.5 2.5H9l-3.6 3.1A.8.8 0 0 1 4 16.5V14a2.5 2.5 0 0 1-1-2z" />
        </svg>
        Coach
      </button>
      {open ? (
        <CoachPanel
          focusTitle={focusTitle}
          messages={chat.messages}
          pending={chat.pending}
          demo={demo}
          inputRef={inputRef}
          onSend={chat.send}
          onPickGoal={(g) => chat.send(`Help me with “${g.title}”`, { focusGoalId: g.id })}
          onSwitchGoal={chat.switchGoal}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
