import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as colorPickerControls } from "./color-picker.controls"

// Nothing opens or closes inline: of the demo's settings, the popup's do not apply.
const { value, format, disabled, readOnly, dir } = colorPickerControls
export const controls = defineControls({ value, format, disabled, readOnly, dir })

export const about: VariantAbout = {
  label: "Inline",
  summary:
    "The picker's panel as part of the page, always shown: no trigger and no popup, the chosen colour read out above it.",
  keywords: ["inline", "embedded", "always open", "panel"],
}
