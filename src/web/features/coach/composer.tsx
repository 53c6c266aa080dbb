/** The message box: grows with its text up to about 120 px; Enter sends, Shift+Enter adds a line. */
import { type KeyboardEvent, type RefObject, useLayoutEffect, useState } from "react";
import { TEXTAREA_MAX_HEIGHT_PX } from "../../../core/coach/constants.js";

interface Props {
  placeholder: string;
  disabled: boolean;
  onSend: (text: string) => boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function Composer({ placeholder, disabled, onSend, inputRef }: Props) {
  const [text, setText] = useState("");

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, TEXTAREA_MAX_HEIGHT_PX)}px`;
    el.style.overflowY = el.scrollHeight > TEXTAREA_MAX_HEIGHT_PX ? "auto" : "hidden";
  }, [text, inputRef]);

  function submit() {
    if (disabled || text.trim() === "") return;
    if (onSend(text)) setText("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 px-3 py-3 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="coach-input" className="sr-only">
        Message the coach
      </label>
      <textarea
        id="coach-input"
        ref={inputRef}
        rows={1}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className="block max-h-[120px] min-h-[2.5rem] w-full resize-none rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800"
      />
      <button
        type="submit"
        disabled={disabled || text.trim() === ""}
        className="inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 dark:disabled:bg-slate-600"
      >
        Send
      </button>
    </form>
  );
}
