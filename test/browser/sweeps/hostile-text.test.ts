import { expect } from "chai"
import { sweptScenarios } from "./swept"
import { attributeName } from "../../../src/components/kit/runtime/controls"
import { cleanup, mountDemo, type MountedDemo } from "../helpers"
import { settled } from "./observable"

const HOSTILE = "<img src=x onerror=alert(1)>"

// Markup typed into any text setting stays text: no element is made from it, no handler runs.
describe("hostile markup in every text setting renders as text", () => {
  let alerts: unknown[] = []
  const originalAlert = window.alert
  before(() => (window.alert = (message) => alerts.push(message)))
  after(() => (window.alert = originalAlert))

  for (const { slug, name, attributes, controls } of sweptScenarios) {
    const texts = Object.entries(controls).filter(([, control]) => control.type === "string")
    if (texts.length === 0) continue
    describe(name, () => {
      let demo: MountedDemo
      let images = 0

      before(async () => {
        demo = await mountDemo(slug, attributes)
        await settled(demo.root)
        images = demo.root.querySelectorAll("img").length
      })
      after(cleanup)

      for (const [key] of texts) {
        const attribute = attributeName(key)
        it(attribute, async () => {
          alerts = []
          demo.element.setAttribute(attribute, HOSTILE)
          try {
            await settled(demo.root)
            const { root } = demo
            expect(root.querySelectorAll("img").length, "images").to.equal(images)
            expect(root.querySelector('img[src="x"], [onerror]'), "markup from the text").to.equal(
              null,
            )
            expect(alerts).to.deep.equal([])
          } finally {
            demo.element.removeAttribute(attribute)
          }
        })
      }
    })
  }
})
