import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { popoverBindings } from "../kit/accessibility/machines/popover"
import { tooltipBindings } from "../kit/accessibility/machines/tooltip"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("Popover", popoverBindings),
    ...["Bold", "Italic", "Underline"].flatMap((name) => [
      ...forMachine(`${name} tooltip`, tooltipBindings),
      {
        keys: ["Enter", " "],
        part: "trigger",
        action: `Turns ${name.toLowerCase()} on or off.`,
        machine: `${name} tooltip`,
      },
    ]),
  ],
  note: "While a tooltip shows, Escape hides the tooltip first; the next Escape closes the popover.",
}
