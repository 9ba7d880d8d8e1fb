import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  deepActiveElement,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  resetMouseAndCleanup,
  waitFor,
  waitForVisualizer,
  within,
  expectFocus,
} from "../../../test/browser/helpers"
import { ratingGroup } from "./rating-group.page"

const showsStars = (root: ShadowRoot, expected: string) =>
  waitFor(
    () => ratingGroup(root).shown() === expected,
    `the stars to show ${expected} (now ${ratingGroup(root).shown()})`,
  )

describe("<demo-rating-group>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows Rate with five stars at two and a half, and a Reset button", async () => {
    const { root } = await mountDemo("rating-group")
    expect(root.querySelector('[data-part="label"]')?.textContent).to.equal("Rate")
    expect(getByRole(within(root), "radiogroup", { name: "Rate" })).to.not.equal(null)
    expect(ratingGroup(root).stars()).to.have.length(5)
    expect(ratingGroup(root).shown()).to.equal("★★½☆☆")
    expect(ratingGroup(root).valueText()).to.equal("2.5 of 5")
    expect(ratingGroup(root).hidden().value).to.equal("2.5")
    expect(ratingGroup(root).star(3).getAttribute("aria-checked")).to.equal("true")
    // The checked star is announced with the value itself, the others with their own count.
    expect(ratingGroup(root).starNamed("2.5 stars")).to.equal(ratingGroup(root).star(3))
    expect(ratingGroup(root).starNamed("4 stars")).to.equal(ratingGroup(root).star(4))
    expect(getByRole(within(root), "button", { name: "Reset" }).textContent).to.equal("Reset")
  })

  it("previews on hover and sets the rating on click; Reset goes back to 2.5", async () => {
    const { root } = await mountDemo("rating-group")
    await openToolbarTab(root, "Visualizer")
    const box = ratingGroup(root).star(4).getBoundingClientRect()
    const y = Math.round(box.top + box.height / 2)
    await sendMouse({ type: "move", position: [Math.round(box.left + box.width * 0.75), y] })
    await sendMouse({ type: "move", position: [Math.round(box.left + box.width * 0.8), y] })
    await waitForVisualizer(root, 'state: "hover"', "hover state")
    await showsStars(root, "★★★★☆")
    await sendMouse({ type: "move", position: [Math.round(box.left + box.width * 0.2), y] })
    await showsStars(root, "★★★½☆")
    await sendMouse({ type: "click", position: [Math.round(box.left + box.width * 0.2), y] })
    await waitFor(() => ratingGroup(root).valueText() === "3.5 of 5", "3.5")
    await sendMouse({ type: "move", position: [0, 0] })
    await showsStars(root, "★★★½☆")

    await click(getByRole(within(root), "button", { name: "Reset" }))
    await waitFor(() => ratingGroup(root).valueText() === "2.5 of 5", "back to 2.5")
    expect(ratingGroup(root).shown()).to.equal("★★½☆☆")
  })

  it("changes by half stars with the arrow keys, and jumps with Home and End", async () => {
    const { root } = await mountDemo("rating-group")
    await openToolbarTab(root, "Visualizer")
    ratingGroup(root).star(3).focus()
    await waitForVisualizer(root, 'state: "focus"', "focus state")
    await press("ArrowRight")
    await waitFor(() => ratingGroup(root).valueText() === "3 of 5", "3")
    expect(ratingGroup(root).shown()).to.equal("★★★☆☆")
    await press("ArrowRight")
    await waitFor(() => ratingGroup(root).valueText() === "3.5 of 5", "3.5")
    await press("ArrowLeft")
    await press("ArrowLeft")
    await waitFor(() => ratingGroup(root).valueText() === "2.5 of 5", "2.5")
    await press("End")
    await waitFor(() => ratingGroup(root).valueText() === "5 of 5", "5")
    await press("Home")
    await waitFor(() => ratingGroup(root).valueText() === "1 of 5", "1")
    ;(deepActiveElement() as HTMLElement).blur()
    await waitForVisualizer(root, 'state: "idle"', "idle state")
  })

  it("moves focus to the star of the new value with arrows, Home and End", async () => {
    const { root } = await mountDemo("rating-group")
    ratingGroup(root).star(3).focus()
    await press("ArrowRight")
    await press("ArrowRight")
    await waitFor(() => ratingGroup(root).valueText() === "3.5 of 5", "3.5")
    await expectFocus(ratingGroup(root).star(4))
    await press("Home")
    await waitFor(() => ratingGroup(root).valueText() === "1 of 5", "1")
    await expectFocus(ratingGroup(root).star(1))
    await press("End")
    await waitFor(() => ratingGroup(root).valueText() === "5 of 5", "5")
    await expectFocus(ratingGroup(root).star(5))
  })

  it("rounds to whole stars without half steps: 2.5 shows as three", async () => {
    const { root, element } = await mountDemo("rating-group", { "allow-half": "false" })
    expect(ratingGroup(root).shown()).to.equal("★★★☆☆")
    expect(ratingGroup(root).valueText()).to.equal("3 of 5")
    ratingGroup(root).star(3).focus()
    await nextFrame()
    await press("ArrowLeft")
    await waitFor(() => ratingGroup(root).valueText() === "2 of 5", "2")
    await click(getByRole(within(root), "button", { name: "Reset" }))
    await waitFor(() => ratingGroup(root).valueText() === "3 of 5", "Reset rounds to 3")

    element.setAttribute("allow-half", "")
    await click(getByRole(within(root), "button", { name: "Reset" }))
    await waitFor(() => ratingGroup(root).valueText() === "2.5 of 5", "2.5 with half steps")
    element.setAttribute("allow-half", "false")
    await waitFor(() => ratingGroup(root).valueText() === "3 of 5", "turning half steps off rounds")
    expect(ratingGroup(root).shown()).to.equal("★★★☆☆")
  })

  it("follows count, and ignores input when read-only or disabled", async () => {
    const { root, element } = await mountDemo("rating-group", { count: "7", "read-only": "" })
    expect(ratingGroup(root).stars()).to.have.length(7)
    expect(ratingGroup(root).valueText()).to.equal("2.5 of 7")
    await click(ratingGroup(root).star(6))
    ratingGroup(root).star(3).focus()
    await press("ArrowRight")
    expect(ratingGroup(root).valueText()).to.equal("2.5 of 7")
    element.removeAttribute("read-only")
    element.setAttribute("disabled", "")
    await waitFor(
      () => ratingGroup(root).star(1).getAttribute("aria-disabled") === "true",
      "disabled stars",
    )
    await click(ratingGroup(root).star(6))
    expect(ratingGroup(root).valueText()).to.equal("2.5 of 7")
  })

  it("reads arrows right to left in rtl", async () => {
    const { root } = await mountDemo("rating-group", { dir: "rtl" })
    ratingGroup(root).star(3).focus()
    await nextFrame()
    await press("ArrowLeft")
    await waitFor(() => ratingGroup(root).valueText() === "3 of 5", "3")
  })
})
