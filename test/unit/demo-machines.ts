import type { MachineDefinition } from "../../src/components/kit/machine-graph"
import * as accordion from "@zag-js/accordion"
import * as avatar from "@zag-js/avatar"
import * as carousel from "@zag-js/carousel"
import * as checkbox from "@zag-js/checkbox"
import * as clipboard from "@zag-js/clipboard"
import * as collapsible from "@zag-js/collapsible"
import * as colorPicker from "@zag-js/color-picker"
import * as combobox from "@zag-js/combobox"
import * as datePicker from "@zag-js/date-picker"
import * as dialog from "@zag-js/dialog"
import * as editable from "@zag-js/editable"
import * as fileUpload from "@zag-js/file-upload"
import * as floatingPanel from "@zag-js/floating-panel"
import * as hoverCard from "@zag-js/hover-card"
import * as menu from "@zag-js/menu"
import * as numberInput from "@zag-js/number-input"
import * as pagination from "@zag-js/pagination"
import * as pinInput from "@zag-js/pin-input"
import * as popover from "@zag-js/popover"
import * as presence from "@zag-js/presence"
import * as progress from "@zag-js/progress"
import * as qrCode from "@zag-js/qr-code"
import * as radioGroup from "@zag-js/radio-group"
import * as ratingGroup from "@zag-js/rating-group"
import * as select from "@zag-js/select"
import * as signaturePad from "@zag-js/signature-pad"
import * as slider from "@zag-js/slider"
import * as splitter from "@zag-js/splitter"
import * as steps from "@zag-js/steps"
import * as zagSwitch from "@zag-js/switch"
import * as tabs from "@zag-js/tabs"
import * as tagsInput from "@zag-js/tags-input"
import * as timePicker from "@zag-js/time-picker"
import * as timer from "@zag-js/timer"
import * as toast from "@zag-js/toast"
import * as toggleGroup from "@zag-js/toggle-group"
import * as tooltip from "@zag-js/tooltip"
import * as tour from "@zag-js/tour"
import * as treeView from "@zag-js/tree-view"

type Machines = Record<string, MachineDefinition>
const one = (pkg: string, machine: unknown): Machines => ({ [pkg]: machine as MachineDefinition })

/**
 * The machines each catalog demo runs, keyed by the package that exports them. The test below
 * checks this table against the catalog and against each demo folder's imports, so a new demo
 * or a demo switching machines cannot skip the sweep.
 */
export const demoMachines: Record<string, Machines> = {
  accordion: one("accordion", accordion.machine),
  avatar: one("avatar", avatar.machine),
  carousel: one("carousel", carousel.machine),
  checkbox: one("checkbox", checkbox.machine),
  clipboard: one("clipboard", clipboard.machine),
  collapsible: one("collapsible", collapsible.machine),
  "color-picker": one("color-picker", colorPicker.machine),
  combobox: one("combobox", combobox.machine),
  "context-menu": one("menu", menu.machine),
  "date-picker": one("date-picker", datePicker.machine),
  "date-picker-multi": one("date-picker", datePicker.machine),
  "date-picker-range": one("date-picker", datePicker.machine),
  dialog: one("dialog", dialog.machine),
  editable: one("editable", editable.machine),
  "file-upload": one("file-upload", fileUpload.machine),
  "floating-panel": one("floating-panel", floatingPanel.machine),
  "hover-card": one("hover-card", hoverCard.machine),
  menu: one("menu", menu.machine),
  "menu-options": one("menu", menu.machine),
  "nested-menu": one("menu", menu.machine),
  "nested-popover": one("popover", popover.machine),
  "number-input": one("number-input", numberInput.machine),
  pagination: one("pagination", pagination.machine),
  "pin-input": one("pin-input", pinInput.machine),
  popover: one("popover", popover.machine),
  // Runs no machine: it publishes zag's positioning result itself (see popper.demo.tsx).
  popper: {},
  presence: one("presence", presence.machine),
  progress: one("progress", progress.machine),
  "qr-code": one("qr-code", qrCode.machine),
  "radio-group": one("radio-group", radioGroup.machine),
  "range-slider": one("slider", slider.machine),
  "rating-group": one("rating-group", ratingGroup.machine),
  "segment-control": one("radio-group", radioGroup.machine),
  select: one("select", select.machine),
  "signature-pad": one("signature-pad", signaturePad.machine),
  slider: one("slider", slider.machine),
  splitter: one("splitter", splitter.machine),
  steps: one("steps", steps.machine),
  switch: one("switch", zagSwitch.machine),
  tabs: one("tabs", tabs.machine),
  "tags-input": one("tags-input", tagsInput.machine),
  "time-picker": one("time-picker", timePicker.machine),
  "timer-countdown": one("timer", timer.machine),
  "timer-stopwatch": one("timer", timer.machine),
  toast: {
    toast: toast.machine as unknown as MachineDefinition,
    "toast group": toast.group.machine as unknown as MachineDefinition,
  },
  "toggle-group": one("toggle-group", toggleGroup.machine),
  tooltip: one("tooltip", tooltip.machine),
  tour: one("tour", tour.machine),
  "tree-view": one("tree-view", treeView.machine),
}
