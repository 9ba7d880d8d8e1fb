import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import { emulateMedia } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  seriousViolations,
  sleep,
  visualizerText,
  waitFor,
  within,
} from "../../../test/browser/helpers"

const toggle = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Toggle panel" })
const panel = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="presence"][data-part="panel"]')
const state = (root: ShadowRoot) => visualizerText(root).match(/^state: "(\w+)"/)?.[1]
const animationName = (root: ShadowRoot) => getComputedStyle(panel(root)!).animationName

describe("<demo-presence>", () => {
  afterEach(async () => {
    cleanup()
    await emulateMedia({ reducedMotion: "no-preference" })
  })

  it("shows the panel on load without an enter animation by default", async () => {
    const { root } = await mountDemo("presence")
    expect(panel(root)!.textContent).to.contain("Presence panel")
    expect(panel(root)!.dataset.state).to.equal("open")
    expect(animationName(root)).to.equal("none")
    expect(toggle(root).getAttribute("aria-expanded")).to.equal("true")
    await openToolbarTab(root, "Controls")
    const duration = getByLabelText(within(root), "Animation duration (ms)") as HTMLInputElement
    expect(duration.value).to.equal("400")
  })

  it("plays the enter animation on load when skipping is off", async () => {
    const { root } = await mountDemo("presence", { "skip-animation-on-mount": "false" })
    expect(animationName(root)).to.equal("sb-presence-in")
  })

  it("keeps the panel mounted through the exit animation: mounted → unmountSuspended → unmounted", async () => {
    const { root } = await mountDemo("presence", { duration: "600" })
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => state(root) === "mounted", "the mounted state")
    await click(toggle(root))
    expect(toggle(root).getAttribute("aria-expanded")).to.equal("false")
    await waitFor(() => state(root) === "unmountSuspended", "the unmountSuspended state")
    expect(panel(root)?.dataset.state).to.equal("closed")
    expect(animationName(root)).to.equal("sb-presence-out")
    await sleep(200)
    expect(panel(root), "still in the DOM mid-animation").to.not.equal(null)
    await waitFor(() => !panel(root), "the panel to leave after its animation", 2000)
    await waitFor(() => state(root) === "unmounted", "the unmounted state")
  })

  it("mounts the panel again with its enter animation", async () => {
    const { root } = await mountDemo("presence", { duration: "100" })
    await click(toggle(root))
    await waitFor(() => !panel(root), "the panel to leave")
    await click(toggle(root))
    await waitFor(() => panel(root), "the panel to return")
    expect(panel(root)!.dataset.state).to.equal("open")
    expect(animationName(root)).to.equal("sb-presence-in")
  })

  it("unmounts at once with a duration of 0", async () => {
    const { root } = await mountDemo("presence", { duration: "0" })
    await openToolbarTab(root, "Visualizer")
    await click(toggle(root))
    await waitFor(() => !panel(root), "the panel to leave", 300)
    expect(state(root)).to.equal("unmounted")
  })

  it("skips the animations when the user prefers reduced motion", async () => {
    await emulateMedia({ reducedMotion: "reduce" })
    const { root } = await mountDemo("presence", { duration: "3000" })
    await click(toggle(root))
    await waitFor(() => !panel(root), "the panel to leave", 500)
  })

  it("has no serious or critical axe violations once the panel has left", async () => {
    const { root, element } = await mountDemo("presence", { duration: "0" })
    await click(toggle(root))
    await waitFor(() => !panel(root), "the panel to leave")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
