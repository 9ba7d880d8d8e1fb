import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { emulateMedia } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  mountDemo,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

// <demo-presence variant="swap">, zag's swap example: one button, two faces, each behind its own
// presence machine. The presence demo has no pressed button and no faces, so it fails each test.

const button = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Mute" })
const faces = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('[data-scope="swap"][data-part="face"]')].map(
    (face) => `${face.dataset.face} ${face.dataset.state}`,
  )

describe('<demo-presence variant="swap">', () => {
  afterEach(async () => {
    cleanup()
    await emulateMedia({ reducedMotion: "no-preference" })
  })

  it("starts unmuted, showing only the sound face, as a toggle button named Mute", async () => {
    const { root } = await mountDemo("presence", { variant: "swap" })
    expect(button(root).getAttribute("aria-pressed")).to.equal("false")
    expect(faces(root)).to.deep.equal(["sound open"])
  })

  it("keeps the leaving face mounted, closing, while the new one enters; then only the new one", async () => {
    const { root } = await mountDemo("presence", { variant: "swap", duration: "600" })
    await click(button(root))
    expect(button(root).getAttribute("aria-pressed")).to.equal("true")
    await waitFor(
      () => faces(root).join() === ["muted open", "sound closed"].join(),
      "both faces while the old one animates out",
    )
    await waitFor(() => faces(root).join() === "muted open", "the sound face gone after its exit")
    await click(button(root))
    await waitFor(() => faces(root).join() === "sound open", "the sound face back")
  })

  it("swaps at once when the reader asks for less motion", async () => {
    await emulateMedia({ reducedMotion: "reduce" })
    const { root } = await mountDemo("presence", { variant: "swap" })
    await click(button(root))
    await waitFor(() => faces(root).join() === "muted open", "only the muted face")
  })

  it("has no serious accessibility violations", async () => {
    const { element, root } = await mountDemo("presence", { variant: "swap" })
    await click(button(root))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
