import { defineControls } from "../kit/runtime/controls"
import {
  disabledControl,
  headingLevelControl,
  readOnlyControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** File upload settings (one file, no minimum, no maximum size). */
export const controls = defineControls({
  maxFiles: {
    description:
      "How many files can be accepted; more than 1 lets the picker and a drop take several.",
    type: "number",
    defaultValue: 1,
    min: 1,
    step: 1,
  },
  accept: {
    description:
      'Accepted types as in an input\'s accept attribute ("image/*", ".pdf,text/plain"); empty accepts any.',
    type: "string",
    defaultValue: "",
    placeholder: "image/*",
  },
  minFileSize: {
    description: "Smallest accepted file, in bytes.",
    type: "number",
    defaultValue: 0,
    min: 0,
    label: "Min file size (bytes)",
  },
  maxFileSize: {
    description: "Largest accepted file, in bytes; 0 means no limit.",
    type: "number",
    defaultValue: 0,
    min: 0,
    label: "Max file size (bytes)",
  },
  ...disabledControl,
  ...readOnlyControl,
  allowDrop: {
    description: "Files can be dragged onto the dropzone; off leaves only the picker.",
    type: "boolean",
    defaultValue: true,
  },
  directory: {
    description: "The picker chooses a whole folder instead of files (Chromium and Safari only).",
    type: "boolean",
    defaultValue: false,
  },
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "File Upload",
  summary: "Drop or choose files and see them listed.",
  use: "Use it when a form takes files, to accept both dropped and chosen files and show which were accepted or rejected before sending.",
  group: "forms",
  keywords: ["dropzone", "drag and drop", "attachment"],
}
