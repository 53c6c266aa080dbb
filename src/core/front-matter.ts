/**
 * A small front-matter reader for our own Markdown content (blog articles). It understands the
 * subset of YAML the content uses — `key: value` scalars (bare, "double" or 'single' quoted),
 * inline lists `[a, "b, c"]`, block lists (`key:` then `- item` lines) and whole-line `#` comments — and
 * nothing more, so a typo fails loudly with a line number instead of being read as something else.
 */

export type FrontMatterValue = string | string[];

export interface FrontMatter {
  attributes: Record<string, FrontMatterValue>;
  body: string;
}

export class FrontMatterError extends Error {
  constructor(message: string, line: number) {
    super(`front matter line ${line}: ${message}`);
    this.name = "FrontMatterError";
  }
}

const FENCE = "---";
const KEY_LINE = /^([A-Za-z_][\w-]*)\s*:(?:\s+(.*))?$/;
const LIST_ITEM = /^\s*-\s+(.*)$/;

/** Splits a document into its front matter and the Markdown after it. No front matter: `{}` and the whole text. */
export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const lines = text.split("\n");
  if (lines[0]?.trimEnd() !== FENCE) return { attributes: {}, body: text };
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === FENCE);
  if (end < 0) throw new FrontMatterError("the closing --- is missing", 1);

  const attributes: Record<string, FrontMatterValue> = {};
  const blockKeys = new Set<string>();
  let openList: string[] | null = null;
  for (let i = 1; i < end; i++) {
    const raw = lines[i] ?? "";
    const lineNo = i + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;

    const item = LIST_ITEM.exec(raw);
    if (item) {
      if (!openList) throw new FrontMatterError("a list item must follow a `key:` line", lineNo);
      openList.push(parseScalar(item[1] ?? "", lineNo));
      continue;
    }

    const match = KEY_LINE.exec(raw);
    if (!match) throw new FrontMatterError(`expected \`key: value\`, got "${trimmed}"`, lineNo);
    const key = match[1] as string;
    if (Object.hasOwn(attributes, key)) throw new FrontMatterError(`"${key}" is given twice`, lineNo);
    const value = (match[2] ?? "").trim();
    if (value === "") {
      // Either an empty value or the start of a block list; the lines after it decide.
      openList = [];
      blockKeys.add(key);
      attributes[key] = openList;
      continue;
    }
    openList = null;
    attributes[key] = value.startsWith("[") ? parseInlineList(value, lineNo) : parseScalar(value, lineNo);
  }
  // A `key:` with no items under it is an empty value, not an empty list.
  for (const key of blockKeys) {
    const value = attributes[key];
    if (Array.isArray(value) && value.length === 0) attributes[key] = "";
  }

  const body = lines
    .slice(end + 1)
    .join("\n")
    .replace(/^\n+/, "");
  return { attributes, body };
}

function parseScalar(value: string, lineNo: number): string {
  const v = value.trim();
  if (v.startsWith('"')) {
    const m = /^"((?:[^"\\]|\\.)*)"$/.exec(v);
    if (!m) throw new FrontMatterError("unclosed double quote", lineNo);
    return (m[1] ?? "").replace(/\\(.)/g, (_m, c: string) => (c === "n" ? "\n" : c));
  }
  if (v.startsWith("'")) {
    const m = /^'((?:[^']|'')*)'$/.exec(v);
    if (!m) throw new FrontMatterError("unclosed single quote", lineNo);
    return (m[1] ?? "").replace(/''/g, "'");
  }
  // Bare values are taken as written: "Week #3" is a title, not a value with a comment.
  return v;
}

function parseInlineList(value: string, lineNo: number): string[] {
  if (!value.endsWith("]")) throw new FrontMatterError("unclosed [ list", lineNo);
  const inner = value.slice(1, -1);
  const items: string[] = [];
  let current = "";
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i] as string;
    if (quote) {
      if (c === "\\" && quote === '"' && i + 1 < inner.length) {
        current += c + inner[++i];
        continue;
      }
      if (c === quote) quote = null;
      current += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === ",") {
      items.push(current);
      current = "";
    } else {
      current += c;
    }
  }
  if (quote) throw new FrontMatterError("unclosed quote in list", lineNo);
  if (current.trim() !== "" || items.length > 0) items.push(current);
  return items.map((item) => {
    if (item.trim() === "") throw new FrontMatterError("empty list item", lineNo);
    return parseScalar(item, lineNo);
  });
}
