import type { ControlSchema } from "./components/kit/controls"
import type { DemoModule } from "./components/kit/demo-types"
import { accordionControls } from "./components/accordion/accordion.controls"
import { avatarControls } from "./components/avatar/avatar.controls"
import { carouselControls } from "./components/carousel/carousel.controls"
import { checkboxControls } from "./components/checkbox/checkbox.controls"
import { clipboardControls } from "./components/clipboard/clipboard.controls"
import { collapsibleControls } from "./components/collapsible/collapsible.controls"
import { colorPickerControls } from "./components/color-picker/color-picker.controls"
import { comboboxControls } from "./components/combobox/combobox.controls"
import {
  datePickerControls,
  datePickerMultiControls,
  datePickerRangeControls,
} from "./components/date-picker/date-picker.controls"
import { dialogControls } from "./components/dialog/dialog.controls"
import { editableControls } from "./components/editable/editable.controls"
import { fileUploadControls } from "./components/file-upload/file-upload.controls"
import { floatingPanelControls } from "./components/floating-panel/floating-panel.controls"
import { hoverCardControls } from "./components/hover-card/hover-card.controls"
import { contextMenuControls } from "./components/menu/context-menu.controls"
import { menuControls } from "./components/menu/menu.controls"
import { menuOptionsControls } from "./components/menu/menu-options.controls"
import { nestedMenuControls } from "./components/menu/nested-menu.controls"
import { numberInputControls } from "./components/number-input/number-input.controls"
import { paginationControls } from "./components/pagination/pagination.controls"
import { pinInputControls } from "./components/pin-input/pin-input.controls"
import { nestedPopoverControls, popoverControls } from "./components/popover/popover.controls"
import { popperControls } from "./components/popper/popper.controls"
import { presenceControls } from "./components/presence/presence.controls"
import { progressControls } from "./components/progress/progress.controls"
import { qrCodeControls } from "./components/qr-code/qr-code.controls"
import { radioGroupControls } from "./components/radio-group/radio-group.controls"
import { rangeSliderControls } from "./components/slider/range-slider.controls"
import { ratingGroupControls } from "./components/rating-group/rating-group.controls"
import { segmentControlControls } from "./components/radio-group/segment-control.controls"
import { selectControls } from "./components/select/select.controls"
import { signaturePadControls } from "./components/signature-pad/signature-pad.controls"
import { sliderControls } from "./components/slider/slider.controls"
import { splitterControls } from "./components/splitter/splitter.controls"
import { stepsControls } from "./components/steps/steps.controls"
import { switchControls } from "./components/switch/switch.controls"
import { tabsControls } from "./components/tabs/tabs.controls"
import { tagsInputControls } from "./components/tags-input/tags-input.controls"
import { timePickerControls } from "./components/time-picker/time-picker.controls"
import { timerCountdownControls, timerStopwatchControls } from "./components/timer/timer.controls"
import { toastControls } from "./components/toast/toast.controls"
import { toggleGroupControls } from "./components/toggle-group/toggle-group.controls"
import { tooltipControls } from "./components/tooltip/tooltip.controls"
import { tourControls } from "./components/tour/tour.controls"
import { treeViewControls } from "./components/tree-view/tree-view.controls"

/** The home page's groups, in its order, with their headings. */
export const DEMO_GROUPS = {
  forms: "Forms",
  overlays: "Overlays",
  navigation: "Navigation and structure",
  "date-time": "Date and time",
  display: "Display",
} as const

export type DemoGroup = keyof typeof DEMO_GROUPS

/**
 * The one list of demos. The nav, the routes, the element tags, registration, the manifest
 * and the test sweeps all derive from it: adding a demo is one folder and one entry here.
 * Importing it imports every demo's schema, which the build scripts and tests want; the
 * bundles that ship do not: the element bundle and the showcase generate what they need from
 * it at build time (scripts/demo-entries.ts, scripts/site-catalog.ts), so a page fetches a
 * demo's schema together with its code, on first use.
 */
export interface CatalogEntry {
  /** URL path segment and tag suffix: `/date-picker`, `<demo-date-picker>`. */
  slug: string
  /** Nav and page title. */
  label: string
  /** One line on the home page: what the widget is for. */
  summary: string
  /** The home page section it is listed in. */
  group: DemoGroup
  /** Words a visitor may search for that are not in the label ("dropdown", "calendar"). */
  keywords: readonly string[]
  controls: ControlSchema
  load: () => Promise<DemoModule>
}

