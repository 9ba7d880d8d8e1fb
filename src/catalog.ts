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

/**
 * The one list of demos. The nav, the routes, the element tags, registration, the manifest
 * and the test sweeps all derive from it: adding a demo is one folder and one entry here.
 * Controls schemas are small and loaded eagerly (they define the element attributes); the
 * demo code itself is loaded on first use.
 */
export interface CatalogEntry {
  /** URL path segment and tag suffix: `/date-picker`, `<demo-date-picker>`. */
  slug: string
  /** Nav and page title. */
  label: string
  controls: ControlSchema
  load: () => Promise<DemoModule>
}

export const catalog: readonly CatalogEntry[] = [
  {
    slug: "accordion",
    label: "Accordion",
    controls: accordionControls,
    load: () => import("./components/accordion/accordion.demo"),
  },
  {
    slug: "avatar",
    label: "Avatar",
    controls: avatarControls,
    load: () => import("./components/avatar/avatar.demo"),
  },
  {
    slug: "carousel",
    label: "Carousel",
    controls: carouselControls,
    load: () => import("./components/carousel/carousel.demo"),
  },
  {
    slug: "checkbox",
    label: "Checkbox",
    controls: checkboxControls,
    load: () => import("./components/checkbox/checkbox.demo"),
  },
  {
    slug: "clipboard",
    label: "Clipboard",
    controls: clipboardControls,
    load: () => import("./components/clipboard/clipboard.demo"),
  },
  {
    slug: "collapsible",
    label: "Collapsible",
    controls: collapsibleControls,
    load: () => import("./components/collapsible/collapsible.demo"),
  },
  {
    slug: "color-picker",
    label: "Color Picker",
    controls: colorPickerControls,
    load: () => import("./components/color-picker/color-picker.demo"),
  },
  {
    slug: "combobox",
    label: "Combobox",
    controls: comboboxControls,
    load: () => import("./components/combobox/combobox.demo"),
  },
  {
    slug: "context-menu",
    label: "Context Menu",
    controls: contextMenuControls,
    load: () => import("./components/menu/context-menu.demo"),
  },
  {
    slug: "date-picker",
    label: "Date Picker",
    controls: datePickerControls,
    load: () => import("./components/date-picker/date-picker.demo"),
  },
  {
    slug: "date-picker-multi",
    label: "Date Picker (Multiple)",
    controls: datePickerMultiControls,
    load: () => import("./components/date-picker/date-picker-multi.demo"),
  },
  {
    slug: "date-picker-range",
    label: "Date Picker (Range)",
    controls: datePickerRangeControls,
    load: () => import("./components/date-picker/date-picker-range.demo"),
  },
  {
    slug: "dialog",
    label: "Dialog",
    controls: dialogControls,
    load: () => import("./components/dialog/dialog.demo"),
  },
  {
    slug: "editable",
    label: "Editable",
    controls: editableControls,
    load: () => import("./components/editable/editable.demo"),
  },
  {
    slug: "file-upload",
    label: "File Upload",
    controls: fileUploadControls,
    load: () => import("./components/file-upload/file-upload.demo"),
  },
  {
    slug: "floating-panel",
    label: "Floating Panel",
    controls: floatingPanelControls,
    load: () => import("./components/floating-panel/floating-panel.demo"),
  },
  {
    slug: "hover-card",
    label: "Hover Card",
    controls: hoverCardControls,
    load: () => import("./components/hover-card/hover-card.demo"),
  },
  {
    slug: "menu",
    label: "Menu",
    controls: menuControls,
    load: () => import("./components/menu/menu.demo"),
  },
  {
    slug: "menu-options",
    label: "Menu (Options)",
    controls: menuOptionsControls,
    load: () => import("./components/menu/menu-options.demo"),
  },
  {
    slug: "nested-menu",
    label: "Nested Menu",
    controls: nestedMenuControls,
    load: () => import("./components/menu/nested-menu.demo"),
  },
  {
    slug: "nested-popover",
    label: "Nested Popover",
    controls: nestedPopoverControls,
    load: () => import("./components/popover/nested-popover.demo"),
  },
  {
    slug: "number-input",
    label: "Number Input",
    controls: numberInputControls,
    load: () => import("./components/number-input/number-input.demo"),
  },
  {
    slug: "pagination",
    label: "Pagination",
    controls: paginationControls,
    load: () => import("./components/pagination/pagination.demo"),
  },
  {
    slug: "pin-input",
    label: "Pin Input",
    controls: pinInputControls,
    load: () => import("./components/pin-input/pin-input.demo"),
  },
  {
    slug: "popover",
    label: "Popover",
    controls: popoverControls,
    load: () => import("./components/popover/popover.demo"),
  },
  {
    slug: "popper",
    label: "Popper",
    controls: popperControls,
    load: () => import("./components/popper/popper.demo"),
  },
  {
    slug: "presence",
    label: "Presence",
    controls: presenceControls,
    load: () => import("./components/presence/presence.demo"),
  },
  {
    slug: "progress",
    label: "Progress",
    controls: progressControls,
    load: () => import("./components/progress/progress.demo"),
  },
  {
    slug: "qr-code",
    label: "QR Code",
    controls: qrCodeControls,
    load: () => import("./components/qr-code/qr-code.demo"),
  },
  {
    slug: "radio-group",
    label: "Radio Group",
    controls: radioGroupControls,
    load: () => import("./components/radio-group/radio-group.demo"),
  },
  {
    slug: "range-slider",
    label: "Range Slider",
    controls: rangeSliderControls,
    load: () => import("./components/slider/range-slider.demo"),
  },
  {
    slug: "rating-group",
    label: "Rating Group",
    controls: ratingGroupControls,
    load: () => import("./components/rating-group/rating-group.demo"),
  },
  {
    slug: "segment-control",
    label: "Segmented Control",
    controls: segmentControlControls,
    load: () => import("./components/radio-group/segment-control.demo"),
  },
  {
    slug: "select",
    label: "Select",
    controls: selectControls,
    load: () => import("./components/select/select.demo"),
  },
  {
    slug: "signature-pad",
    label: "Signature Pad",
    controls: signaturePadControls,
    load: () => import("./components/signature-pad/signature-pad.demo"),
  },
  {
    slug: "slider",
    label: "Slider",
    controls: sliderControls,
    load: () => import("./components/slider/slider.demo"),
  },
  {
    slug: "splitter",
    label: "Splitter",
    controls: splitterControls,
    load: () => import("./components/splitter/splitter.demo"),
  },
  {
    slug: "steps",
    label: "Steps",
    controls: stepsControls,
    load: () => import("./components/steps/steps.demo"),
  },
  {
    slug: "switch",
    label: "Switch",
    controls: switchControls,
    load: () => import("./components/switch/switch.demo"),
  },
  {
    slug: "tabs",
    label: "Tabs",
    controls: tabsControls,
    load: () => import("./components/tabs/tabs.demo"),
  },
  {
    slug: "tags-input",
    label: "Tags Input",
    controls: tagsInputControls,
    load: () => import("./components/tags-input/tags-input.demo"),
  },
  {
    slug: "time-picker",
    label: "Time Picker",
    controls: timePickerControls,
    load: () => import("./components/time-picker/time-picker.demo"),
  },
  {
    slug: "timer-countdown",
    label: "Timer (Countdown)",
    controls: timerCountdownControls,
    load: () => import("./components/timer/timer-countdown.demo"),
  },
  {
    slug: "timer-stopwatch",
    label: "Timer (Stopwatch)",
    controls: timerStopwatchControls,
    load: () => import("./components/timer/timer-stopwatch.demo"),
  },
  {
    slug: "toast",
    label: "Toast",
    controls: toastControls,
    load: () => import("./components/toast/toast.demo"),
  },
  {
    slug: "toggle-group",
    label: "Toggle Group",
    controls: toggleGroupControls,
    load: () => import("./components/toggle-group/toggle-group.demo"),
  },
  {
    slug: "tooltip",
    label: "Tooltip",
    controls: tooltipControls,
    load: () => import("./components/tooltip/tooltip.demo"),
  },
  {
    slug: "tour",
    label: "Tour",
    controls: tourControls,
    load: () => import("./components/tour/tour.demo"),
  },
  {
    slug: "tree-view",
    label: "Tree View",
    controls: treeViewControls,
    load: () => import("./components/tree-view/tree-view.demo"),
  },
]

export { demoTag } from "./demo-tag"

export function findDemo(slug: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.slug === slug)
}
