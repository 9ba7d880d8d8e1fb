import { expect } from "chai"
import { catalog, findDemo } from "../../../src/catalog"
import { attributeName } from "../../../src/components/kit/controls"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  press,
  waitFor,
  waitForValue,
  type MountedDemo,
} from "../helpers"
import { colorPicker } from "../pages/color-picker"
import { combobox } from "../pages/combobox"
import { datePicker } from "../pages/date-picker"
import { numberInput } from "../pages/number-input"
import { part } from "../pages/parts"
import { popoverDemo } from "../pages/popover"
import { select } from "../pages/select"
import { slider } from "../pages/slider"
import { timePicker } from "../pages/time-picker"
import { controlField, setControlField } from "./control-fields"
import { observable, settled, STILL } from "./observable"
import { fieldValue, otherValue } from "./sample-values"

// Every control of every demo, changed in the Controls tab to a value other than its default,
// changes what a user sees: the widget's markup or the Visualizer's state and context.

/**
 * The exceptions: controls with nothing to see until the widget is used (a popup opened, a
 * key pressed, a pointer dragged, a timer waited for, a file dropped). Their effect is
 * tested where that use happens, in the demo's own file. Grouped by why.
 */
const SEEN_ONLY_IN_USE = new Set([
  // Where a popup opens: every popup is closed at first (those a click opens are swept below).
  ...["context-menu", "hover-card", "tooltip"].map((slug) => `${slug}.placement`),
  "nested-popover.innerPlacement",
  // How an open popup behaves: closing, focus and scroll rules act once it is open.
  "accordion.collapsible",
  "accordion.multiple",
  "context-menu.closeOnSelect",
  "nested-popover.closeOnEscape",
  "color-picker.closeOnSelect",
  "color-picker.openAutoFocus",
  "date-picker.closeOnSelect",
  "date-picker-range.closeOnSelect",
  "dialog.closeOnEscape",
  "dialog.closeOnInteractOutside",
  "dialog.preventScroll",
  "dialog.trapFocus",
  "floating-panel.closeOnEscape",
  "menu.closeOnSelect",
  "menu-options.closeOnSelect",
  "nested-menu.closeOnSelect",
  "nested-popover.closeOnInteractOutside",
  "popover.autoFocus",
  "popover.closeOnEscape",
  "popover.closeOnInteractOutside",
  "select.closeOnSelect",
  "tooltip.closeOnClick",
  "tooltip.closeOnEscape",
  "tooltip.closeOnPointerDown",
  "tooltip.closeOnScroll",
  // Keyboard and typing rules: seen when keys are pressed or text is typed.
  ...["combobox", "context-menu", "menu", "menu-options", "nested-menu", "select"].map(
    (slug) => `${slug}.loopFocus`,
  ),
  ...["tabs", "toggle-group"].map((slug) => `${slug}.loopFocus`),
  ...["context-menu", "menu", "menu-options", "nested-menu", "tree-view"].map(
    (slug) => `${slug}.typeahead`,
  ),
  "combobox.inputBehavior",
  "combobox.openOnClick",
  "combobox.selectionBehavior",
  "editable.activationMode",
  "editable.submitMode",
  "editable.selectOnFocus",
  "number-input.allowMouseWheel",
  "number-input.clampValueOnBlur",
  "number-input.spinOnPress",
  "pin-input.blurOnComplete",
  "pin-input.selectOnFocus",
  "tabs.activationMode",
  "tags-input.addOnPaste",
  "tags-input.allowOverflow",
  "tags-input.blurBehavior",
  "tags-input.delimiter",
  "tags-input.editable",
  "tags-input.maxTagLength",
  "tree-view.expandOnClick",
  // Pointer rules: seen when the pointer drags, hovers or drops; zag marks none of them.
  "carousel.allowMouseDrag",
  "file-upload.allowDrop",
  "floating-panel.allowOverflow",
  "floating-panel.gridSize",
  "floating-panel.lockAspectRatio",
  "floating-panel.persistRect",
  "floating-panel.minWidth",
  "floating-panel.minHeight",
  "floating-panel.maxWidth",
  "floating-panel.maxHeight",
  "hover-card.disabled",
  "range-slider.readOnly",
  "signature-pad.readOnly",
  "slider.readOnly",
  "tooltip.disabled",
  // How a stroke is drawn and saved: nothing is drawn at first.
  "signature-pad.imageType",
  "signature-pad.size",
  "signature-pad.smoothing",
  "signature-pad.streamline",
  "signature-pad.thinning",
  // Times: seen only after waiting (a delay, a timeout, a tick).
  "carousel.autoplayDelay",
  "clipboard.timeout",
  "hover-card.closeDelay",
  "hover-card.openDelay",
  "timer-countdown.interval",
  "timer-countdown.targetMs",
  "timer-stopwatch.interval",
  "timer-stopwatch.targetMs",
  "toast.pauseOnPageIdle",
  "toast.removeDelay",
  "tooltip.closeDelay",
  "tooltip.openDelay",
  // The tour: how it is started, placed, moved through and closed, once a visitor starts it.
  ...["closeOnEscape", "closeOnInteractOutside", "gutter", "keyboardNavigation"].map(
    (key) => `tour.${key}`,
  ),
  ...["preventInteraction", "skipBehavior", "spotlightOffsetX", "spotlightOffsetY", "startAt"].map(
    (key) => `tour.${key}`,
  ),
  // Limits and formats with no value to apply them to at first.
  "date-picker.timeZone",
  "file-upload.headingLevel", // headings name the file lists, shown once a file is chosen
  "number-input.locale", // 0 reads the same in every locale offered
  "range-slider.origin", // the range is drawn between the thumbs whatever the origin
  "time-picker.max",
  "toast.max",
  "toast.overlap", // how toasts stack: there are none at first
  "popper.flip", // the popup flips only when it lacks room, and the demo gives it room
])

