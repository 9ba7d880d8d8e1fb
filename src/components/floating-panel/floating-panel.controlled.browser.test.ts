import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  centre,
  click,
  mountDemo,
  nextFrame,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { dragBy } from "./floating-panel.page"

/*
 * <demo-floating-panel variant="controlled">: open state, size and position held by the page.
 * zag's scenarios for /floating-panel/controlled (e2e/floating-panel.e2e.ts) ported: controlled
 * open wins over defaultOpen, api.setPosition/api.setSize, restore after maximize, repeated
 * resizes without a render loop. The basic demo has none of the outside buttons nor the readout.
 */

const button = (root: ShadowRoot, name: string) =>
  getByRole(within(root), "button", { name }) as HTMLButtonElement
const panel = (root: ShadowRoot) => queryByRole(within(root), "dialog", { name: "Floating Panel" })
const part = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[data-scope="floating-panel"][data-part="${name}"]`)!
const readout = (root: ShadowRoot) =>
  getByRole(within(root), "status", { name: "Panel rect" }).textContent!.replace(/\s+/g, " ")
/** The panel's box as "x,y wxh", rounded: compared as text. */
const rect = (root: ShadowRoot) => {
  const box = part(root, "content").getBoundingClientRect()
  const r = Math.round
  return `${r(box.left)},${r(box.top)} ${r(box.width)}x${r(box.height)}`
}

/**
 * By keyboard: the fixed panel may lie over the buttons once moved near the top-left corner,
 * where a mouse click would land on the panel instead.
 */
async function activate(root: ShadowRoot, name: string) {
  button(root, name).focus()
  await press("Enter")
}

async function openPanel() {
  const mounted = await mountDemo("floating-panel", { variant: "controlled" })
  await click(button(mounted.root, "Toggle Panel"))
  await waitFor(() => panel(mounted.root), "the panel to open")
  await waitFor(() => rect(mounted.root) === "120,120 360x260", "the panel at its start rect")
  return mounted
}

describe('<demo-floating-panel variant="controlled">', () => {
  afterEach(resetMouseAndCleanup)

  it("starts closed: the controlled open state wins over defaultOpen", async () => {
    const { root } = await mountDemo("floating-panel", { variant: "controlled" })
    await nextFrame()
    expect(panel(root)).to.equal(null)
    expect(button(root, "Open panel")).to.not.equal(null)
    await click(button(root, "Open panel"))
    await waitFor(() => panel(root), "the panel opened from outside")
    await waitFor(() => button(root, "Close panel"), "the outside button to say Close")
    await click(button(root, "Close Window"))
    await waitFor(() => !panel(root), "the panel closed from its own button")
    await waitFor(() => button(root, "Open panel"), "the page's state following the close")
  })

  it("moves and resizes from the page's state, the readout following", async () => {
    const { root } = await openPanel()
    expect(readout(root)).to.equal("size: 360×260 | position: (120, 120)")
    await activate(root, "Set size: 420x320")
    await waitFor(() => rect(root) === "120,120 420x320", "the panel resized from outside")
    await activate(root, "Set position: (32, 32)")
    await waitFor(() => rect(root) === "32,32 420x320", "the panel moved from outside")
    expect(readout(root)).to.equal("size: 420×320 | position: (32, 32)")
    await activate(root, "Reset rect")
    await waitFor(() => rect(root) === "120,120 360x260", "the panel back at its start rect")
  })

  it("supports api.setPosition and api.setSize", async () => {
    const { root } = await openPanel()
    await activate(root, "API set position: (48, 48)")
    await waitFor(() => rect(root) === "48,48 360x260", "the panel at 48,48")
    await activate(root, "API set size: 440x300")
    await waitFor(() => rect(root) === "48,48 440x300", "the panel at 440x300")
    await waitFor(
      () => readout(root) === "size: 440×300 | position: (48, 48)",
      "the readout to follow the api",
    )
  })

  it("reports a drag to the page, and restores that position after maximize", async () => {
    const { root } = await openPanel()
    await dragBy(centre(part(root, "title")), 140, 90)
    await waitFor(() => rect(root) === "260,210 360x260", "the panel dragged")
    await waitFor(() => readout(root) === "size: 360×260 | position: (260, 210)", "the readout")
    await click(button(root, "Maximize window"))
    await waitFor(() => part(root, "content").hasAttribute("data-maximized"), "maximized")
    await click(button(root, "Restore window"))
    await waitFor(() => !part(root, "content").hasAttribute("data-maximized"), "restored")
    await waitFor(() => rect(root) === "260,210 360x260", "the position from before maximize")
  })

  it("survives repeated resizes and drags, ending where the moves add up to", async () => {
    const { root } = await openPanel()
    const handle = () => part(root, "content").querySelector<HTMLElement>('[data-axis="se"]')!
    for (let round = 0; round < 3; round++) {
      await dragBy(centre(handle()), 40, 30)
      await dragBy(centre(handle()), -30, -20)
      await dragBy(centre(part(root, "title")), 30, 20)
    }
    await waitFor(() => rect(root) === "210,180 390x290", "the panel moved and grown")
    expect(readout(root)).to.equal("size: 390×290 | position: (210, 180)")
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await openPanel()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
