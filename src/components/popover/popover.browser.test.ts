import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  clickHostPageBelow,
  deepActiveElement,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  waitFor,
  waitForVisualizer,
} from "../../../test/browser/helpers"
import { popoverDemo } from "./popover.page"

// Compared as text: chai inspecting two unequal elements hangs the page.
const focused = () => {
  const element = deepActiveElement()
  return element
    ? `${element.localName} ${element.getAttribute("name") ?? element.textContent}`
    : ""
}

async function openPopover(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("popover", attributes)
  await click(popoverDemo(mounted.root).trigger())
  const content = await waitFor(() => popoverDemo(mounted.root).popover(), "the popover to open")
  return { ...mounted, content }
}

describe("<demo-popover>", () => {
  afterEach(cleanup)

  it("opens with a title, description, field, arrow and close button, focus inside", async () => {
    const { root, content } = await openPopover()
    expect(popoverDemo(root).trigger().getAttribute("aria-expanded")).to.equal("true")
    expect(content.textContent).to.contain("Popover description")
    const field = getByRole(content, "textbox", { name: "Your name" })
    expect(field.getAttribute("placeholder")).to.equal("Type here")
    expect(content.querySelector('[data-part="arrow"]')).to.not.equal(null)
    getByRole(content, "button", { name: "Close" })
    // Non-modal by default (only asks for Escape and outside dismissal).
    expect(content.hasAttribute("aria-modal")).to.equal(false)
    await waitFor(() => focused() === "input name", "focus on the field")
  })

  it("sits below its trigger with the 8px gutter plus half the arrow", async () => {
    const { root, content } = await openPopover()
    const arrow = content.querySelector<HTMLElement>('[data-part="arrow"]')!
    const expectedGap = 8 + arrow.clientHeight / 2
    await waitFor(() => {
      const gap =
        content.getBoundingClientRect().top -
        popoverDemo(root).trigger().getBoundingClientRect().bottom
      return Math.abs(gap - expectedGap) < 1
    }, `a ${expectedGap}px gap under the trigger`)
    const triggerBox = popoverDemo(root).trigger().getBoundingClientRect()
    const box = content.getBoundingClientRect()
    expect(box.left).to.be.below(triggerBox.right)
    expect(box.right).to.be.above(triggerBox.left)
    expect(content.getAttribute("data-placement")).to.equal("bottom")
  })

  it("is not clipped by a host container with overflow hidden", async () => {
    const box = document.createElement("div")
    box.style.cssText = "overflow: hidden; height: 60px"
    document.body.append(box)
    try {
      const { root } = await mountDemo("popover", {}, box)
      await click(popoverDemo(root).trigger())
      const content = await waitFor(() => popoverDemo(root).popover(), "the popover to open")
      await waitFor(() => content.getBoundingClientRect().top > 60, "the popover below the box")
      const rect = content.getBoundingClientRect()
      // Hit-testing the popover's middle, far below the 60px box, still finds the popover.
      const hit = root.elementFromPoint(rect.left + rect.width / 2, rect.bottom - 6)
      expect(content.contains(hit)).to.equal(true)
    } finally {
      box.remove()
    }
  })

  it("follows the placement control", async () => {
    const { root, content } = await openPopover({ placement: "right-start" })
    await waitFor(() => content.getAttribute("data-placement") === "right-start", "right-start")
    const triggerBox = popoverDemo(root).trigger().getBoundingClientRect()
    const box = content.getBoundingClientRect()
    expect(box.left).to.be.above(triggerBox.right)
    expect(Math.round(box.top)).to.equal(Math.round(triggerBox.top))
  })

  it("closes on Escape and returns focus to the trigger", async () => {
    const { root } = await openPopover()
    await waitFor(() => focused() === "input name", "focus on the field")
    await press("Escape")
    await waitFor(() => !popoverDemo(root).popover(), "the popover to close")
    await waitFor(
      () => deepActiveElement() === popoverDemo(root).trigger(),
      "focus back on the trigger",
    )
    expect(popoverDemo(root).trigger().getAttribute("aria-expanded")).to.equal("false")
  })

  it("opens from the keyboard with Enter on the trigger", async () => {
    const { root } = await mountDemo("popover")
    popoverDemo(root).trigger().focus()
    await press("Enter")
    await waitFor(() => popoverDemo(root).popover(), "the popover to open")
    await waitFor(() => focused() === "input name", "focus on the field")
  })

  it("closes on a click on the host page outside the element, focus back on the trigger", async () => {
    const { root, element } = await openPopover()
    await clickHostPageBelow(element)
    await waitFor(() => !popoverDemo(root).popover(), "the popover to close")
    await waitFor(
      () => deepActiveElement() === popoverDemo(root).trigger(),
      "focus back on the trigger",
    )
  })

  it("closes on a click elsewhere inside the demo", async () => {
    const { root } = await openPopover()
    const stage = root.querySelector<HTMLElement>(".sb-stage")!
    const box = stage.getBoundingClientRect()
    await sendMouse({
      type: "click",
      position: [Math.round(box.right - 4), Math.round(box.top + 4)],
    })
    await waitFor(() => !popoverDemo(root).popover(), "the popover to close")
  })

  it("closes with the Close button", async () => {
    const { root, content } = await openPopover()
    await click(getByRole(content, "button", { name: "Close" }))
    await waitFor(() => !popoverDemo(root).popover(), "the popover to close")
    await waitFor(
      () => deepActiveElement() === popoverDemo(root).trigger(),
      "focus back on the trigger",
    )
  })

  it("stays open on Escape and outside clicks when both are turned off", async () => {
    const { root, element } = await openPopover({
      "close-on-escape": "false",
      "close-on-interact-outside": "false",
    })
    await press("Escape")
    await clickHostPageBelow(element)
    await sleep(150)
    expect(popoverDemo(root).popover()).to.not.equal(null)
  })

  it("leaves focus on the trigger when autoFocus is off", async () => {
    const { root } = await openPopover({ "auto-focus": "false" })
    await sleep(100)
    expect(deepActiveElement() === popoverDemo(root).trigger()).to.equal(true)
  })

  it("is modal when asked: aria-modal and focus trapped", async () => {
    const { content } = await openPopover({ modal: "" })
    expect(content.getAttribute("aria-modal")).to.equal("true")
    await waitFor(() => focused() === "input name", "focus on the field")
    for (let i = 0; i < 4; i++) {
      await press("Tab")
      expect(content.contains(deepActiveElement()), focused()).to.equal(true)
    }
  })

  it("shows closed and open in the Visualizer", async () => {
    const { root } = await mountDemo("popover")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "closed"', "closed state")
    await click(popoverDemo(root).trigger())
    await waitForVisualizer(root, 'state: "open"', "open state")
    await press("Escape")
    await waitForVisualizer(root, 'state: "closed"', "closed again")
  })

  it("has no serious or critical axe violations while open", async () => {
    const { element } = await openPopover()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
