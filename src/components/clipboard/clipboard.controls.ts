import { defineControls } from "../kit/controls"

export const clipboardControls = defineControls({
  /** The text the button copies: a sample link, shown, never fetched. */
  value: {
    type: "string",
    defaultValue: "https://github.com/chakra-ui/zag",
    placeholder: "https://…",
  },
  /** How long the copied indicator stays, in ms (SPEC §9: 3000). */
  timeout: { type: "number", defaultValue: 3000, min: 0, step: 500 },
})
