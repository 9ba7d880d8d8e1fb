/**
 * Keys pressed faster than a render, as a fast typist, a slow phone or a test machine sends
 * them: for every demo with a keyboard-steppable value, N keys in one burst make exactly N
 * steps, at full speed and with the CPU throttled 4×. The demos listed here predate the
 * convention; a newer demo declares its burst as `keyBurst` in its page object's testFacts.
 *
 * Not tabs: zag 1.47 moves focus to the next tab in the next animation frame and steps from
 * the tab that has focus, so a second key inside the same frame makes the first step again
 * (its frame replaces the first's), in zag's own examples too. The tabs tests press keys a
 * frame apart.
 */
import { expect } from "chai"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  click,
  cleanup,
  deepActiveElement,
  expectFocus,
  mountDemo,
  nextFrame,
  press,
  pressBurst,
  throttleCpu,
  type,
  waitFor,
  waitForValue,
} from "./helpers"
import { colorPicker } from "../../src/components/color-picker/color-picker.page"
import { combobox } from "../../src/components/combobox/combobox.page"
import { datePicker, MARCH_2024 } from "../../src/components/date-picker/date-picker.page"
import { numberInput } from "../../src/components/number-input/number-input.page"
import { pinInput } from "../../src/components/pin-input/pin-input.page"
import { ratingGroup } from "../../src/components/rating-group/rating-group.page"
import { select } from "../../src/components/select/select.page"
import { slider } from "./pages/slider-parts"
import { splitter } from "../../src/components/splitter/splitter.page"
import type { KeyBurst } from "./pages/test-facts"
import { timePicker } from "../../src/components/time-picker/time-picker.page"
import { factsBySlug } from "./sweeps/demo-facts"

/** A demo's key burst: a demo not in the list below declares its own in its page object. */
type SteppablePart = KeyBurst & { slug: string }

const one = <E extends HTMLElement = HTMLElement>(root: ShadowRoot, selector: string) => {
  const element = root.querySelector<E>(selector)
  if (!element) throw new Error(`Nothing matches ${selector}`)
  return element
}

/** The position among `selector`'s matches of the first one that passes `test`. */
const indexOf = (selector: string, test: (element: HTMLElement) => boolean) => (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>(selector)].findIndex(test)

const isFocused = (element: Element) => element === deepActiveElement()
const isHighlighted = (element: Element) => element.hasAttribute("data-highlighted")

async function focusOn(element: HTMLElement) {
  element.focus()
  await expectFocus(element)
  await nextFrame()
}

/** Focuses a trigger and opens its popup with `key`, until an item is highlighted. */
async function openWithKey(root: ShadowRoot, trigger: HTMLElement, key: string) {
  await focusOn(trigger)
  await press(key)
  await waitFor(() => root.querySelector("[data-highlighted]"), `${key} to open and highlight`)
}

/** What takes focus for a tree node: a file item or a folder's control. */
const treeNodes = '[data-part="item"], [data-part="branch-control"]'

const menuItems = '[data-scope="menu"][data-part="content"]:not([hidden]) [role^="menuitem"]'

const menuOf = (slug: string): SteppablePart => ({
  slug,
  what: "highlighted item",
  focus: (root) =>
    openWithKey(root, one(root, '[data-scope="menu"][data-part="trigger"]'), "Enter"),
  key: "ArrowDown",
  presses: 2,
  read: indexOf(menuItems, isHighlighted),
})

