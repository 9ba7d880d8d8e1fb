import { expect } from "chai"
import { sweptDemos } from "./swept"
import { attributeName } from "../../../src/components/kit/runtime/controls"
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
import { controlField, setControlField } from "./control-fields"
import { testFactsOf } from "./demo-facts"
import { observable, settled } from "./observable"
import { fieldValue, otherValue } from "./sample-values"

// Every control of every demo, changed in the Controls tab to a value other than its default,
// changes what a user sees: the widget's markup or the Visualizer's state and context. The
// exceptions (controls seen only in use, popups placed as they open, steps seen as a key
// moves the value) are the demo's own facts, kept with its page object (pages/test-facts.ts).

describe("every control reaches its widget", () => {
  after(cleanup)

  for (const { slug, controls } of sweptDemos) {
    const facts = testFactsOf(slug)
    describe(`<demo-${slug}>`, () => {
      let demo: MountedDemo | null = null
      let baseline = ""

      async function freshDemo() {
        cleanup()
        demo = await mountDemo(slug, facts.still)
        await waitFor(() => demo!.root.querySelector(".sb-controls"), "the Controls tab")
        baseline = await settled(demo.root)
      }

      after(cleanup)

      for (const [key, control] of Object.entries(controls)) {
        const id = `${slug}.${key}`
        if (facts.seenOnlyInUse?.[key]) continue
        // Swept below, in use.
        if ((key === "placement" && facts.popupTrigger) || (key === "step" && facts.stepped))
          continue
        // A control the still mount holds is swept from there to its default.
        const held = facts.still?.[attributeName(key)]
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

  for (const { slug, controls } of sweptDemos) {
    const trigger = testFactsOf(slug).popupTrigger
    if (!trigger) continue
    const control = controls.placement!
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

  for (const { slug, controls } of sweptDemos) {
    const { stepped: facts } = testFactsOf(slug)
    if (!facts) continue
    const { part: stepped, value: read, key, startsEmpty } = facts
    const control = controls.step!
    const value = otherValue(slug, "step", control)
    it(`<demo-${slug}> step = "${value}"`, async () => {
      const { root } = await mountDemo(slug)
      setControlField(await controlField(root, "step", control), value)
      stepped(root).focus()
      await expectFocus(stepped(root))
      if (startsEmpty) await press(key)
      const start = read(root)
      await press(key)
      await waitForValue(() => read(root), start + Number(value), `${slug} after one ${key}`)
    })
  }
})
