/** A reply as short paragraphs, bullet lists and numbered steps (the coach writes plain text). */
import type { ReactNode } from "react";

type Block = { kind: "p"; lines: string[] } | { kind: "ul"; items: string[] } | { kind: "ol"; items: string[] };

const BULLET = /^\s*[-*•]\s+/;
const STEP = /^\s*\d+[.)]\s+/;

function blocks(text: string): Block[] {
  const out: Block[] = [];
  for (const raw of text.replace(/\*\*(.+?)\*\*/g, "$1").split("\n")) {
    const line = raw.trimEnd();
    const last = out.at(-1);
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "");
      if (last?.kind === "ul") last.items.push(item);
      else out.push({ kind: "ul", items: [item] });
    } else if (STEP.test(line)) {
      const item = line.replace(STEP, "");
      if (last?.kind === "ol") last.items.push(item);
      else out.push({ kind: "ol", items: [item] });
    } else if (line.trim() === "") {
      out.push({ kind: "p", lines: [] });
    } else if (last?.kind === "p") last.lines.push(line);
    else out.push({ kind: "p", lines: [line] });
  }
  return out.filter((b) => (b.kind === "p" ? b.lines.length > 0 : b.items.length > 0));
}

export function MessageText({ text }: { text: string }): ReactNode {
  return blocks(text).map((b, i) => {
    if (b.kind === "ul") {
      return (
        <ul key={i} className="my-1 list-disc space-y-0.5 pl-5">
          {b.items.map((item, j) => (
            <li key={j}>{item}</li>
          ))}
        </ul>
      );
    }
    if (b.kind !== "p") {
      return (
        <ol key={i} className="my-1 list-decimal space-y-0.5 pl-5">
          {b.items.map((item, j) => (
            <li key={j}>{item}</li>
          ))}
        </ol>
      );
    }
    return (
      <p key={i} className="my-1 first:mt-0 last:mb-0">
        {b.lines.map((line, j) => (
          <span key={j} className="block">
            {line}
          </span>
        ))}
      </p>
    );
  });
}
