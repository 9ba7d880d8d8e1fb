/**
 * The keys zag's own end-to-end scenarios press, per machine (the `@zag-js/*` package name),
 * read from the e2e files of the chakra-ui/zag repository: `page.keyboard.press("…")`,
 * `locator.press("…")` and the models' `pressKey("…")` (e2e/models/model.ts). Skipped and
 * fixme tests are left out; typing (`keyboard.type`) is not a key press. Playwright's
 * "ControlOrMeta+x" is written "Control+x" (what it presses on Linux), "Space" as " ".
 * Every demo running a machine must name these keys in its keyboard map.
 */
export interface ZagE2eKeys {
  /** The e2e files read (and the model files whose helpers press keys). */
  read: readonly string[]
  /** Keys every demo running the machine must name. */
  keys: readonly string[]
  /** Keys a scenario presses only for a feature some demos have: the demos that must name them. */
  only?: readonly { demos: readonly string[]; keys: readonly string[]; why: string }[]
  /** Why the list is empty, when it is. */
  none?: string
}

const NO_E2E = "zag has no e2e file for this machine."

export const zagE2eKeys: Record<string, ZagE2eKeys> = {
  accordion: {
    read: ["e2e/accordion.e2e.ts"],
    keys: ["ArrowDown", "ArrowUp", "Home", "End", "Enter"],
  },
  "angle-slider": {
    read: ["e2e/angle-slider.e2e.ts"],
    keys: [],
    none: "Its only scenario drags the thumb with the pointer.",
  },
  avatar: { read: ["e2e/avatar.e2e.ts"], keys: [], none: "Its only scenario runs axe." },
  "async-list": { read: [], keys: [], none: NO_E2E },
  carousel: {
    read: ["e2e/carousel.e2e.ts"],
    keys: ["ArrowRight", "ArrowDown", "ArrowLeft"],
  },
  "cascade-select": {
    read: ["e2e/cascade-select.e2e.ts"],
    keys: ["Enter", "ArrowDown", "ArrowUp", "ArrowRight", "ArrowLeft", "Escape", "Home", "End"],
  },
  checkbox: { read: ["e2e/checkbox.e2e.ts"], keys: ["Tab", " "] },
  clipboard: {
    read: ["e2e/clipboard.e2e.ts"],
    keys: [],
    none: "Its scenarios click and focus the trigger.",
  },
  collapsible: { read: ["e2e/collapsible.e2e.ts"], keys: ["Tab", " "] },
  "color-picker": { read: ["e2e/color-picker.e2e.ts"], keys: ["Enter", "Tab"] },
  combobox: {
    read: ["e2e/combobox.e2e.ts"],
    keys: ["Escape", "Enter", "ArrowDown", "ArrowUp", "Home", "End"],
  },
  "date-picker": {
    read: ["e2e/date-picker.e2e.ts"],
    keys: [
      "Escape",
      "ArrowRight",
      "ArrowLeft",
      "ArrowUp",
      "ArrowDown",
      "Home",
      "End",
      "Enter",
      "Backspace",
    ],
  },
  "date-input": {
    read: ["e2e/date-input.e2e.ts", "e2e/models/date-input.model.ts"],
    keys: [
      "ArrowRight",
      "ArrowLeft",
      "ArrowUp",
      "ArrowDown",
      "Backspace",
      "Home",
      "End",
      "Tab",
      "p",
      "a",
    ],
  },
  dialog: { read: ["e2e/dialog.e2e.ts"], keys: ["Tab", "Escape"] },
  drawer: { read: ["e2e/drawer.e2e.ts"], keys: ["Escape"] },
  editable: { read: ["e2e/editable.e2e.ts"], keys: ["Escape", "Enter", "Backspace"] },
  "file-upload": { read: ["e2e/file-upload.e2e.ts"], keys: ["Tab"] },
  "focus-visible": {
    read: [],
    keys: [],
    none: "A helper that tracks keyboard focus for the page, not a machine: nothing to press.",
  },
  "floating-panel": { read: ["e2e/floating-panel.e2e.ts"], keys: ["Escape"] },
  hotkeys: {
    read: [],
    keys: [],
    none: "zag has no e2e file for its hotkeys utility (a store and a recorder, not a machine).",
  },
  "hover-card": { read: ["e2e/hover-card.e2e.ts"], keys: ["Tab"] },
  "image-cropper": {
    read: ["e2e/image-cropper.e2e.ts"],
    keys: [
      "ArrowRight",
      "ArrowDown",
      "Alt+ArrowRight",
      "Alt+ArrowLeft",
      "Alt+ArrowDown",
      "Alt+ArrowUp",
      "Alt+Shift+ArrowRight",
      "Alt+Control+ArrowLeft",
      "Alt+Meta+ArrowLeft",
      "Alt+Control+ArrowUp",
      "Alt+Control+ArrowRight",
      "Alt+Control+ArrowDown",
      "Control+ArrowLeft",
      "Control+ArrowUp",
    ],
  },
  "json-tree-utils": {
    read: [],
    keys: [],
    none: "A helper that turns a value into tree nodes, not a machine; zag has no e2e file for it.",
  },
  listbox: {
    read: ["e2e/listbox.e2e.ts"],
    keys: [
      "ArrowDown",
      "ArrowUp",
      "End",
      "Shift+ArrowDown",
      "Shift+ArrowUp",
      "Control+a",
      "Escape",
    ],
  },
  marquee: { read: [], keys: [], none: NO_E2E },
  menu: {
    read: [
      "e2e/menu.e2e.ts",
      "e2e/context-menu.e2e.ts",
      "e2e/menu-option.e2e.ts",
      "e2e/menu-nested.e2e.ts",
    ],
    keys: ["ArrowDown", "Enter", "Tab", "Shift+Tab", "Escape"],
    only: [
      {
        demos: ["nested-menu", "menu-combobox"],
        keys: [" ", "ArrowRight", "ArrowLeft"],
        why: "menu-nested.e2e.ts opens and closes submenus; only these demos have one.",
      },
    ],
  },
  "navigation-menu": { read: ["e2e/navigation-menu.e2e.ts"], keys: ["Escape", "Enter", "Tab"] },
  "number-input": {
    read: ["e2e/number-input.e2e.ts"],
    keys: [
      "Backspace",
      "ArrowUp",
      "ArrowDown",
      "Home",
      "End",
      "Shift+ArrowUp",
      "Shift+ArrowDown",
      "Control+ArrowUp",
      "Control+ArrowDown",
    ],
  },
  pagination: {
    read: ["e2e/pagination.e2e.ts"],
    keys: [],
    none: "Its scenarios click the page buttons.",
  },
  "password-input": { read: ["e2e/password-input.e2e.ts"], keys: ["ArrowLeft"] },
  "pin-input": {
    read: ["e2e/pin-input.e2e.ts"],
    keys: [
      "Backspace",
      "ArrowLeft",
      "ArrowRight",
      "Control+v",
      "Control+Backspace",
      "Home",
      "Delete",
    ],
  },
  popover: { read: ["e2e/popover.e2e.ts"], keys: ["Enter", "Escape", "Tab", "Shift+Tab"] },
  popper: { read: [], keys: [], none: "A positioning helper, not a machine: nothing to press." },
  presence: { read: [], keys: [], none: NO_E2E },
  progress: { read: [], keys: [], none: NO_E2E },
  "qr-code": { read: [], keys: [], none: NO_E2E },
  "radio-group": { read: ["e2e/radio-group.e2e.ts"], keys: ["Tab", " ", "ArrowDown"] },
  "rating-group": {
    read: ["e2e/rating-group.e2e.ts"],
    keys: ["Tab", "ArrowRight", "ArrowLeft", "Home", "End"],
  },
  "scroll-area": {
    read: ["e2e/scroll-area.e2e.ts"],
    keys: [],
    none: "Its only scenario drags a thumb.",
  },
  select: {
    read: ["e2e/select.e2e.ts"],
    keys: [
      "ArrowDown",
      "ArrowUp",
      "End",
      "Home",
      "Enter",
      "Escape",
      " ",
      "ArrowLeft",
      "ArrowRight",
    ],
  },
  "signature-pad": { read: [], keys: [], none: NO_E2E },
  slider: {
    read: ["e2e/slider.e2e.ts"],
    keys: [
      "ArrowRight",
      "Home",
      "End",
      "Shift+ArrowRight",
      "Shift+ArrowLeft",
      "PageUp",
      "PageDown",
    ],
  },
  splitter: { read: ["e2e/splitter.e2e.ts"], keys: ["Tab", "ArrowRight", "ArrowLeft"] },
  steps: { read: [], keys: [], none: NO_E2E },
  switch: { read: ["e2e/switch.e2e.ts"], keys: ["Tab", " "] },
  tabs: { read: ["e2e/tabs.e2e.ts"], keys: ["Home", "End", "ArrowRight", "ArrowLeft", "Enter"] },
  "tags-input": {
    read: ["e2e/tags-input.e2e.ts", "e2e/models/tags-input.model.ts"],
    keys: ["Enter", "Backspace", "Delete", "ArrowLeft", "ArrowRight", "Escape"],
  },
  "time-picker": {
    read: ["e2e/time-picker.e2e.ts"],
    keys: ["Escape", "Enter", "ArrowDown", "ArrowUp", "ArrowRight"],
  },
  timer: { read: [], keys: [], none: NO_E2E },
  toast: { read: ["e2e/toast.e2e.ts", "e2e/models/toast.model.ts"], keys: ["Alt+T"] },
  toc: { read: [], keys: [], none: NO_E2E },
  toggle: { read: [], keys: [], none: NO_E2E },
  "toggle-group": { read: ["e2e/toggle-group.e2e.ts"], keys: ["Tab", "Shift+Tab"] },
  tooltip: { read: ["e2e/tooltip.e2e.ts"], keys: ["Tab", "Escape"] },
  tour: { read: ["e2e/tour.e2e.ts"], keys: ["Escape", "ArrowRight"] },
  "tree-view": {
    read: ["e2e/tree-view.e2e.ts"],
    keys: ["Tab", "ArrowDown", "ArrowUp", "Home", "End", "ArrowRight", "ArrowLeft"],
  },
}
