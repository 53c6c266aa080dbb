import { describe, expect, it } from "vitest";
import { NOTE_MAX_LENGTH } from "../../../core/constants.js";
import { createJournalBody, progressInput } from "../../../core/schemas.js";
import type { JournalEntry } from "../../../core/schemas.js";
import { draftChanges, draftOf, entryTimeOf, instantOfLocalInput, localInputValue } from "./entry-draft.js";

// The browser's zone is the process's: pin it so the local texts below are known.
process.env.TZ = "Europe/Paris";

const now = new Date("2026-03-10T12:00:00.000Z"); // 13:00 in Paris
const entry: JournalEntry = { id: "e1", goal_id: "g1", note: "Ran 5k", progress: 40, created_at: "2026-03-09T17:30:45.123Z" };

describe("datetime-local texts", () => {
  it("show an instant in the browser's zone, to the minute, and read it back", () => {
    expect(localInputValue(new Date("2026-03-09T17:30:45.123Z"))).toBe("2026-03-09T18:30");
    expect(localInputValue("2026-07-01T22:05:00Z")).toBe("2026-07-02T00:05"); // summer time, next day
    expect(instantOfLocalInput("2026-03-09T18:30")?.toISOString()).toBe("2026-03-09T17:30:00.000Z");
    expect(instantOfLocalInput("2026-03-09T18:30:15")?.toISOString()).toBe("2026-03-09T17:30:15.000Z");
  });

  it("read nothing from an incomplete or impossible text", () => {
    for (const bad of ["", "2026-03-09", "2026-02-30T10:00", "2026-03-09T25:00", "yesterday"])
      expect(instantOfLocalInput(bad)).toBeUndefined();
  });
});

describe("entryTimeOf (the journal form's date and time)", () => {
  it("sends a past time as ISO and refuses one more than 5 minutes ahead with the server's words", () => {
    expect(entryTimeOf("2026-03-08T09:15", now)).toEqual({ created_at: "2026-03-08T08:15:00.000Z" });
    expect(entryTimeOf("2026-03-10T13:05", now)).toEqual({ created_at: "2026-03-10T12:05:00.000Z" }); // the drift allowed
    expect(entryTimeOf("2026-03-10T13:06", now)).toEqual({ problem: "created_at cannot be in the future" });
    expect(entryTimeOf("1969-12-31T10:00", now)).toEqual({ problem: "created_at cannot be before 1970" });
    expect(entryTimeOf("", now)).toEqual({ problem: "Enter a date and time" });
  });
});

describe("draftChanges (inline edit of an entry)", () => {
  it("starts from the entry and sends nothing when nothing changed", () => {
    const draft = draftOf(entry);
    expect(draft).toEqual({ note: "Ran 5k", progress: "40", when: "2026-03-09T18:30" });
    expect(draftChanges(entry, draft, now)).toEqual({ ok: true, changes: {} });
    // Spaces around the note are not a change (the server trims), nor is an untouched time's lost seconds.
    expect(draftChanges(entry, { ...draft, note: "  Ran 5k \n" }, now)).toEqual({ ok: true, changes: {} });
  });

  it("sends only what changed: the trimmed note, the progress, the time as ISO", () => {
    const draft = draftOf(entry);
    expect(draftChanges(entry, { ...draft, note: " Ran 6k " }, now)).toEqual({ ok: true, changes: { note: "Ran 6k" } });
    expect(draftChanges(entry, { ...draft, progress: "55" }, now)).toEqual({ ok: true, changes: { progress: 55 } });
    expect(draftChanges(entry, { ...draft, when: "2026-03-07T08:00" }, now)).toEqual({
      ok: true,
      changes: { created_at: "2026-03-07T07:00:00.000Z" },
    });
  });

  it("refuses what the server would, naming the field, with the server's words", () => {
    const draft = draftOf(entry);
    expect(draftChanges(entry, { ...draft, note: "   " }, now)).toEqual({ ok: false, field: "note", message: "Note cannot be empty" });
    const long = "x".repeat(NOTE_MAX_LENGTH + 1);
    expect(draftChanges(entry, { ...draft, note: long }, now)).toMatchObject({
      ok: false,
      field: "note",
      message: expect.stringMatching(/^Too long to save/),
    });
    for (const progress of ["", "101", "-1", "abc"]) {
      expect(draftChanges(entry, { ...draft, progress }, now)).toEqual({
        ok: false,
        field: "progress",
        message: "progress must be a number from 0 to 100",
      });
    }
    expect(draftChanges(entry, { ...draft, when: "2026-03-10T14:00" }, now)).toEqual({
      ok: false,
      field: "when",
      message: "created_at cannot be in the future",
    });
    expect(draftChanges(entry, { ...draft, when: "" }, now)).toEqual({ ok: false, field: "when", message: "Enter a date and time" });
  });

  it("uses the API schema's own messages", () => {
    expect(createJournalBody.shape.note.safeParse("   ").error?.issues[0]?.message).toBe("Note cannot be empty");
    expect(progressInput.safeParse(101).error?.issues[0]?.message).toBe("progress must be a number from 0 to 100");
  });
});
