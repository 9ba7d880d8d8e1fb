import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  enabled: {
    description: "Whether the shortcuts listen at all; off, no key triggers one.",
    type: "boolean",
    defaultValue: true,
  },
  scope: {
    description:
      "The scope active at first: its shortcuts fire, the other scope's do not. The scope switch changes it too.",
    type: "select",
    defaultValue: "editor",
    options: ["editor", "terminal"],
    label: "Active scope",
  },
  sequenceTimeout: {
    description: "How long, in ms, a sequence waits for its next key before it starts over.",
    type: "number",
    defaultValue: 1000,
    min: 100,
    max: 10000,
    step: 100,
    label: "Sequence timeout (ms)",
  },
  fireInFields: {
    description:
      "Whether shortcuts fire while focus is in a text field (zag's enableOnFormTags); off, typing there only types.",
    type: "boolean",
    defaultValue: false,
    label: "Fire in text fields",
  },
  keyLabels: {
    description: "How the keys are written: words (Enter, Escape), symbols (↵), or zag's mix.",
    type: "select",
    defaultValue: "text",
    options: ["text", "symbols", "mixed"],
  },
})

export const about: DemoAbout = {
  label: "Hotkeys",
  summary: "Keyboard shortcuts, key sequences and scopes, with a recorder for new ones.",
  use: "Use it to give frequent actions keyboard shortcuts, with scopes so the same keys mean different things in different parts of an app.",
  group: "navigation",
  keywords: ["keyboard shortcuts", "hotkey", "key binding", "key sequence", "shortcut recorder"],
}
