import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import {
  menuBindings,
  menuContentBindings,
  submenuBindings,
} from "../kit/accessibility/machines/menu"

const submenu = [...menuContentBindings, ...submenuBindings]

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("menu", [...menuBindings, ...submenuBindings]),
    ...forMachine("submenu: Rename", submenu),
    ...forMachine("submenu: Move to folder", submenu),
    ...forMachine("submenu: Add a note", submenu),
  ],
}
