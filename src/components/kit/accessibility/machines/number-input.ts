import type { KeyBinding } from "../keyboard-map"

/** zag's number input: the input steps, clamps and parses. */
export const numberInputBindings: readonly KeyBinding[] = [
  {
    keys: ["ArrowUp", "ArrowDown"],
    part: "input",
    action: "Increases or decreases the value by one step.",
  },
  {
    keys: ["Shift+ArrowUp", "Shift+ArrowDown"],
    part: "input",
    action: "Increases or decreases the value by ten steps.",
  },
  {
    keys: ["Control+ArrowUp", "Control+ArrowDown", "Meta+ArrowUp", "Meta+ArrowDown"],
    part: "input",
    action: "Increases or decreases the value by a tenth of a step.",
  },
  {
    keys: ["Home", "End"],
    part: "input",
    action: "Sets the value to the minimum or maximum.",
  },
  {
    keys: ["Enter"],
    part: "input",
    action: "Parses and clamps the typed value.",
  },
  {
    keys: ["Character", "Backspace"],
    part: "input",
    action: "Types or deletes digits; other characters are refused.",
  },
]
