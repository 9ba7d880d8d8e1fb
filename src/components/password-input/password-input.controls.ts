import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  invalidControl,
  readOnlyControl,
  requiredControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  visible: {
    description: "Whether the password shows as plain text; the eye button changes it too.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  readOnly: {
    ...readOnlyControl.readOnly,
    description: "The password can be focused and selected but not changed, nor shown or hidden.",
  },
  ...invalidControl,
  ...requiredControl,
  ignorePasswordManagers: {
    description:
      "Asks password managers (1Password, LastPass, Bitwarden, Dashlane, Proton Pass) to leave the field alone.",
    type: "boolean",
    defaultValue: false,
  },
  autoComplete: {
    description:
      "What the browser may fill in: a saved password, or a new one it can suggest and save.",
    type: "select",
    options: ["current-password", "new-password"],
    defaultValue: "current-password",
    label: "Autocomplete",
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Password Input",
  summary: "A password field with a button that shows or hides what was typed.",
  use: "Use it for every password field, so readers can check what they typed before sending, especially on phones.",
  group: "forms",
  keywords: ["password", "show password", "visibility", "secret"],
}
