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
    ...forMachine("submenu: Overlays", submenu),
    ...forMachine("submenu: Forms", submenu),
    ...forMachine("submenu: Navigation", submenu),
    ...forMachine("submenu: Data display", submenu),
  ],
}
