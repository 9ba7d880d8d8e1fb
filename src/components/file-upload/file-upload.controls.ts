import { defineControls } from "../kit/controls"
import { headingLevelControl } from "../kit/shared-controls"

/** File upload settings; defaults from SPEC §9 (one file, no minimum, no maximum size). */
export const fileUploadControls = defineControls({
  /** How many files can be accepted; more than 1 lets the picker and a drop take several. */
  maxFiles: { type: "number", defaultValue: 1, min: 1, step: 1 },
  /** Accepted types as in an input's accept attribute ("image/*", ".pdf,text/plain"); empty accepts any. */
  accept: { type: "string", defaultValue: "", placeholder: "image/*" },
  /** Smallest accepted file, in bytes. */
  minFileSize: { type: "number", defaultValue: 0, min: 0, label: "Min file size (bytes)" },
  /** Largest accepted file, in bytes; 0 means no limit. */
  maxFileSize: { type: "number", defaultValue: 0, min: 0, label: "Max file size (bytes)" },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
  /** Files can be dragged onto the dropzone; off leaves only the picker. */
  allowDrop: { type: "boolean", defaultValue: true },
  /** The picker chooses a whole folder instead of files (Chromium and Safari only). */
  directory: { type: "boolean", defaultValue: false },
  ...headingLevelControl,
})