const steppableParts: SteppablePart[] = [
  {
    slug: "slider",
    what: "thumb",
    focus: (root) => focusOn(slider(root).thumb()),
    key: "ArrowRight",
    presses: 10,
    read: (root) => slider(root).value(),
  },
  {
    slug: "range-slider",
    what: "first thumb",
    focus: (root) => focusOn(slider(root).thumb(0)),
    key: "ArrowRight",
    presses: 10,
    read: (root) => slider(root).value(0),
  },
  {
    slug: "number-input",
    what: "value",
    focus: async (root) => {
      await focusOn(numberInput(root).input())
      await press("ArrowUp")
    },
    key: "ArrowUp",
    presses: 10,
    read: (root) => Number(numberInput(root).input().value),
  },
  {
    slug: "rating-group",
    what: "rating",
    focus: (root) => focusOn(one(root, '[role="radio"][tabindex="0"]')),
    key: "ArrowRight",
    presses: 4,
    step: 0.5,
    read: (root) => Number(ratingGroup(root).hidden().value),
  },
  {
    slug: "pin-input",
    what: "filled boxes",
    focus: (root) => focusOn(pinInput(root).inputs()[0]!),
    key: (index) => String(index + 1),
    presses: 4,
    read: (root) => pinInput(root).hidden().value.length,
  },
  {
    slug: "tags-input",
    what: "typed letters",
    focus: (root) => focusOn(one(root, '[data-scope="tags-input"][data-part="input"]')),
    key: (index) => "sveltekit"[index]!,
    presses: 9,
    read: (root) =>
      one<HTMLInputElement>(root, '[data-scope="tags-input"][data-part="input"]').value.length,
  },
  {
    slug: "radio-group",
    what: "checked fruit",
    focus: (root) => click(one(root, '[data-scope="radio-group"][data-part="item"]')),
    key: "ArrowDown",
    presses: 3,
    read: indexOf(
      '[data-scope="radio-group"][data-part="item"]',
      (item) => item.dataset.state === "checked",
    ),
  },
  {
    slug: "segment-control",
    what: "checked segment",
    focus: (root) => focusOn(one(root, 'input[type="radio"]:checked')),
    key: "ArrowRight",
    presses: 3,
    read: indexOf('input[type="radio"]', (input) => (input as HTMLInputElement).checked),
  },
  {
    slug: "toggle-group",
    what: "focused item",
    focus: (root) => focusOn(one(root, '[data-scope="toggle-group"][data-part="item"]')),
    key: "ArrowRight",
    presses: 2,
    read: indexOf('[data-scope="toggle-group"][data-part="item"]', isFocused),
  },
  {
    slug: "splitter",
    what: "first panel size",
    focus: (root) => focusOn(splitter(root).handle()),
    key: "ArrowRight",
    presses: 5,
    read: (root) => splitter(root).value(),
  },
  {
    slug: "color-picker",
    what: "hue channel",
    focus: async (root) => {
      await click(colorPicker(root).trigger())
      await waitFor(() => root.querySelector('[role="dialog"]'), "the picker to open")
      await focusOn(colorPicker(root).slider("hue"))
    },
    key: "ArrowRight",
    presses: 5,
    // zag reports the hue with converted fractions (9.94, 10.94…): count whole degrees.
    read: (root) =>
      Math.round(Number(colorPicker(root).slider("hue").getAttribute("aria-valuenow"))),
  },
  {
    slug: "time-picker",
    what: "focused hour",
    focus: async (root) => {
      // Without a value, focus would start on the current hour: fix the time first.
      await focusOn(timePicker(root).input())
      await type("03:30:00 pm")
      await press("Enter")
      await click(timePicker(root).trigger())
      await waitFor(() => root.querySelector('[data-part="cell"]:focus'), "focus on an hour")
    },
    key: "ArrowDown",
    presses: 3,
    read: () => Number(deepActiveElement()?.textContent ?? NaN),
  },
  {
    slug: "date-picker",
    attributes: MARCH_2024,
    what: "focused day",
    focus: async (root) => {
      await click(datePicker(root).trigger())
      await waitFor(
        () => deepActiveElement()?.getAttribute("data-value") === "2024-03-31",
        "focus on the 31st",
      )
    },
    key: "ArrowLeft",
    presses: 5,
    step: -1,
    read: () => Number(deepActiveElement()?.getAttribute("data-value")?.slice(8)),
  },
  {
    slug: "pagination",
    what: "page",
    focus: (root) => focusOn(one(root, '[data-scope="pagination"][data-part="next-trigger"]')),
    key: "Enter",
    presses: 3,
    read: (root) => Number(one(root, '[aria-current="page"]').textContent),
  },
  {
    slug: "carousel",
    what: "slide",
    focus: (root) => focusOn(one(root, '[data-scope="carousel"][data-part="next-trigger"]')),
    key: "Enter",
    presses: 2,
    read: indexOf('[data-scope="carousel"][data-part="indicator"]', (indicator) =>
      indicator.hasAttribute("data-current"),
    ),
  },
  {
    slug: "tree-view",
    what: "focused node",
    focus: (root) => focusOn(one(root, treeNodes)),
    key: "ArrowDown",
    presses: 3,
    read: (root) =>
      [...root.querySelectorAll(treeNodes)]
        .filter((node) => node.checkVisibility())
        .findIndex(isFocused),
  },
  menuOf("menu"),
  menuOf("menu-options"),
  menuOf("nested-menu"),
  {
    slug: "context-menu",
    what: "highlighted item",
    focus: async (root) => {
      const area = one(root, '[data-scope="menu"][data-part="context-trigger"]')
      area.scrollIntoView({ block: "center" })
      await nextFrame()
      await sendMouse({ type: "click", button: "right", position: centre(area) })
      await waitFor(() => root.querySelector(menuItems), "the context menu to open")
      await press("ArrowDown")
      await waitFor(() => root.querySelector("[data-highlighted]"), "a highlighted item")
    },
    key: "ArrowDown",
    presses: 2,
    read: indexOf(menuItems, isHighlighted),
  },
  {
    slug: "select",
    what: "highlighted option",
    focus: (root) => openWithKey(root, select(root).trigger(), "ArrowDown"),
    key: "ArrowDown",
    presses: 3,
    read: (root) => select(root).highlightedIndex(),
  },
  {
    slug: "combobox",
    what: "highlighted option",
    focus: (root) => openWithKey(root, combobox(root).input(), "ArrowDown"),
    key: "ArrowDown",
    presses: 3,
    read: (root) => combobox(root).highlightedIndex(),
  },
]

