/**
 * The habit columns of a Loop Checkmarks.csv or Scores.csv header, found in time linear in the
 * header (issue 19: matching every known name at every column was columns × habits, and one
 * 0.55 MB header held the event loop for 18 s).
 *
 * Loop writes the names unquoted, so a name holding a comma spans several CSV fields. The
 * known names are kept as a trie over their comma-separated fields: at each column the walk
 * follows the header's fields while they continue some name and keeps the longest whole name
 * that ends on a field boundary. A step hashes one field, and a walk only goes on while the
 * fields spell the start of a known name, so a column costs at most the longest name's length.
 *
 * Bound: the header may hold at most one field per field of the habits' names, plus Date and
 * Loop's trailing empty field. It is counted before anything is split, so a header of half a
 * million commas is refused at once with a 400.
 */
import { badRequest } from "../errors.js";

interface Node {
  next: Map<string, Node>;
  /** The whole name when a name ends at this node. */
  name?: string;
}

function buildTrie(names: readonly string[]): Node {
  const root: Node = { next: new Map() };
  for (const name of names) {
    let node = root;
    for (const field of name.split(",")) {
      let child = node.next.get(field);
      if (!child) node.next.set(field, (child = { next: new Map() }));
      node = child;
    }
    node.name = name;
  }
  return root;
}

function countFields(line: string): number {
  let n = 1;
  for (let i = line.indexOf(","); i !== -1; i = line.indexOf(",", i + 1)) n++;
  return n;
}

export function headerHabits(firstLine: string, names: readonly string[], file: string): string[] {
  const line = firstLine.replace(/^\uFEFF/, "").replace(/\r$/, "");
  if (!line.startsWith("Date,"))
    throw badRequest(`${file} must start with a Date column: choose the ${file} of a Loop Habit Tracker export`);
  const nameFields = names.reduce((sum, n) => sum + countFields(n), 0);
  const maxFields = 1 + nameFields + 1; // Date, the habits, Loop's trailing empty field
  if (countFields(line) > maxFields) {
    throw badRequest(`${file} has more columns than Habits.csv has habits: choose the files of one Loop Habit Tracker export`);
  }
  const fields = line.split(",").slice(1);
  const trie = buildTrie(names);
  const out: string[] = [];
  let i = 0;
  while (i < fields.length) {
    let node: Node | undefined = trie;
    let match: string | undefined;
    let matchEnd = i;
    for (let j = i; j < fields.length; j++) {
      node = node.next.get(fields[j]!);
      if (!node) break;
      if (node.name !== undefined) {
        match = node.name;
        matchEnd = j + 1;
      }
    }
    if (match !== undefined) {
      out.push(match);
      i = matchEnd;
      continue;
    }
    const name = fields[i]!;
    if (name.trim() !== "") throw badRequest(`${file} has a column "${name}" that is not a habit in Habits.csv`);
    i++;
  }
  return out;
}
