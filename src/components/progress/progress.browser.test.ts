import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"

const track = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-part="track"]')!
const circle = (root: ShadowRoot) => root.querySelector<SVGElement>('[data-part="circle"]')!
const range = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-part="range"]')!
const progressRoot = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="progress"][data-part="root"]')!
const valueNow = (root: ShadowRoot) => track(root).getAttribute("aria-valuenow")
const valueText = (root: ShadowRoot) =>
  root.querySelector('[data-part="value-text"]')?.textContent ?? ""
/** The text of the one state view zag shows (loading, complete or indeterminate). */
const shownView = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLElement>('[data-part="view"]')]
    .filter((view) => !view.hidden)
    .map((view) => `${view.dataset.state}: ${view.textContent}`)
const button = (root: ShadowRoot, name: string) =>
  getByRole(within(root), "button", { name }) as HTMLButtonElement
const alertText = (root: ShadowRoot) => root.querySelector('[role="alert"]')?.textContent ?? ""

describe("<demo-progress>", () => {
  afterEach(cleanup)

  it("shows a linear and a circular bar at 50 of 0–100, loading", async () => {
    const { root } = await mountDemo("progress")
    expect(root.querySelector('[data-part="label"]')?.textContent).to.equal("Progress")
    for (const bar of [track(root), circle(root)]) {
      expect(bar.getAttribute("role")).to.equal("progressbar")
      expect(bar.getAttribute("aria-valuemin")).to.equal("0")
      expect(bar.getAttribute("aria-valuemax")).to.equal("100")
      expect(bar.getAttribute("aria-valuenow")).to.equal("50")
    }
    expect(valueText(root)).to.equal("50%")
    expect(range(root).style.width).to.equal("50%")
    expect(progressRoot(root).dataset.state).to.equal("loading")
    expect(shownView(root)).to.deep.equal(["loading: Loading…"])
    expect(alertText(root)).to.equal("")
  })

  it("moves by 10 with the buttons and reaches complete at max", async () => {
    const { root } = await mountDemo("progress")
    await click(button(root, "Increase by 10"))
    expect(valueNow(root)).to.equal("60")
    expect(valueText(root)).to.equal("60%")
    for (let i = 0; i < 4; i++) await click(button(root, "Increase by 10"))
    expect(valueNow(root)).to.equal("100")
    expect(progressRoot(root).dataset.state).to.equal("complete")
    expect(circle(root).getAttribute("data-state")).to.equal("complete")
    expect(shownView(root)).to.deep.equal(["complete: Complete"])
    expect(button(root, "Increase by 10").disabled).to.equal(true)

    await click(button(root, "Decrease by 10"))
    expect(valueNow(root)).to.equal("90")
    expect(progressRoot(root).dataset.state).to.equal("loading")
    expect(range(root).style.width).to.equal("90%")
  })

  it("is indeterminate (no value) when the control is on", async () => {
    const { root, element } = await mountDemo("progress", { indeterminate: "" })
    expect(progressRoot(root).dataset.state).to.equal("indeterminate")
    expect(track(root).hasAttribute("aria-valuenow")).to.equal(false)
    expect(shownView(root)).to.deep.equal(["indeterminate: Waiting for a value"])
    expect(button(root, "Increase by 10").disabled).to.equal(true)
    expect(button(root, "Decrease by 10").disabled).to.equal(true)

    element.removeAttribute("indeterminate")
    await waitFor(() => valueNow(root) === "50", "the value back")
    expect(progressRoot(root).dataset.state).to.equal("loading")
  })

  it("reports a value above max, shows it clamped, and recovers", async () => {
    const { root, element } = await mountDemo("progress", { value: "140" })
    expect(alertText(root)).to.equal("Value 140 is outside 0–100; showing it clamped to 100.")
    expect(valueNow(root)).to.equal("100")
    expect(progressRoot(root).dataset.state).to.equal("complete")

    await click(button(root, "Decrease by 10"))
    expect(valueNow(root)).to.equal("90")
    expect(alertText(root)).to.equal("")

    element.setAttribute("value", "-5")
    await waitFor(() => valueNow(root) === "0", "the value clamped to 0")
    expect(alertText(root)).to.equal("Value -5 is outside 0–100; showing it clamped to 0.")
  })

  it("reports a max not above min and falls back to 0–100", async () => {
    const { root, element } = await mountDemo("progress")
    element.setAttribute("min", "80")
    element.setAttribute("max", "20")
    await waitFor(() => alertText(root) !== "", "the message")
    expect(alertText(root)).to.equal("Max 20 must be greater than min 80; using 0–100.")
    expect(track(root).getAttribute("aria-valuemax")).to.equal("100")
    expect(valueNow(root)).to.equal("50")
  })

  it("follows the min, max, value and orientation controls", async () => {
    const { root, element } = await mountDemo("progress", { min: "20", max: "200", value: "110" })
    expect(track(root).getAttribute("aria-valuemin")).to.equal("20")
    expect(track(root).getAttribute("aria-valuemax")).to.equal("200")
    expect(valueNow(root)).to.equal("110")
    expect(valueText(root)).to.equal("50%")

    element.setAttribute("value", "200")
    await waitFor(() => valueNow(root) === "200", "value 200")
    expect(progressRoot(root).dataset.state).to.equal("complete")

    element.setAttribute("orientation", "vertical")
    await waitFor(() => track(root).dataset.orientation === "vertical", "a vertical bar")
    expect(range(root).style.height).to.equal("100%")
    expect(track(root).getBoundingClientRect().height).to.be.greaterThan(
      track(root).getBoundingClientRect().width,
    )
  })

  it("shows the machine and its value in the Visualizer", async () => {
    const { root, element } = await mountDemo("progress")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "value: 50", "value 50")
    expect(visualizerText(root)).to.contain('state: "idle"')
    await click(button(root, "Increase by 10"))
    await waitForVisualizer(root, "value: 60", "value 60")
    element.setAttribute("indeterminate", "")
    await waitForVisualizer(root, "value: null", "value null")
  })

  it("has no serious or critical axe violations", async () => {
    const { element } = await mountDemo("progress", { value: "140" })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
