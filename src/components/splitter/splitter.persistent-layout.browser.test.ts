import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  nextFrame,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { LAYOUT_STORAGE_KEY } from "./saved-layout"

/*
 * <demo-splitter variant="persistent-layout">: zag's persistent-layout page (no e2e file
 * targets it). What a basic splitter lacks: sizes saved when a resize ends and restored by
 * the next mount (a reload), and a reset to the default sizes.
 */

const mount = () => mountDemo("splitter", { variant: "persistent-layout" })

function saved(root: ShadowRoot) {
  const all = within(root)
  const handle = () => getByRole(all, "separator", { name: "Resize Navigation and Page" })
  return {
    handle,
    value: () => Number(handle().getAttribute("aria-valuenow")),
    stored: () => localStorage.getItem(LAYOUT_STORAGE_KEY),
  }
}

describe('<demo-splitter variant="persistent-layout">', () => {
  beforeEach(() => localStorage.removeItem(LAYOUT_STORAGE_KEY))
  afterEach(async () => {
    await resetMouseAndCleanup()
    localStorage.removeItem(LAYOUT_STORAGE_KEY)
  })

  it("starts at 30 and 70 when nothing is saved", async () => {
    const { root } = await mount()
    await waitFor(() => saved(root).value() === 30, "navigation at 30")
    expect(saved(root).stored()).to.equal(null)
    expect(root.querySelector(".sb-splitter-status")!.textContent).to.equal(
      "Navigation at 30%, kept across reloads",
    )
  })

  it("saves the sizes after a resize and starts from them on the next mount", async () => {
    const { root } = await mount()
    saved(root).handle().focus()
    await nextFrame()
    await pressWith("Shift", "ArrowRight")
    await waitFor(() => saved(root).stored() === "[40,60]", "the sizes to be saved")
    cleanup()

    const again = await mount()
    await waitFor(() => saved(again.root).value() === 40, "the saved size, 40, restored")
  })

  it("puts back and saves the default sizes on Reset layout", async () => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, "[55,45]")
    const { root } = await mount()
    await waitFor(() => saved(root).value() === 55, "the saved size, 55")
    await click(getByRole(within(root), "button", { name: "Reset layout" }))
    await waitFor(() => saved(root).value() === 30, "the default size, 30")
    await waitFor(() => saved(root).stored() === "[30,70]", "the default sizes saved")
  })

  it("ignores a saved value that is no layout", async () => {
    for (const bad of ["not json", "[80,80]", '{"a":1}', "[50]"]) {
      localStorage.setItem(LAYOUT_STORAGE_KEY, bad)
      const { root } = await mount()
      await waitFor(() => saved(root).value() === 30, `the default size despite ${bad}`)
      cleanup()
    }
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
