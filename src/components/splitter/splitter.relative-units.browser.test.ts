import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  mountDemo,
  nextFrame,
  press,
  pressWith,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-splitter variant="relative-units">: zag's splitter/relative-units page (no e2e file
 * targets it). A vertical stack of header, body and footer sized and bounded in rem, em, vh
 * and percent. What a basic splitter, in percent alone, would fail: the handles' limits are
 * those units turned into percent of this splitter's height, the keys step from there, and
 * the panels keep to the units in pixels at either limit.
 */

type PanelId = "header" | "body" | "footer"

async function mount() {
  const { root, element } = await mountDemo("splitter", { variant: "relative-units" })
  const splitterRoot = root.querySelector<HTMLElement>('[data-scope="splitter"][data-part="root"]')!
  const handle = (name: "Header and Body" | "Body and Footer") =>
    getByRole(within(root), "separator", { name: `Resize ${name}` })
  const attribute = (name: "Header and Body" | "Body and Footer", which: string) =>
    Number(handle(name).getAttribute(`aria-value${which}`))
  const height = (id: PanelId) =>
    root.querySelector(`[data-part="panel"][data-id="${id}"]`)!.getBoundingClientRect().height
  // What 1rem, 1em (the splitter's own font size) and 1vh are, in pixels, on this page.
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
  const em = parseFloat(getComputedStyle(splitterRoot).fontSize)
  const vh = window.innerHeight / 100
  /** A length in pixels as percent of the splitter's height, as zag counts sizes. */
  const percent = (px: number) => (px / splitterRoot.getBoundingClientRect().height) * 100
  const sizes = () => root.querySelector(".sb-splitter-status")!.textContent
  await waitFor(() => sizes() !== "", "the splitter measured")
  /** The height the panels share: the splitter's less its two handles. */
  const shared = () =>
    splitterRoot.getBoundingClientRect().height -
    [...root.querySelectorAll('[role="separator"]')].reduce(
      (sum, separator) => sum + separator.getBoundingClientRect().height,
      0,
    )
  return { element, handle, attribute, height, rem, em, vh, percent, sizes, shared }
}

const focus = async (separator: HTMLElement) => {
  separator.focus()
  await nextFrame()
}

describe('<demo-splitter variant="relative-units">', () => {
  afterEach(cleanup)

  it("starts the header at 4rem and the footer at 3em, the body taking the rest", async () => {
    const { height, rem, em, sizes, attribute, percent } = await mount()
    // em is the splitter's font size, set apart from rem so the two units differ.
    expect(em).to.not.equal(rem)
    // The handles take a share of the height, so each panel is within a few pixels.
    expect(height("header")).to.be.closeTo(4 * rem, 6)
    expect(height("footer")).to.be.closeTo(3 * em, 6)
    expect(height("body")).to.be.above(height("header") + height("footer"))
    expect(attribute("Header and Body", "now")).to.be.closeTo(percent(4 * rem), 1)
    expect(sizes()).to.match(/^Header \d+%, Body \d+%, Footer \d+% of the height$/)
  })

  it("bounds the header handle by the units: 3rem, and 20vh or what the others' minimums leave", async () => {
    const { attribute, rem, em, vh, percent } = await mount()
    expect(attribute("Header and Body", "min")).to.equal(Math.round(percent(3 * rem)))
    const othersMin = percent(6 * rem) + percent(2 * em)
    expect(attribute("Header and Body", "max")).to.equal(
      Math.round(Math.min(percent(20 * vh), 100 - othersMin)),
    )
  })

  it("steps the header by one percent per arrow, ten with Shift, and its height follows", async () => {
    const { handle, attribute, height, sizes } = await mount()
    const start = attribute("Header and Body", "now")
    const before = height("header")
    await focus(handle("Header and Body"))
    await press("ArrowDown")
    await press("ArrowDown")
    await press("ArrowDown")
    expect(attribute("Header and Body", "now")).to.equal(start + 3)
    await waitFor(() => height("header") > before + 3, "the header taller")
    await waitFor(
      () => sizes().startsWith(`Header ${start + 3}%`),
      "the sizes to show the header's new share",
    )
    await press("ArrowUp")
    expect(attribute("Header and Body", "now")).to.equal(start + 2)
    await pressWith("Shift", "ArrowUp")
    expect(attribute("Header and Body", "now")).to.equal(
      Math.max(start - 8, attribute("Header and Body", "min")),
    )
  })

  it("holds the header between 3rem and 20vh in pixels on Home and End", async () => {
    const { handle, attribute, height, rem, em, vh, shared } = await mount()
    await focus(handle("Header and Body"))
    await press("End")
    expect(attribute("Header and Body", "now")).to.equal(attribute("Header and Body", "max"))
    // 20vh, unless the viewport is so tall that the body and footer at their minimums stop it.
    const cap = Math.min(20 * vh, shared() - 6 * rem - 2 * em)
    await waitFor(() => Math.abs(height("header") - cap) < 8, "the header at its cap")
    // The panel's own max-height is 20vh: it never passes it, whatever the handles' share.
    expect(height("header")).to.be.at.most(20 * vh + 0.5)
    await press("ArrowDown")
    expect(attribute("Header and Body", "now")).to.equal(attribute("Header and Body", "max"))

    await press("Home")
    expect(attribute("Header and Body", "now")).to.equal(attribute("Header and Body", "min"))
    await waitFor(() => Math.abs(height("header") - 3 * rem) < 1, "the header at 3rem")
    await press("ArrowUp")
    expect(attribute("Header and Body", "now")).to.equal(attribute("Header and Body", "min"))
  })

  it("grows the footer from its handle up to 25vh and shrinks it to 2em", async () => {
    const { handle, attribute, height, rem, em, vh, shared } = await mount()
    const footer = height("footer")
    await focus(handle("Body and Footer"))
    // This handle's value is the body's share: up shrinks the body and grows the footer.
    const body = attribute("Body and Footer", "now")
    await press("ArrowUp")
    expect(attribute("Body and Footer", "now")).to.equal(body - 1)
    await waitFor(() => height("footer") > footer, "the footer taller")
    for (let step = 0; step < 6; step++) await pressWith("Shift", "ArrowUp")
    // 25vh, unless the header and the body at its minimum leave less.
    const cap = Math.min(25 * vh, shared() - height("header") - 6 * rem)
    await waitFor(() => Math.abs(height("footer") - cap) < 8, "the footer at its cap")
    expect(height("footer")).to.be.at.most(25 * vh + 0.5)
    await press("End")
    await waitFor(() => Math.abs(height("footer") - 2 * em) < 1, "the footer at 2em")
  })

  it("has no serious accessibility violations", async () => {
    const { element, handle } = await mount()
    await focus(handle("Body and Footer"))
    await press("ArrowUp")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
