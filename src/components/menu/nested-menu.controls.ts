import { defineControls } from "../kit/controls"
import { menuBaseControls } from "./menu.controls"

// Placement applies to the root menu; zag opens submenus beside their trigger item.
export const nestedMenuControls = defineControls({ ...menuBaseControls })