/** Popup triggers, for the placement sweep: zag places a popup when it opens. */
const POPUP_TRIGGERS: Record<string, (root: ShadowRoot) => HTMLElement> = {
  "color-picker": (root) => colorPicker(root).trigger(),
  combobox: (root) => combobox(root).toggle(),
  "date-picker": (root) => datePicker(root).trigger(),
  "date-picker-multi": (root) => datePicker(root).trigger(),
  "date-picker-range": (root) => datePicker(root).trigger(),
  menu: (root) => part(root, "menu", "trigger"),
  "menu-options": (root) => part(root, "menu", "trigger"),
  "nested-menu": (root) => part(root, "menu", "trigger"),
  "nested-popover": (root) => part(root, "popover", "trigger"),
  popover: (root) => popoverDemo(root).trigger(),
  select: (root) => select(root).trigger(),
  "time-picker": (root) => timePicker(root).trigger(),
}

/** What a step moves, for the step sweep: the part that takes the key, and its value. */
const STEPPED: Record<
  string,
  { part: (root: ShadowRoot) => HTMLElement; value: (root: ShadowRoot) => number; key: string }
> = {
  slider: {
    part: (root) => slider(root).thumb(),
    value: (root) => slider(root).value(),
    key: "ArrowRight",
  },
  "range-slider": {
    part: (root) => slider(root).thumb(0),
    value: (root) => slider(root).value(0),
    key: "ArrowRight",
  },
  "number-input": {
    part: (root) => numberInput(root).input(),
    value: (root) => Number(numberInput(root).input().value),
    key: "ArrowUp",
  },
}

describe("every control reaches its widget", () => {
  after(cleanup)

  for (const { slug, controls } of catalog) {
    describe(`<demo-${slug}>`, () => {
      let demo: MountedDemo | null = null
      let baseline = ""

      async function freshDemo() {
        cleanup()
        demo = await mountDemo(slug, STILL[slug])
        await waitFor(() => demo!.root.querySelector(".sb-controls"), "the Controls tab")
        baseline = await settled(demo.root)
      }

      after(cleanup)

      for (const [key, control] of Object.entries(controls)) {
        const id = `${slug}.${key}`
        if (SEEN_ONLY_IN_USE.has(id)) continue
        // Swept below, in use.
        if ((key === "placement" && slug in POPUP_TRIGGERS) || (key === "step" && slug in STEPPED))
          continue
        // A control the still mount holds is swept from there to its default.
        const held = STILL[slug]?.[attributeName(key)]
        const fallback = fieldValue(control.defaultValue)
        const start = held === undefined ? fallback : fieldValue(held === "false" ? false : held)
        const value = held === undefined ? otherValue(slug, key, control) : fallback
        it(`${key} = ${JSON.stringify(value)}`, async () => {
          if (!demo) await freshDemo()
          const { root } = demo!
          const field = await controlField(root, key, control)
          setControlField(field, value)
          const changed = await waitFor(() => observable(root) !== baseline, id, 1000).then(
            () => true,
            () => false,
          )
          // Back to where it started for the next control; a demo that does not come back is remounted.
          setControlField(field, start)
          const restored = await waitFor(() => observable(root) === baseline, id, 200).then(
            () => true,
            () => false,
          )
          if (!restored) demo = null
          expect(changed, `${id} = ${String(value)} changes nothing a user sees`).to.equal(true)
        })
      }
    })
  }
})

// Placement is read as a popup opens: set in the Controls tab, then the popup opened.
describe("placement reaches the popup as it opens", () => {
  afterEach(cleanup)

  for (const [slug, trigger] of Object.entries(POPUP_TRIGGERS)) {
    const control = findDemo(slug)!.controls.placement!
    const value = otherValue(slug, "placement", control)
    it(`<demo-${slug}> placement = "${value}"`, async () => {
      const { root } = await mountDemo(slug)
      setControlField(await controlField(root, "placement", control), value)
      await click(trigger(root))
      await waitFor(
        () => root.querySelector(`[data-part="content"][data-placement="${value}"]:not([hidden])`),
        `the popup placed ${value}`,
      )
    })
  }
})

// A step is seen when a key moves the value: set in the Controls tab, then one key pressed.
describe("step reaches the value as a key moves it", () => {
  afterEach(cleanup)

  for (const [slug, { part: stepped, value: read, key }] of Object.entries(STEPPED)) {
    const control = findDemo(slug)!.controls.step!
    const value = otherValue(slug, "step", control)
    it(`<demo-${slug}> step = "${value}"`, async () => {
      const { root } = await mountDemo(slug)
      setControlField(await controlField(root, "step", control), value)
      stepped(root).focus()
      await expectFocus(stepped(root))
      // The number input starts empty: the first key gives it a value to step from.
      if (slug === "number-input") await press(key)
      const start = read(root)
      await press(key)
      await waitForValue(() => read(root), start + Number(value), `${slug} after one ${key}`)
    })
  }
})
