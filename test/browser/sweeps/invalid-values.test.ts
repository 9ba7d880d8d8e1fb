import { expect } from "chai"
import { sweptDemos, sweptScenarios } from "./swept"
import { attributeName } from "../../../src/components/kit/runtime/controls"
import { captureConsole, cleanup, mountDemo, nextFrame, type MountedDemo } from "../helpers"
import { testFactsOf } from "./demo-facts"
import { observable, settled } from "./observable"
import { invalidValues } from "./sample-values"

// Every setting given a value it cannot take (an unknown option, text for a number, a number
// outside its range, a boolean word it does not know) warns once, naming the element, the
// attribute, the value and the default it uses instead; the widget stays as it was.
describe("every invalid attribute warns once and falls back to the default", () => {
  for (const { slug, key: factsKey, name, attributes, controls } of sweptScenarios) {
    const tag = `demo-${slug}`
    describe(name, () => {
      let demo: MountedDemo
      let baseline = ""

      before(async () => {
        const still = testFactsOf(factsKey).still
        demo = await mountDemo(slug, { ...attributes, ...still, "no-toolbar": "" })
        baseline = await settled(demo.root)
      })
      after(cleanup)

      for (const [key, control] of Object.entries(controls)) {
        const attribute = attributeName(key)
        for (const raw of invalidValues(control))
          it(`${attribute}="${raw}"`, async () => {
            const warnings = captureConsole("warn")
            try {
              demo.element.setAttribute(attribute, raw)
              demo.element.setAttribute(attribute, raw)
              await nextFrame()
              expect(warnings.calls).to.have.length(1)
              const [warning] = warnings.calls
              expect(warning).to.contain(`<${tag}>: invalid ${attribute}="${raw}" (expected `)
              expect(warning).to.contain(
                `; using the default ${JSON.stringify(control.defaultValue)}.`,
              )
              const property = key as keyof typeof demo.element
              expect(demo.element[property], "the setting's value").to.equal(control.defaultValue)
              // A setting the still mount holds falls back to its default, which is not still.
              if (!(attribute in (testFactsOf(factsKey).still ?? {})))
                expect(observable(demo.root), "the widget").to.equal(baseline)
            } finally {
              warnings.restore()
              const held = testFactsOf(factsKey).still?.[attribute]
              if (held === undefined) demo.element.removeAttribute(attribute)
              else demo.element.setAttribute(attribute, held)
            }
          })
      }
    })
  }
})

// A variant name the demo does not have warns the same way and shows the demo itself.
describe("an unknown variant warns once and shows the demo itself", () => {
  afterEach(cleanup)
  for (const { slug, variants } of sweptDemos.filter((demo) => demo.variants.length > 0))
    it(`<demo-${slug} variant="no-such-variant">`, async () => {
      const warnings = captureConsole("warn")
      try {
        const { element } = await mountDemo(slug, { variant: "no-such-variant" })
        const expected = ["basic", ...variants.map(({ name }) => name)].join(", ")
        expect(warnings.calls).to.deep.equal([
          `<demo-${slug}>: invalid variant="no-such-variant" (expected one of ${expected}); using the default basic.`,
        ])
        expect((element as HTMLElement & { variant: string }).variant).to.equal("basic")
      } finally {
        warnings.restore()
      }
    })
})
