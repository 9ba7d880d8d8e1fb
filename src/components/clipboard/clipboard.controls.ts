import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
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

export const about: DemoAbout = {
  label: "Clipboard",
  summary: "Copies a link to the clipboard and confirms it.",
  use: "Use it beside a value a reader is likely to paste elsewhere, such as a share link, an API key or an install command.",
  group: "display",
  keywords: ["copy", "share", "link"],
}