export const catalog: readonly CatalogEntry[] = [
  {
    slug: "accordion",
    label: "Accordion",
    summary: "Stacked sections that expand one or several at a time.",
    group: "navigation",
    keywords: ["expand", "disclosure", "faq"],
    controls: accordionControls,
    load: () => import("./components/accordion/accordion.demo"),
  },
  {
    slug: "avatar",
    label: "Avatar",
    summary: "A profile image that falls back to initials when it fails to load.",
    group: "display",
    keywords: ["profile", "image", "initials"],
    controls: avatarControls,
    load: () => import("./components/avatar/avatar.demo"),
  },
  {
    slug: "carousel",
    label: "Carousel",
    summary: "Slides of images with previous and next buttons and indicators.",
    group: "navigation",
    keywords: ["slider", "slideshow", "gallery"],
    controls: carouselControls,
    load: () => import("./components/carousel/carousel.demo"),
  },
  {
    slug: "checkbox",
    label: "Checkbox",
    summary: "A checkbox with checked, unchecked and indeterminate states.",
    group: "forms",
    keywords: ["tick", "toggle", "check"],
    controls: checkboxControls,
    load: () => import("./components/checkbox/checkbox.demo"),
  },
  {
    slug: "clipboard",
    label: "Clipboard",
    summary: "Copies a link to the clipboard and confirms it.",
    group: "display",
    keywords: ["copy", "share", "link"],
    controls: clipboardControls,
    load: () => import("./components/clipboard/clipboard.demo"),
  },
  {
    slug: "collapsible",
    label: "Collapsible",
    summary: "A single panel that opens and closes.",
    group: "navigation",
    keywords: ["disclosure", "expand", "show hide"],
    controls: collapsibleControls,
    load: () => import("./components/collapsible/collapsible.demo"),
  },
  {
    slug: "color-picker",
    label: "Color Picker",
    summary: "Picks a colour from an area, sliders, swatches or typed values.",
    group: "forms",
    keywords: ["colour", "swatch", "palette", "hex"],
    controls: colorPickerControls,
    load: () => import("./components/color-picker/color-picker.demo"),
  },
  {
    slug: "combobox",
    label: "Combobox",
    summary: "A text input that filters a list of countries as you type.",
    group: "forms",
    keywords: ["autocomplete", "typeahead", "dropdown", "country"],
    controls: comboboxControls,
    load: () => import("./components/combobox/combobox.demo"),
  },
  {
    slug: "context-menu",
    label: "Context Menu",
    summary: "A menu that opens where you right-click.",
    group: "overlays",
    keywords: ["right click", "dropdown"],
    controls: contextMenuControls,
    load: () => import("./components/menu/context-menu.demo"),
  },
  {
    slug: "date-picker",
    label: "Date Picker",
    summary: "Picks one date from a calendar or typed text.",
    group: "date-time",
    keywords: ["calendar", "date"],
    controls: datePickerControls,
    load: () => import("./components/date-picker/date-picker.demo"),
  },
  {
    slug: "date-picker-multi",
    label: "Date Picker (Multiple)",
    summary: "Picks several dates from a calendar.",
    group: "date-time",
    keywords: ["calendar", "dates", "multiple"],
    controls: datePickerMultiControls,
    load: () => import("./components/date-picker/date-picker-multi.demo"),
  },
  {
    slug: "date-picker-range",
    label: "Date Picker (Range)",
    summary: "Picks a start and end date.",
    group: "date-time",
    keywords: ["calendar", "range", "period"],
    controls: datePickerRangeControls,
    load: () => import("./components/date-picker/date-picker-range.demo"),
  },
  {
    slug: "dialog",
    label: "Dialog",
    summary: "A modal window that traps focus until closed.",
    group: "overlays",
    keywords: ["modal", "popup", "lightbox"],
    controls: dialogControls,
    load: () => import("./components/dialog/dialog.demo"),
  },
  {
    slug: "editable",
    label: "Editable",
    summary: "Text that turns into an input when you edit it.",
    group: "forms",
    keywords: ["inline edit", "text"],
    controls: editableControls,
    load: () => import("./components/editable/editable.demo"),
  },
  {
    slug: "file-upload",
    label: "File Upload",
    summary: "Drop or choose files and see them listed.",
    group: "forms",
    keywords: ["dropzone", "drag and drop", "attachment"],
    controls: fileUploadControls,
    load: () => import("./components/file-upload/file-upload.demo"),
  },
  {
    slug: "floating-panel",
    label: "Floating Panel",
    summary: "A panel you can drag, resize, minimise and maximise.",
    group: "overlays",
    keywords: ["window", "draggable", "resizable"],
    controls: floatingPanelControls,
    load: () => import("./components/floating-panel/floating-panel.demo"),
  },
  {
    slug: "hover-card",
    label: "Hover Card",
    summary: "A card of details shown while hovering a link.",
    group: "overlays",
    keywords: ["preview", "popover", "hover"],
    controls: hoverCardControls,
    load: () => import("./components/hover-card/hover-card.demo"),
  },
  {
    slug: "menu",
    label: "Menu",
    summary: "A dropdown menu of actions opened from a button.",
    group: "overlays",
    keywords: ["dropdown", "actions"],
    controls: menuControls,
    load: () => import("./components/menu/menu.demo"),
  },
  {
    slug: "menu-options",
    label: "Menu (Options)",
    summary: "A dropdown menu with checkbox and radio items.",
    group: "overlays",
    keywords: ["dropdown", "checkbox", "radio"],
    controls: menuOptionsControls,
    load: () => import("./components/menu/menu-options.demo"),
  },
  {
    slug: "nested-menu",
    label: "Nested Menu",
    summary: "A dropdown menu with submenus.",
    group: "overlays",
    keywords: ["dropdown", "submenu", "cascading"],
    controls: nestedMenuControls,
    load: () => import("./components/menu/nested-menu.demo"),
  },
  {
    slug: "nested-popover",
    label: "Nested Popover",
    summary: "A popover that opens another popover inside it.",
    group: "overlays",
    keywords: ["popup", "layered"],
    controls: nestedPopoverControls,
    load: () => import("./components/popover/nested-popover.demo"),
  },
  {
    slug: "number-input",
    label: "Number Input",
    summary: "A number field with increment and decrement buttons.",
    group: "forms",
    keywords: ["spinner", "stepper", "numeric"],
    controls: numberInputControls,
    load: () => import("./components/number-input/number-input.demo"),
  },
  {
    slug: "pagination",
    label: "Pagination",
    summary: "Moves between pages of a long list.",
    group: "navigation",
    keywords: ["pages", "paging", "pager"],
    controls: paginationControls,
    load: () => import("./components/pagination/pagination.demo"),
  },
  {
    slug: "pin-input",
    label: "Pin Input",
    summary: "One box per digit of a code or one-time password.",
    group: "forms",
    keywords: ["otp", "code", "verification"],
    controls: pinInputControls,
    load: () => import("./components/pin-input/pin-input.demo"),
  },
  {
    slug: "popover",
    label: "Popover",
    summary: "A non-modal panel anchored to a button.",
    group: "overlays",
    keywords: ["popup", "dropdown", "bubble"],
    controls: popoverControls,
    load: () => import("./components/popover/popover.demo"),
  },
  {
    slug: "popper",
    label: "Popper",
    summary: "Positions a floating element next to its anchor.",
    group: "overlays",
    keywords: ["position", "anchor", "floating"],
    controls: popperControls,
    load: () => import("./components/popper/popper.demo"),
  },
  {
    slug: "presence",
    label: "Presence",
    summary: "Keeps an element mounted until its exit animation ends.",
    group: "display",
    keywords: ["animation", "mount", "transition"],
    controls: presenceControls,
    load: () => import("./components/presence/presence.demo"),
  },
  {
    slug: "progress",
    label: "Progress",
    summary: "Linear and circular progress toward a value.",
    group: "display",
    keywords: ["loading", "bar", "percent"],
    controls: progressControls,
    load: () => import("./components/progress/progress.demo"),
  },
  {
    slug: "qr-code",
    label: "QR Code",
    summary: "Encodes text or a link as a QR code.",
    group: "display",
    keywords: ["barcode", "scan"],
    controls: qrCodeControls,
    load: () => import("./components/qr-code/qr-code.demo"),
  },
  {
    slug: "radio-group",
    label: "Radio Group",
    summary: "Picks one option from a set of radio buttons.",
    group: "forms",
    keywords: ["radio", "option", "choice"],
    controls: radioGroupControls,
    load: () => import("./components/radio-group/radio-group.demo"),
  },
  {
    slug: "range-slider",
    label: "Range Slider",
    summary: "A slider with two thumbs for a range.",
    group: "forms",
    keywords: ["range", "min max", "slider"],
    controls: rangeSliderControls,
    load: () => import("./components/slider/range-slider.demo"),
  },
  {
    slug: "rating-group",
    label: "Rating Group",
    summary: "A star rating, with half stars.",
    group: "forms",
    keywords: ["stars", "score", "review"],
    controls: ratingGroupControls,
    load: () => import("./components/rating-group/rating-group.demo"),
  },
  {
    slug: "segment-control",
    label: "Segmented Control",
    summary: "A segmented control: one choice of a few, side by side.",
    group: "forms",
    keywords: ["segmented", "switcher", "radio"],
    controls: segmentControlControls,
    load: () => import("./components/radio-group/segment-control.demo"),
  },
  {
    slug: "select",
    label: "Select",
    summary: "Picks one or several options from a dropdown list.",
    group: "forms",
    keywords: ["dropdown", "listbox", "picker"],
    controls: selectControls,
    load: () => import("./components/select/select.demo"),
  },
  {
    slug: "signature-pad",
    label: "Signature Pad",
    summary: "Draws a signature with a pointer.",
    group: "forms",
    keywords: ["draw", "sign", "handwriting"],
    controls: signaturePadControls,
    load: () => import("./components/signature-pad/signature-pad.demo"),
  },
  {
    slug: "slider",
    label: "Slider",
    summary: "Picks a value by dragging a thumb along a track.",
    group: "forms",
    keywords: ["range", "volume", "track"],
    controls: sliderControls,
    load: () => import("./components/slider/slider.demo"),
  },
  {
    slug: "splitter",
    label: "Splitter",
    summary: "Panes separated by a handle that resizes them.",
    group: "navigation",
    keywords: ["resizable", "panes", "divider", "split"],
    controls: splitterControls,
    load: () => import("./components/splitter/splitter.demo"),
  },
  {
    slug: "steps",
    label: "Steps",
    summary: "A multi-step form with next and previous steps.",
    group: "navigation",
    keywords: ["wizard", "stepper", "progress"],
    controls: stepsControls,
    load: () => import("./components/steps/steps.demo"),
  },
  {
    slug: "switch",
    label: "Switch",
    summary: "A toggle between on and off.",
    group: "forms",
    keywords: ["toggle", "on off"],
    controls: switchControls,
    load: () => import("./components/switch/switch.demo"),
  },
  {
    slug: "tabs",
    label: "Tabs",
    summary: "Panels of content, one shown at a time, chosen by tab.",
    group: "navigation",
    keywords: ["tab", "panels"],
    controls: tabsControls,
    load: () => import("./components/tabs/tabs.demo"),
  },
  {
    slug: "tags-input",
    label: "Tags Input",
    summary: "Types several values that become removable tags.",
    group: "forms",
    keywords: ["chips", "tokens", "labels"],
    controls: tagsInputControls,
    load: () => import("./components/tags-input/tags-input.demo"),
  },
  {
    slug: "time-picker",
    label: "Time Picker",
    summary: "Picks a time of day from typed text or a list.",
    group: "date-time",
    keywords: ["clock", "hour", "time"],
    controls: timePickerControls,
    load: () => import("./components/time-picker/time-picker.demo"),
  },
  {
    slug: "timer-countdown",
    label: "Timer (Countdown)",
    summary: "Counts down to zero with start, pause and reset.",
    group: "date-time",
    keywords: ["countdown", "clock", "timer"],
    controls: timerCountdownControls,
    load: () => import("./components/timer/timer-countdown.demo"),
  },
  {
    slug: "timer-stopwatch",
    label: "Timer (Stopwatch)",
    summary: "Counts up from zero with start, pause and reset.",
    group: "date-time",
    keywords: ["stopwatch", "clock", "timer"],
    controls: timerStopwatchControls,
    load: () => import("./components/timer/timer-stopwatch.demo"),
  },
  {
    slug: "toast",
    label: "Toast",
    summary: "Short notifications that stack and dismiss themselves.",
    group: "overlays",
    keywords: ["notification", "snackbar", "alert"],
    controls: toastControls,
    load: () => import("./components/toast/toast.demo"),
  },
  {
    slug: "toggle-group",
    label: "Toggle Group",
    summary: "A row of toggle buttons, one or several pressed.",
    group: "navigation",
    keywords: ["toolbar", "buttons", "toggle"],
    controls: toggleGroupControls,
    load: () => import("./components/toggle-group/toggle-group.demo"),
  },
  {
    slug: "tooltip",
    label: "Tooltip",
    summary: "A short label shown on hover or focus.",
    group: "overlays",
    keywords: ["hint", "title", "hover"],
    controls: tooltipControls,
    load: () => import("./components/tooltip/tooltip.demo"),
  },
  {
    slug: "tour",
    label: "Tour",
    summary: "A guided walkthrough that highlights parts of the page.",
    group: "overlays",
    keywords: ["onboarding", "walkthrough", "guide"],
    controls: tourControls,
    load: () => import("./components/tour/tour.demo"),
  },
  {
    slug: "tree-view",
    label: "Tree View",
    summary: "Nested items that expand, like a file explorer.",
    group: "navigation",
    keywords: ["tree", "folders", "hierarchy", "file explorer"],
    controls: treeViewControls,
    load: () => import("./components/tree-view/tree-view.demo"),
  },
]

export { demoTag } from "./demo-tag"

export function findDemo(slug: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.slug === slug)
}
