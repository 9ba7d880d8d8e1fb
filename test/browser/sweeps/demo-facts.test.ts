import { expect } from "chai"
import { findDemo, findVariant } from "../../../src/catalog"
import { attributeName } from "../../../src/components/kit/runtime/controls"
import { factsBySlug } from "./demo-facts"

// The demos' test facts (`<slug>.page.ts` in the demo's folder) name real demos and real
// controls: a fact left behind by a renamed demo or control would otherwise silently exempt
// nothing, or hide a control from the sweeps.
describe("the demos' test facts", () => {
  it("are found for the demos that have them", () => {
    expect(factsBySlug.size).to.be.greaterThan(30)
    expect(factsBySlug.get("slider")?.stepped?.key).to.equal("ArrowRight")
  })

  for (const [slug, facts] of factsBySlug) {
    it(`${slug}'s page object names the ${slug} demo's own controls`, () => {
      // `<slug>/<variant>`: a variant's page object, naming the variant's settings.
      const [demoSlug, variant] = slug.split("/") as [string, string | undefined]
      const demo = variant ? findVariant(demoSlug, variant) : findDemo(demoSlug)
      expect(demo, `no demo or variant named ${slug}`).to.not.equal(undefined)
      const controls = demo!.controls
      for (const [key, reason] of Object.entries(facts.seenOnlyInUse ?? {})) {
        expect(controls, `${slug} has no control ${key}`).to.have.property(key)
        expect(reason.length, `${slug}.${key} says why`).to.be.greaterThan(10)
      }
      for (const key of Object.keys(facts.sampleText ?? {}))
        expect(controls[key]?.type, `${slug}.${key} is a text control`).to.equal("string")
      const attributes = Object.keys(controls).map(attributeName)
      for (const attribute of Object.keys(facts.still ?? {}))
        expect(attributes, `${slug} has no attribute ${attribute}`).to.include(attribute)
      if (facts.popupTrigger)
        expect(controls, `${slug} has a placement`).to.have.property("placement")
      if (facts.stepped) expect(controls, `${slug} has a step`).to.have.property("step")
    })
  }
})
