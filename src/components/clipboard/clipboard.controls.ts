import { defineControls } from "../kit/controls"

export const clipboardControls = defineControls({
  value: {
    description: "The text the button copies: a sample link, shown, never fetched.",
    type: "string",
    defaultValue: "https://github.com/chakra-ui/zag",
    placeholder: "https://…",
  },
  timeout: {
    description: "How long the copied indicator stays, in ms.",
    type: "number",
    defaultValue: 3000,
    min: 0,
    step: 500,
  },
})
