import { describe, expect, it } from "vitest";
import { splitNoteLinks } from "./note-links.js";

describe("splitNoteLinks", () => {
  it("keeps plain text as one part, markup included", () => {
    expect(splitNoteLinks("<img src=x onerror=alert(1)>")).toEqual([{ kind: "text", text: "<img src=x onerror=alert(1)>" }]);
    expect(splitNoteLinks("")).toEqual([]);
  });

  it("turns http(s) URLs into links and leaves the rest as text", () => {
    expect(splitNoteLinks("Ran 5k\n\nProof: https://strava.com/a/1")).toEqual([
      { kind: "text", text: "Ran 5k\n\nProof: " },
      { kind: "link", text: "https://strava.com/a/1", href: "https://strava.com/a/1" },
    ]);
  });

  it("leaves sentence punctuation out of the link but keeps a bracket the URL opened", () => {
    expect(splitNoteLinks("See http://x.io/a.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "http://x.io/a", href: "http://x.io/a" },
      { kind: "text", text: "." },
    ]);
    expect(splitNoteLinks("(https://en.wikipedia.org/wiki/Foo_(bar))")[1]).toEqual({
      kind: "link",
      text: "https://en.wikipedia.org/wiki/Foo_(bar)",
      href: "https://en.wikipedia.org/wiki/Foo_(bar)",
    });
  });

  it("never links other schemes", () => {
    const parts = splitNoteLinks("javascript:alert(1) data:text/html,x ftp://a.b");
    expect(parts.every((p) => p.kind === "text")).toBe(true);
  });

  it("finds several links and rebuilds the note exactly", () => {
    const note = "a https://a.io b\nhttps://b.io/x?y=1 c";
    const parts = splitNoteLinks(note);
    expect(parts.filter((p) => p.kind === "link").map((p) => p.text)).toEqual(["https://a.io", "https://b.io/x?y=1"]);
    expect(parts.map((p) => p.text).join("")).toBe(note);
  });
});
