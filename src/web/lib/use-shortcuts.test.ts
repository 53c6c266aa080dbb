// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { shortcutFor } from "./use-shortcuts.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const keys = { n: () => "n", "+": () => "+" };
const press = (key: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) =>
  shortcutFor(
    { key, ctrlKey: false, metaKey: false, altKey: false, repeat: false, isComposing: false, defaultPrevented: false, target, ...mods },
    keys,
  )?.();

describe("shortcutFor", () => {
  it("answers a mapped key pressed on the page, and nothing else", () => {
    expect(press("n")).toBe("n");
    expect(press("+")).toBe("+");
    expect(press("x")).toBeUndefined();
    expect(press("toString")).toBeUndefined(); // not an inherited property
  });

  it("never while typing in an input, textarea, select or contenteditable", () => {
    document.body.innerHTML = `<input id="i"><textarea id="t"></textarea><select id="s"></select>
      <div contenteditable="true"><b id="c">x</b></div><div contenteditable="false" id="off"></div><button id="b">b</button>`;
    for (const id of ["i", "t", "s", "c"]) expect(press("n", document.getElementById(id)), id).toBeUndefined();
    expect(press("n", document.getElementById("off"))).toBe("n");
    expect(press("n", document.getElementById("b"))).toBe("n");
  });

  it("never inside an open dialog, with Ctrl, Meta or Alt, for a repeat, or once handled", () => {
    document.body.innerHTML = `<dialog open><button id="in">x</button></dialog>`;
    expect(press("n", document.getElementById("in"))).toBeUndefined();
    for (const mod of ["ctrlKey", "metaKey", "altKey", "repeat", "isComposing", "defaultPrevented"] as const) {
      expect(press("n", document.body, { [mod]: true }), mod).toBeUndefined();
    }
  });
});
