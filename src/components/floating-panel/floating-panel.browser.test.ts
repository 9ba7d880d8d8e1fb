import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import { dragBy, pressAndMove } from "./floating-panel.page"
import {
  centre,
  click,
  deepActiveElement,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"

const trigger = (root: ShadowRoot) =>
  getByRole(within(root), "button", { name: "Toggle Panel" }) as HTMLButtonElement
const panel = (root: ShadowRoot) => queryByRole(within(root), "dialog", { name: "Floating Panel" })
const content = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="floating-panel"][data-part="content"]')!
const part = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[data-scope="floating-panel"][data-part="${name}"]`)!
const panelButton = (root: ShadowRoot, name: string) =>
  // By label, not role: zag hides the stage buttons that do not apply to the current stage.
  content(root).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!
const handle = (root: ShadowRoot, axis: string) =>
  root.querySelector<HTMLElement>(`[data-part="resize-trigger"][data-axis="${axis}"]`)!
/** The panel's box as "x,y wxh", rounded: compared as text. */
const rect = (root: ShadowRoot) => {
  const box = content(root).getBoundingClientRect()
  const r = Math.round
  return `${r(box.left)},${r(box.top)} ${r(box.width)}x${r(box.height)}`
}

async function openPanel(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("floating-panel", attributes)
  await click(trigger(mounted.root))
  await waitFor(() => panel(mounted.root), "the panel to open")
  await waitFor(() => rect(mounted.root) === "300,100 320x240", "the panel at its default rect")
  return mounted
}

/** A point on the header away from its buttons. */
const headerPoint = (root: ShadowRoot) => centre(part(root, "title"))

describe("<demo-floating-panel>", () => {
  afterEach(resetMouseAndCleanup)

  it("opens from the trigger at 320x240, position 300,100, with focus in the panel", async () => {
    const { root } = await mountDemo("floating-panel")
    expect(panel(root)).to.equal(null)
    expect(trigger(root).getAttribute("data-state")).to.equal("closed")
    await click(trigger(root))
    await waitFor(() => panel(root), "the panel to open")
    expect(rect(root)).to.equal("300,100 320x240")
    expect(getComputedStyle(part(root, "positioner")).position).to.equal("fixed")
    expect(trigger(root).getAttribute("data-state")).to.equal("open")
    expect(part(root, "title").textContent).to.equal("Floating Panel")
    await waitFor(() => deepActiveElement() === content(root), "focus on the panel")
    for (const name of ["Minimize window", "Maximize window", "Close Window"])
      expect(panelButton(root, name).hidden, name).to.equal(false)
    expect(panelButton(root, "Restore window").hidden).to.equal(true)
    const axes = [...root.querySelectorAll('[data-part="resize-trigger"]')].map((h) =>
      h.getAttribute("data-axis"),
    )
    expect(axes).to.deep.equal(["n", "e", "s", "w", "ne", "se", "sw", "nw"])
  })

  it("moves when the header is dragged with the mouse, showing dragging meanwhile", async () => {
    const { root } = await openPanel()
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, '"open.idle"', "the open.idle state")
    await pressAndMove(headerPoint(root), 100, 50)
    await waitForVisualizer(root, '"open.dragging"', "dragging state")
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, '"open.idle"', "idle after the drop")
    expect(rect(root)).to.equal("400,150 320x240")
  })

  it("puts the panel back where it was when Escape is pressed mid-drag", async () => {
    const { root } = await openPanel()
    await pressAndMove(headerPoint(root), 60, 40)
    await waitFor(() => rect(root) === "360,140 320x240", "the panel moved")
    await press("Escape")
    await waitFor(() => rect(root) === "300,100 320x240", "the panel back in place")
    await sendMouse({ type: "up" })
    expect(panel(root), "Escape during a drag does not close").to.not.equal(null)
  })

  it("grows from the south-east corner, showing resizing meanwhile", async () => {
    const { root } = await openPanel()
    await openToolbarTab(root, "Visualizer")
    await pressAndMove(centre(handle(root, "se")), 80, 60)
    await waitForVisualizer(root, '"open.resizing"', "resizing state")
    await sendMouse({ type: "up" })
    await waitFor(() => rect(root) === "300,100 400x300", "the panel grown to 400x300")
  })

  it("resizes from the west edge, moving the left side", async () => {
    const { root } = await openPanel()
    await dragBy(centre(handle(root, "w")), -50, 0)
    await waitFor(() => rect(root) === "250,100 370x240", "the panel widened to the left")
  })

  it("keeps the aspect ratio with lock aspect ratio on", async () => {
    const { root } = await openPanel({ "lock-aspect-ratio": "" })
    await dragBy(centre(handle(root, "se")), 80, 0)
    await waitFor(() => rect(root) === "300,100 400x300", "4:3 kept at 400x300")
  })

  it("stops resizing at the min and max size controls", async () => {
    const { root } = await openPanel({ "min-width": "300", "max-height": "260" })
    await dragBy(centre(handle(root, "se")), -100, 100)
    await waitFor(() => rect(root) === "300,100 300x260", "the size clamped to 300x260")
  })

  it("says so when a min size is above the max size, without crashing", async () => {
    const { root } = await mountDemo("floating-panel", { "min-width": "500", "max-width": "400" })
    expect(root.querySelector(".sb-problem")?.textContent).to.equal(
      "The min width is above the max: resizing stops at the max.",
    )
    await click(trigger(root))
    await waitFor(() => panel(root), "the panel to open")
  })

  it("minimizes, maximizes and restores with the header buttons", async () => {
    const { root } = await openPanel()
    await openToolbarTab(root, "Visualizer")
    await click(panelButton(root, "Minimize window"))
    await waitFor(() => part(root, "control").dataset.stage === "minimized", "minimized stage")
    expect(content(root).hasAttribute("data-minimized")).to.equal(true)
    expect(part(root, "body").hidden).to.equal(true)
    const headerHeight = Math.round(part(root, "header").getBoundingClientRect().height)
    await waitFor(
      () => Math.abs(content(root).getBoundingClientRect().height - headerHeight) <= 2,
      "the panel shrunk to its header",
    )
    expect(visualizerText(root)).to.include('stage: "minimized"')
    expect(panelButton(root, "Minimize window").hidden).to.equal(true)

    await click(panelButton(root, "Restore window"))
    await waitFor(() => part(root, "control").dataset.stage === "default", "default stage")
    await waitFor(() => rect(root) === "300,100 320x240", "the panel restored")

    await click(panelButton(root, "Maximize window"))
    await waitFor(() => part(root, "control").dataset.stage === "maximized", "maximized stage")
    const viewport = `0,0 ${Math.round(visualViewport!.width)}x${Math.round(visualViewport!.height)}`
    await waitFor(() => rect(root) === viewport, "the panel filling the viewport")
    expect(visualizerText(root)).to.include('stage: "maximized"')
    await click(panelButton(root, "Restore window"))
    await waitFor(() => rect(root) === "300,100 320x240", "the panel restored again")
  })

  it("closes on Escape and returns focus to the trigger", async () => {
    const { root } = await openPanel()
    await waitFor(() => deepActiveElement() === content(root), "focus on the panel")
    await press("Escape")
    await waitFor(() => !panel(root), "the panel to close")
    await waitFor(() => deepActiveElement()?.textContent === "Toggle Panel", "focus on the trigger")
  })

  it("stays open on Escape when close on escape is off", async () => {
    const { root } = await openPanel({ "close-on-escape": "false" })
    await waitFor(() => deepActiveElement() === content(root), "focus on the panel")
    await press("Escape")
    await nextFrame()
    expect(panel(root)).to.not.equal(null)
  })

  it("closes with the close button and returns focus to the trigger", async () => {
    const { root } = await openPanel()
    await openToolbarTab(root, "Visualizer")
    await click(panelButton(root, "Close Window"))
    await waitFor(() => !panel(root), "the panel to close")
    await waitForVisualizer(root, 'state: "closed"', "the closed state")
    await waitFor(() => deepActiveElement()?.textContent === "Toggle Panel", "focus on the trigger")
    expect(trigger(root).getAttribute("data-state")).to.equal("closed")
  })

  it("moves with the arrow keys while the panel has focus, 10 px with Shift", async () => {
    const { root } = await openPanel()
    await waitFor(() => deepActiveElement() === content(root), "focus on the panel")
    await press("ArrowRight")
    expect(rect(root)).to.equal("301,100 320x240")
    await press("ArrowDown")
    expect(rect(root)).to.equal("301,101 320x240")
    await pressWith("Shift", "ArrowLeft")
    expect(rect(root)).to.equal("291,101 320x240")
    await pressWith("Shift", "ArrowUp")
    expect(rect(root)).to.equal("291,91 320x240")
  })

  it("swaps ArrowLeft and ArrowRight in right-to-left", async () => {
    const { root } = await openPanel({ dir: "rtl" })
    content(root).focus()
    await press("ArrowRight")
    expect(rect(root)).to.equal("299,100 320x240")
  })

  it("reopens at the default rect, or where it was left with persist rect on", async () => {
    const { root, element } = await openPanel()
    await dragBy(headerPoint(root), 40, 20)
    await waitFor(() => rect(root) === "340,120 320x240", "the panel moved")
    await click(trigger(root))
    await waitFor(() => !panel(root), "the panel to close")
    await click(trigger(root))
    await waitFor(() => panel(root), "the panel to reopen")
    await waitFor(() => rect(root) === "300,100 320x240", "the default rect again")

    element.setAttribute("persist-rect", "")
    await dragBy(headerPoint(root), 40, 20)
    await waitFor(() => rect(root) === "340,120 320x240", "the panel moved")
    await click(trigger(root))
    await waitFor(() => !panel(root), "the panel to close")
    await click(trigger(root))
    await waitFor(() => panel(root), "the panel to reopen")
    expect(rect(root)).to.equal("340,120 320x240")
  })

  it("lets a drag pass the left edge only while allow overflow is on", async () => {
    const { root, element } = await openPanel()
    const start = headerPoint(root)
    // The pointer stops at the viewport edge: the panel's left goes past it by the grab offset.
    await dragBy(start, 2 - start[0], 0)
    const overflowing = content(root).getBoundingClientRect().left
    expect(overflowing).to.be.lessThan(0)
    element.setAttribute("allow-overflow", "false")
    await click(trigger(root))
    await click(trigger(root))
    await waitFor(() => rect(root) === "300,100 320x240", "the panel reopened")
    await dragBy(headerPoint(root), 2 - start[0], 0)
    await waitFor(() => rect(root) === "0,100 320x240", "the panel held at the left edge")
  })

  it("neither drags nor resizes when those controls are off", async () => {
    const { root, element } = await openPanel({ "allow-drag": "false", resizable: "false" })
    expect(part(root, "drag-trigger").hasAttribute("data-disabled")).to.equal(true)
    expect(handle(root, "se").hasAttribute("data-disabled")).to.equal(true)
    await dragBy(headerPoint(root), 50, 50)
    expect(rect(root)).to.equal("300,100 320x240")
    // zag ties minimize and maximize to resizable.
    await click(panelButton(root, "Maximize window"))
    expect(part(root, "control").dataset.stage).to.equal("default")
    element.setAttribute("allow-drag", "")
    await waitFor(() => !part(root, "drag-trigger").hasAttribute("data-disabled"), "draggable")
    await dragBy(headerPoint(root), 50, 50)
    await waitFor(() => rect(root) === "350,150 320x240", "the panel dragged")
  })

  it("disables the trigger, the panel buttons, dragging and resizing when disabled", async () => {
    const { root, element } = await openPanel()
    element.setAttribute("disabled", "")
    await waitFor(() => trigger(root).disabled, "a disabled trigger")
    for (const name of ["Minimize window", "Maximize window", "Close Window"])
      expect(panelButton(root, name).disabled, name).to.equal(true)
    expect(part(root, "drag-trigger").hasAttribute("data-disabled")).to.equal(true)
    expect(handle(root, "se").hasAttribute("data-disabled")).to.equal(true)
    await dragBy(headerPoint(root), 50, 50)
    expect(rect(root)).to.equal("300,100 320x240")
  })

  it("has no serious or critical axe violations with the panel open", async () => {
    const { element } = await openPanel()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
