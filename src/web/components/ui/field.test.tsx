// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SelectField, TextArea, TextField } from "./field.js";

describe("fields", () => {
  afterEach(cleanup);

  it("name each control by its label and describe it by its hint", () => {
    render(
      <>
        <TextField label="Title" hint="What you want to reach" />
        <TextArea label="Note" hint="A few words" />
        <SelectField label="Kind" hint="How you track it">
          <option>Done or not</option>
        </SelectField>
      </>,
    );
    for (const [name, role, hint] of [
      ["Title", "textbox", "What you want to reach"],
      ["Note", "textbox", "A few words"],
      ["Kind", "combobox", "How you track it"],
    ] as const) {
      const control = screen.getByRole(role, { name });
      const describedBy = control.getAttribute("aria-describedby");
      expect(describedBy, name).toBeTruthy();
      expect(document.getElementById(describedBy!)?.textContent, name).toBe(hint);
      expect(control.hasAttribute("hint"), name).toBe(false);
    }
  });

  it("describe nothing without a hint, and keep a hidden label as the name", () => {
    render(<TextField label="Search goals" hideLabel />);
    const control = screen.getByRole("textbox", { name: "Search goals" });
    expect(control.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getByText("Search goals").className).toBe("sr-only");
  });
});
