import { defineControls } from "../kit/controls"
import { menuBaseControls } from "./menu.controls"

// Placement is taken relative to the pointer, where the context menu opens.
export const contextMenuControls = defineControls({ ...menuBaseControls })
