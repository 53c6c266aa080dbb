import { splitNoteLinks } from "./note-links.js";

/** A note as plain text with its line breaks; http(s) URLs become links opening in a new tab. */
export function NoteText({ note }: { note: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-slate-800 dark:text-slate-100">
      {splitNoteLinks(note).map((part, i) =>
        part.kind === "link" ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-500 dark:hover:text-brand-100"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
