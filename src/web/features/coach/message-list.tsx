/** The conversation: user and coach messages, goal pickers, and the typing indicator. */
import { useEffect, useRef } from "react";
import type { ChatMessage, GoalChoice } from "../../../core/coach/contract.js";
import { MessageText } from "./message-text.js";
import { capitalise, categoryLabel } from "../../../core/text-case.js";

interface Props {
  messages: readonly ChatMessage[];
  pending: boolean;
  onPickGoal: (goal: GoalChoice) => void;
}

function GoalPicker({ goals, disabled, onPick }: { goals: readonly GoalChoice[]; disabled: boolean; onPick: (g: GoalChoice) => void }) {
  return (
    <ul className="mt-2 space-y-1.5" aria-label="Goals to focus on">
      {goals.map((g) => (
        <li key={g.id}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(g)}
            className="flex w-full items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{g.title}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {categoryLabel(g.category)} · {capitalise(g.timeframe)}
              </span>
            </span>
            <span className="shrink-0 text-xs font-semibold text-brand-700 dark:text-brand-300">{g.progress}%</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function MessageList({ messages, pending, onPickGoal }: Props) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, pending]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Conversation with the coach"
      className="flex-1 space-y-3 overflow-y-auto px-4 py-3"
    >
      {messages.map((m) =>
        m.type === "user" ? (
          <div key={m.id} className="flex justify-end">
            <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-lg rounded-br-sm bg-brand-700 px-3 py-2 text-sm text-white">
              <span className="sr-only">You: </span>
              {m.content}
            </p>
          </div>
        ) : (
          <div key={m.id} className="flex justify-start">
            <div className="max-w-[90%] break-words rounded-lg rounded-bl-sm bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              <span className="sr-only">Coach: </span>
              <MessageText text={m.content} />
              {m.type === "assistant-goals" && m.goals ? <GoalPicker goals={m.goals} disabled={pending} onPick={onPickGoal} /> : null}
            </div>
          </div>
        ),
      )}
      {pending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span className="flex gap-1" aria-hidden="true">
            <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-slate-500" />
          </span>
          Coach is typing…
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}
