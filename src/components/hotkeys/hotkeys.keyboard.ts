import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

// The shortcuts act anywhere in the demo's box (its root) once focus is inside it; zag's
// hotkey store writes `mod`, which is Meta (⌘) on a Mac and Control elsewhere.
export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Control+k", "Meta+k"],
      part: "root",
      action: "Search (Ctrl+K, or ⌘K on a Mac), in every scope.",
      machine: "hotkeys",
    },
    {
      keys: ["?"],
      part: "root",
      action: "Show help (Shift and the question mark), in every scope.",
      machine: "hotkeys",
    },
    {
      keys: ["g"],
      part: "root",
      action: "Starts the sequences G then H and G then I.",
      machine: "hotkeys",
    },
    {
      keys: ["h"],
      part: "root",
      action: "Right after G, within the sequence timeout: go home.",
      machine: "hotkeys",
    },
    {
      keys: ["i"],
      part: "root",
      action: "Right after G, within the sequence timeout: go to issues.",
      machine: "hotkeys",
    },
    {
      keys: ["Control+Enter", "Meta+Enter"],
      part: "root",
      action: "Runs the code in the Editor scope, or the command in the Terminal scope.",
      machine: "hotkeys",
    },
    {
      keys: ["Control+s", "Meta+s"],
      part: "root",
      action: "Saves, in the Editor scope only.",
      machine: "hotkeys",
    },
    {
      keys: ["Escape"],
      part: "root",
      action:
        "Stops the command in the Terminal scope; on the recorder while it records, cancels the recording.",
      machine: "hotkeys",
    },
    {
      keys: ["Enter", " "],
      part: "root",
      action: "On the recorder's button, starts recording: the next keys pressed are recorded.",
      machine: "hotkeys",
    },
    {
      keys: ["Backspace", "Delete"],
      part: "root",
      action: "On the recorder while it records, clears the recorded shortcut.",
      machine: "hotkeys",
    },
    {
      keys: ["Tab", "Shift+Tab"],
      part: "item",
      action: "Moves focus into the scope switch, on the active scope, and out again.",
      machine: "scope switch",
    },
    {
      keys: ["ArrowRight", "ArrowLeft", "Home", "End"],
      part: "item",
      action: "Moves focus to the other scope (reversed in right-to-left).",
      machine: "scope switch",
    },
    {
      keys: ["Enter", " "],
      part: "item",
      action: "Makes the focused scope the active one.",
      machine: "scope switch",
    },
  ],
  note: "zag's hotkeys is a utility, not a machine: its store listens on the demo's box only, so keys typed elsewhere on the page are left alone, and it skips text fields unless Fire in text fields is on.",
}
