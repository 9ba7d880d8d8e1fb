// The files `npm run new-variant <demo> <name>` writes into the demo's folder, as text: a
// variant that works from the first run (it renders its demo's component, under its demo's
// settings, inside a frame that names it), its `about`, and a scenario test that mounts it.

/** `in-dialog` -> `In Dialog`. */
const label = (name) =>
  name
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ")

/** `multiple-trigger` -> `MultipleTrigger`. */
const pascal = (name) => label(name).replace(/ /g, "")

/**
 * @param {string} slug the demo's slug
 * @param {string} name the variant's name
 * @param {string} folder the demo's folder, from the repository's root (`src/components/menu`)
 */
export function variantFiles(slug, name, folder) {
  const base = `${folder}/${slug}.${name}`
  const title = label(name)
  return {
    [`${base}.controls.ts`]: `import type { VariantAbout } from "../kit/runtime/demo-types"

// The variant's settings are its demo's. Where they differ, export its own schema here as
// \`controls\` (defineControls, as in ${slug}.controls.ts).

export const about: VariantAbout = {
  label: ${JSON.stringify(title)},
  summary: "A new variant: say in one line which question of a docs reader it answers.",
  keywords: [],
}
`,
    [`${base}.variant.tsx`]: `// A placeholder from \`npm run new-variant\`: the ${slug} demo as it is. Make it the scenario
// this variant shows, running the machine as ${slug}.demo.tsx does.
import type { DemoProps } from "../kit/runtime/demo-types"
import ${pascal(slug)}Demo, { styles } from "./${slug}.demo"
import type { controls } from "./${slug}.controls"

export { styles }

export default function ${pascal(slug)}${pascal(name)}(props: DemoProps<typeof controls>) {
  return (
    <section aria-label=${JSON.stringify(title)}>
      <${pascal(slug)}Demo {...props} />
    </section>
  )
}
`,
    [`${base}.browser.test.ts`]: `import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { cleanup, mountDemo, seriousViolations, within } from "../../../test/browser/helpers"

// <demo-${slug} variant="${name}">: assert what makes this variant what it is, which the
// ${slug} demo itself would fail.
describe('<demo-${slug} variant="${name}">', () => {
  afterEach(cleanup)

  it("shows the variant", async () => {
    const { root } = await mountDemo(${JSON.stringify(slug)}, { variant: ${JSON.stringify(name)} })
    expect(getByRole(within(root), "region", { name: ${JSON.stringify(title)} })).to.not.equal(null)
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo(${JSON.stringify(slug)}, { variant: ${JSON.stringify(name)} })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
`,
  }
}
