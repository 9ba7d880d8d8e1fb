import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { selectBindings } from "../kit/accessibility/machines/select"
import { tabsBindings } from "../kit/accessibility/machines/tabs"

export const keyboard: KeyboardMap = {
  bindings: [...forMachine("select", selectBindings), ...forMachine("tabs", tabsBindings)],
  note: "Inside the open list, the tabs keep their arrow keys while focus is on them; the list keeps the select's.",
}
