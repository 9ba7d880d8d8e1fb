import { expect } from "chai"
import { catalog } from "../../../src/catalog"
import { cleanup, mountDemo, seriousViolations } from "../helpers"

// Every demo, as it first renders, in both themes: no serious or critical axe violation,
// colour contrast included. Per-demo files test the states a user opens (menus, dialogs).
describe("axe in both themes, every demo", () => {
  afterEach(cleanup)

  for (const theme of ["light", "dark"] as const)
    for (const { slug } of catalog)
      it(`<demo-${slug} theme="${theme}">`, async () => {
        const { element } = await mountDemo(slug, { theme })
        expect(await seriousViolations(element)).to.deep.equal([])
      })
})
