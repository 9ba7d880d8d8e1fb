import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { avatar } from "./avatar.page"

async function waitForStatus(root: ShadowRoot, state: string) {
  await waitFor(
    () => avatar(root).status() === state,
    `status ${state} (now ${avatar(root).status()})`,
  )
}

describe("<demo-avatar>", () => {
  afterEach(cleanup)

  it("shows its buttons, loads the image and keeps the initials fallback ready", async () => {
    const { root } = await mountDemo("avatar")
    for (const name of ["Change Image", "Broken Image", "Toggle Image"])
      expect(avatar(root).button(name).textContent).to.equal(name)
    await waitForStatus(root, "loaded")
    expect(avatar(root).trail()).to.equal("Recent states: loading → loaded")
    expect(avatar(root).image()!.hidden).to.equal(false)
    expect(avatar(root).image()!.getAttribute("src")).to.match(/^data:image\/svg\+xml,/)
    expect(avatar(root).fallback().hidden).to.equal(true)
    expect(avatar(root).fallback().textContent).to.contain("RM")
  })

  it("goes back to loading on a changed source, then loads the new image", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    const before = avatar(root).image()!.getAttribute("src")
    await click(avatar(root).button("Change Image"))
    await waitFor(
      () => avatar(root).trail() === "Recent states: loading → loaded → loading → loaded",
      `a second loading → loaded (now ${avatar(root).trail()})`,
    )
    expect(avatar(root).image()!.getAttribute("src")).to.not.equal(before)
    expect(avatar(root).image()!.hidden).to.equal(false)
  })

  it("shows the initials on a broken source, and recovers on Change Image", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    await click(avatar(root).button("Broken Image"))
    await waitForStatus(root, "error")
    expect(avatar(root).trail()).to.equal("Recent states: loading → loaded → loading → error")
    expect(avatar(root).image()!.hidden).to.equal(true)
    expect(avatar(root).fallback().hidden).to.equal(false)
    expect(avatar(root).fallback().textContent).to.contain("RM")

    await click(avatar(root).button("Change Image"))
    await waitForStatus(root, "loaded")
    expect(avatar(root).fallback().hidden).to.equal(true)
  })

  it("gives error when the image element is removed, and loads it again when added back", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    await click(avatar(root).button("Toggle Image"))
    await waitForStatus(root, "error")
    expect(avatar(root).image()).to.equal(null)
    expect(avatar(root).button("Toggle Image").getAttribute("aria-pressed")).to.equal("false")
    expect(avatar(root).fallback().hidden).to.equal(false)

    await click(avatar(root).button("Toggle Image"))
    await waitForStatus(root, "loaded")
    expect(avatar(root).trail()).to.equal(
      "Recent states: loading → loaded → error → loading → loaded",
    )
    // The re-added image is watched too: a changed source still goes through loading.
    await click(avatar(root).button("Change Image"))
    await waitFor(
      () => avatar(root).trail().endsWith("loading → loaded → loading → loaded"),
      `loading after a change (now ${avatar(root).trail()})`,
    )
  })

  it("works from the keyboard: Enter and Space press the buttons", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    avatar(root).button("Broken Image").focus()
    await expectFocus(avatar(root).button("Broken Image"))
    await press("Enter")
    await waitForStatus(root, "error")
    avatar(root).button("Change Image").focus()
    await press("Space")
    await waitForStatus(root, "loaded")
  })

  it("shows the machine state and its image events in the Visualizer", async () => {
    const { root } = await mountDemo("avatar")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "loaded"', "loaded state")
    await click(avatar(root).button("Broken Image"))
    await waitForVisualizer(root, 'state: "error"', "error state")
    expect(visualizerText(root)).to.contain('"src.change"')
    expect(visualizerText(root)).to.contain('"img.error"')
  })

  it("changes the initials and the direction from the Controls tab", async () => {
    const { root, element } = await mountDemo("avatar")
    const name = getByLabelText(within(root), "Name") as HTMLInputElement
    expect(name.value).to.equal("Riley Morgan")
    name.focus()
    name.select()
    await press("Backspace")
    await waitFor(() => avatar(root).fallback().textContent!.startsWith("?"), "empty initials")
    element.setAttribute("name", "ada lovelace byron")
    await waitFor(() => avatar(root).fallback().textContent!.startsWith("AB"), "AB initials")
    element.setAttribute("dir", "rtl")
    await waitFor(() => avatar(root).root().getAttribute("dir") === "rtl", "rtl avatar")
  })

  it("has no serious or critical axe violations, loaded or broken", async () => {
    const { element, root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(avatar(root).button("Broken Image"))
    await waitForStatus(root, "error")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
