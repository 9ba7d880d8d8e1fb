import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import {
  menuBindings,
  menuContentBindings,
  submenuBindings,
} from "../kit/accessibility/machines/menu"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("menu", [...menuBindings, ...submenuBindings]),
    ...forMachine("submenu: More tools", [...menuContentBindings, ...submenuBindings]),
    ...forMachine("submenu: Developer tools", [...menuContentBindings, ...submenuBindings]),
  ],
}
