import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as numberInputControls } from "./number-input.controls"

// Its range (0 to 10) and overflow are what wrapping needs: fixed. Plain numbers only.
const { step, spinOnPress, allowMouseWheel, dir, disabled, readOnly } = numberInputControls
export const controls = defineControls({
  step,
  spinOnPress,
  allowMouseWheel,
  dir,
  disabled,
  readOnly,
})

export const about: VariantAbout = {
  label: "Wrapped",
  summary:
    "Stepping past the max starts again at the min, and below the min goes to the max, like a dial.",
  keywords: ["wrap", "cycle", "loop", "allowOverflow", "onValueInvalid"],
}