// Demos added since, and variants (`<slug>/<variant>`, from `<slug>.<variant>.page.ts`),
// declare their burst with their page object's facts: no list to edit.
for (const [key, { keyBurst }] of factsBySlug) {
  const [slug, variant] = key.split("/") as [string, string | undefined]
  if (keyBurst)
    steppableParts.push({
      slug,
      ...keyBurst,
      attributes: variant ? { ...keyBurst.attributes, variant } : keyBurst.attributes,
    })
}

const keysOf = (part: SteppablePart) =>
  Array.from({ length: part.presses }, (_, index) =>
    typeof part.key === "string" ? part.key : part.key(index),
  )

for (const cpuSlowdown of [1, 4]) {
  const speed = cpuSlowdown === 1 ? "at full speed" : `with the CPU throttled ${cpuSlowdown}×`
  describe(`keys pressed back to back, ${speed}`, () => {
    afterEach(cleanup)

    for (const part of steppableParts) {
      const keyName = typeof part.key === "string" ? part.key : "typed keys"
      it(`<demo-${part.slug}>: ${part.presses} × ${keyName} move the ${part.what} ${part.presses} steps`, async () => {
        const { root } = await mountDemo(part.slug, part.attributes)
        await part.focus(root)
        const start = part.read(root)
        const expected = start + part.presses * (part.step ?? 1)
        await throttleCpu(cpuSlowdown)
        try {
          await pressBurst(keysOf(part))
          await waitForValue(() => part.read(root), expected, `the ${part.what} after the burst`)
        } finally {
          await throttleCpu(1)
        }
      })
    }
  })
}

/** Keys a script sends: each a `keydown` and a `keyup` on the focused part, all in one task. */
function dispatchKeysInOneTask(key: string, count: number) {
  const target = deepActiveElement()
  if (!target) throw new Error("Nothing has focus to send keys to")
  for (let index = 0; index < count; index++) {
    for (const type of ["keydown", "keyup"])
      target.dispatchEvent(
        new KeyboardEvent(type, { key, bubbles: true, composed: true, cancelable: true }),
      )
  }
}

/**
 * Keys a script, a test or an assistive tool dispatches count as a native control counts
 * them, even when they all come in one task, with no render between them. Only named keys:
 * a dispatched letter types nothing, and a dispatched Enter activates no button.
 */
describe("keys dispatched in one task", () => {
  afterEach(cleanup)

  /** Where a dispatched key does not step, on a native control either, and why. */
  const notSteppedByDispatch: Record<string, string> = {
    "radio-group": "the browser moves a native radio button's check, and not for a dispatched key",
    "segment-control": "the same: its segments are native radio buttons",
    "tree-view":
      "a key steps from the node it is sent to, and focus moves to the next node a frame later",
  }

  for (const part of steppableParts) {
    if (typeof part.key !== "string" || !/^(Arrow|Home|End|Page)/.test(part.key)) continue
    if (part.slug in notSteppedByDispatch) continue
    it(`<demo-${part.slug}>: ${part.presses} × ${part.key} move the ${part.what} ${part.presses} steps`, async () => {
      const { root } = await mountDemo(part.slug, part.attributes)
      await part.focus(root)
      const start = part.read(root)
      dispatchKeysInOneTask(part.key as string, part.presses)
      await waitForValue(
        () => part.read(root),
        start + part.presses * (part.step ?? 1),
        `the ${part.what} after the keys`,
      )
    })
  }

  it("<demo-slider>: 2,000 × ArrowRight in one task end at the maximum, as 2,000 presses do", async () => {
    const { root } = await mountDemo("slider")
    await focusOn(slider(root).thumb())
    dispatchKeysInOneTask("ArrowRight", 2000)
    const max = Number(slider(root).thumb().getAttribute("aria-valuemax"))
    await waitForValue(() => slider(root).value(), max, "the slider after 2,000 keys")
  })

  it("<demo-combobox>: 14 × ArrowDown in one task highlight the 15th option", async () => {
    const { root } = await mountDemo("combobox")
    await openWithKey(root, combobox(root).input(), "ArrowDown")
    const start = combobox(root).highlightedIndex()
    dispatchKeysInOneTask("ArrowDown", 14)
    await waitForValue(
      () => combobox(root).highlightedIndex(),
      start + 14,
      "the highlighted option",
    )
  })

  it("<demo-slider>: focus() and a key in the same task step once and throw nothing", async () => {
    const { root } = await mountDemo("slider")
    const errors: string[] = []
    const onError = (event: ErrorEvent) => errors.push(event.message)
    window.addEventListener("error", onError)
    try {
      const thumb = slider(root).thumb()
      const start = slider(root).value()
      thumb.focus()
      thumb.dispatchEvent(
        new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, composed: true }),
      )
      await waitForValue(() => slider(root).value(), start + 1, "the slider after the key")
      await nextFrame()
      expect(errors).to.deep.equal([])
    } finally {
      window.removeEventListener("error", onError)
    }
  })
})
