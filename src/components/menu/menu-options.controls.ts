import { defineControls } from "../kit/controls"
import { menuBaseControls } from "./menu.controls"

export const menuOptionsControls = defineControls({ ...menuBaseControls })
