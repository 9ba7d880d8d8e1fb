import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  stageOf,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "./helpers"

const button = (root: ShadowRoot, name: string) =>
  getByRole(stageOf(root), "button", { name }) as HTMLButtonElement
const part = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[data-scope="avatar"][data-part="${name}"]`)
const status = (root: ShadowRoot) =>
  root.querySelector('[data-testid="avatar-status"]')!.textContent
const trail = (root: ShadowRoot) => root.querySelector('[data-testid="avatar-trail"]')!.textContent

async function waitForStatus(root: ShadowRoot, state: string) {
  await waitFor(() => status(root) === state, `status ${state} (now ${status(root)})`)
}

describe("<demo-avatar>", () => {
  afterEach(cleanup)

  it("shows the SPEC buttons, loads the image and keeps the initials fallback ready", async () => {
    const { root } = await mountDemo("avatar")
    for (const name of ["Change Image", "Broken Image", "Toggle Image"])
      expect(button(root, name).textContent).to.equal(name)
    await waitForStatus(root, "loaded")
    expect(trail(root)).to.equal("Recent states: loading → loaded")
    expect(part(root, "image")!.hidden).to.equal(false)
    expect(part(root, "image")!.getAttribute("src")).to.match(/^data:image\/svg\+xml,/)
    expect(part(root, "fallback")!.hidden).to.equal(true)
    expect(part(root, "fallback")!.textContent).to.contain("RM")
  })

  it("goes back to loading on a changed source, then loads the new image", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    const before = part(root, "image")!.getAttribute("src")
    await click(button(root, "Change Image"))
    await waitFor(
      () => trail(root) === "Recent states: loading → loaded → loading → loaded",
      `a second loading → loaded (now ${trail(root)})`,
    )
    expect(part(root, "image")!.getAttribute("src")).to.not.equal(before)
    expect(part(root, "image")!.hidden).to.equal(false)
  })

  it("shows the initials on a broken source, and recovers on Change Image", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    await click(button(root, "Broken Image"))
    await waitForStatus(root, "error")
    expect(trail(root)).to.equal("Recent states: loading → loaded → loading → error")
    expect(part(root, "image")!.hidden).to.equal(true)
    expect(part(root, "fallback")!.hidden).to.equal(false)
    expect(part(root, "fallback")!.textContent).to.contain("RM")

    await click(button(root, "Change Image"))
    await waitForStatus(root, "loaded")
    expect(part(root, "fallback")!.hidden).to.equal(true)
  })

  it("gives error when the image element is removed, and loads it again when added back", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    await click(button(root, "Toggle Image"))
    await waitForStatus(root, "error")
    expect(part(root, "image")).to.equal(null)
    expect(button(root, "Toggle Image").getAttribute("aria-pressed")).to.equal("false")
    expect(part(root, "fallback")!.hidden).to.equal(false)

    await click(button(root, "Toggle Image"))
    await waitForStatus(root, "loaded")
    expect(trail(root)).to.equal("Recent states: loading → loaded → error → loading → loaded")
    // The re-added image is watched too: a changed source still goes through loading.
    await click(button(root, "Change Image"))
    await waitFor(
      () => trail(root).endsWith("loading → loaded → loading → loaded"),
      `loading after a change (now ${trail(root)})`,
    )
  })

  it("works from the keyboard: Enter and Space press the buttons", async () => {
    const { root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    button(root, "Broken Image").focus()
    await expectFocus(button(root, "Broken Image"))
    await press("Enter")
    await waitForStatus(root, "error")
    button(root, "Change Image").focus()
    await press("Space")
    await waitForStatus(root, "loaded")
  })

  it("shows the machine state and its image events in the Visualizer", async () => {
    const { root } = await mountDemo("avatar")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "loaded"', "loaded state")
    await click(button(root, "Broken Image"))
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
    await waitFor(() => part(root, "fallback")!.textContent!.startsWith("?"), "empty initials")
    element.setAttribute("name", "ada lovelace byron")
    await waitFor(() => part(root, "fallback")!.textContent!.startsWith("AB"), "AB initials")
    element.setAttribute("dir", "rtl")
    await waitFor(() => part(root, "root")!.getAttribute("dir") === "rtl", "rtl avatar")
  })

  it("has no serious or critical axe violations, loaded or broken", async () => {
    const { element, root } = await mountDemo("avatar")
    await waitForStatus(root, "loaded")
    expect(await seriousViolations(element)).to.deep.equal([])
    await click(button(root, "Broken Image"))
    await waitForStatus(root, "error")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
