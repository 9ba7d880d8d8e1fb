import { describe, expect, it } from "vitest"
import type { KeyboardMap } from "../../src/components/kit/accessibility/keyboard-map"
import {
  keyId,
  keysTriedBy,
  keyTotal,
  triedKeys,
} from "../../src/components/kit/accessibility/keys-tried"
import { keyName, type PressedKey } from "../../src/components/kit/accessibility/pressed-keys"

// A key counts as tried where its binding says focus must be: the part that has focus, or the
// part it points at with aria-activedescendant (a menu's highlighted item).
const menuLike: KeyboardMap = {
  bindings: [
    { keys: ["ArrowDown", "ArrowUp"], part: "content", action: "Highlights the next item." },
    { keys: ["Enter", " "], part: "item", action: "Selects the highlighted item." },
    { keys: ["Character"], part: "content", action: "Highlights an item by its first letter." },
    { keys: ["Shift+Tab"], part: "content", action: "Closes the menu." },
  ],
}

const press = (key: string, part: string, activePart?: string): PressedKey => ({
  key,
  part,
  scope: "menu",
  activePart,
})

describe("keys tried", () => {
  it("counts every key of every binding once", () => {
    expect(keyTotal(menuLike)).toBe(6)
  })

  it("marks a key tried only on the part where it acts", () => {
    const tried = triedKeys(menuLike, [press("ArrowDown", "trigger"), press("ArrowUp", "content")])
    expect([...tried]).toEqual([keyId(0, "ArrowUp")])
  })

  it("counts a key on a part that holds focus for the item it acts on", () => {
    expect(keysTriedBy(menuLike, press("Enter", "content", "item"))).toEqual([[1, "Enter"]])
  })

  it("takes any printable character for Character, but not the space bar or a chord", () => {
    expect(keysTriedBy(menuLike, press("b", "content"))).toEqual([[2, "Character"]])
    expect(keysTriedBy(menuLike, press(" ", "content"))).toEqual([])
    expect(keysTriedBy(menuLike, press("Control+b", "content"))).toEqual([])
  })

  it("matches chords as maps write them", () => {
    expect(keysTriedBy(menuLike, press("Shift+Tab", "content"))).toEqual([[3, "Shift+Tab"]])
  })
})

describe("keyName", () => {
  const event = (key: string, modifiers: Partial<KeyboardEvent> = {}) =>
    ({
      key,
      ctrlKey: false,
      altKey: false,
      metaKey: false,
      shiftKey: false,
      ...modifiers,
    }) as KeyboardEvent

  it("names held modifiers before the key, as keyboard maps write chords", () => {
    expect(keyName(event("Tab", { shiftKey: true }))).toBe("Shift+Tab")
    expect(keyName(event("ArrowRight", { altKey: true }))).toBe("Alt+ArrowRight")
    expect(keyName(event("k", { ctrlKey: true }))).toBe("Control+k")
  })

  it("leaves Shift out of a printable character, which already shows it", () => {
    expect(keyName(event("A", { shiftKey: true }))).toBe("A")
  })

  it("names a lone modifier as itself", () => {
    expect(keyName(event("Shift", { shiftKey: true }))).toBe("Shift")
  })
})
