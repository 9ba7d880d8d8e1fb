import { expect } from "chai"
import { sweptScenarios } from "./swept"
import {
  cleanup,
  mountDemo,
  openToolbarTab,
  seriousViolations,
  waitFor,
  type MountedDemo,
} from "../helpers"

/** Switches a mounted demo's theme and waits until its colours have finished changing. */
async function switchTheme({ element, root }: MountedDemo, theme: "light" | "dark") {
  element.setAttribute("theme", theme)
  await waitFor(() => element.matches(`:state(${theme})`), `the ${theme} theme`)
  // Some parts fade between colours (the switch's track, the carousel's indicators).
  const fades = root.getAnimations().filter((animation) => animation instanceof CSSTransition)
  await Promise.all(fades.map((fade) => fade.finished))
}

// Every demo and variant, as it first renders, in both themes: no serious or critical axe violation,
// colour contrast included. Each is mounted once, checked light, then switched to dark; a demo
// is then checked again in both with the Accessibility tab open (its tables, keys and check).
// A variant's tab is the same markup over its own parts and keys: checking it for all 125 of
// them took a third of this file's time (250 of 784 axe runs) for nothing a demo's does not show.
// Per-demo files test the states a user opens (menus, dialogs).
describe("axe in both themes, every demo", () => {
  for (const { slug, name, attributes } of sweptScenarios)
    describe(name, () => {
      let demo: MountedDemo
      before(async () => (demo = await mountDemo(slug, { ...attributes, theme: "light" })))
      after(cleanup)

      for (const theme of ["light", "dark"] as const)
        it(`theme="${theme}"`, async () => {
          await switchTheme(demo, theme)
          expect(await seriousViolations(demo.element)).to.deep.equal([])
        })

      if (attributes.variant) return
      for (const theme of ["dark", "light"] as const)
        it(`theme="${theme}", Accessibility tab open`, async () => {
          await openToolbarTab(demo.root, "Accessibility")
          await waitFor(
            () => demo.root.querySelector('[aria-label="Parts table"], .sb-a11y-count'),
            "the Accessibility tab's tables",
          )
          await switchTheme(demo, theme)
          expect(await seriousViolations(demo.element)).to.deep.equal([])
        })
    })
})
