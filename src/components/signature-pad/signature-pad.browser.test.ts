import { expect } from "chai"
import { getByLabelText, getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  captureLogs,
  click,
  deepActiveElement,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { drawStroke, pad, startStroke } from "./signature-pad.page"

const strokes = (root: ShadowRoot) => root.querySelectorAll('[data-part="segment"] path')
const button = (root: ShadowRoot, name: string) =>
  getByRole(within(root), "button", { name }) as HTMLButtonElement
const showImage = (root: ShadowRoot) => button(root, "Show Image")
const clearButton = (root: ShadowRoot) =>
  root.querySelector<HTMLButtonElement>('[data-part="clear-trigger"]')!
const image = (root: ShadowRoot) => queryByRole(within(root), "img", { name: "Signature image" })
const hiddenInput = (root: ShadowRoot) =>
  root.querySelector<HTMLInputElement>('input[name="signature"]')!
// Compared as text: chai inspecting unequal elements hangs the page.
const focusedName = () => {
  const element = deepActiveElement()
  return element?.getAttribute("aria-label") ?? element?.textContent ?? "nothing"
}

describe("<demo-signature-pad>", () => {
  afterEach(resetMouseAndCleanup)

  it("shows the label, an empty pad, Show Image, and the default stroke settings", async () => {
    const { root } = await mountDemo("signature-pad")
    expect(root.querySelector('[data-part="label"]')?.textContent).to.equal("Signature Pad")
    const control = getByRole(within(root), "application", { name: "Signature Pad" })
    expect(control.getAttribute("tabindex")).to.equal("0")
    expect(showImage(root).disabled).to.equal(false)
    expect(clearButton(root).hidden, "no clear button on an empty pad").to.equal(true)
    expect(strokes(root)).to.have.length(0)
    expect(hiddenInput(root).value).to.equal("")
    const setting = (label: string) =>
      (getByLabelText(within(root), label) as HTMLInputElement).value
    expect(setting("Size")).to.equal("4")
    expect(setting("Thinning")).to.equal("0.7")
    expect(setting("Smoothing")).to.equal("0.4")
    expect(setting("Streamline")).to.equal("0.6")
    expect(setting("Image type")).to.equal("image/png")
  })

  it("draws a stroke with the mouse, shown as a path and put in the hidden input", async () => {
    const { root } = await mountDemo("signature-pad")
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "one stroke")
    const path = strokes(root)[0]!
    expect(path.getAttribute("data-part")).to.equal("segment-path")
    expect(path.getAttribute("d")).to.match(/^M/)
    const box = path.getBoundingClientRect()
    expect(box.width).to.be.greaterThan(pad(root).getBoundingClientRect().width * 0.4)
    expect(hiddenInput(root).value).to.equal(path.getAttribute("d"))
    expect(clearButton(root).hidden).to.equal(false)
    await drawStroke(root, 0.3)
    await waitFor(() => strokes(root).length === 2, "a second stroke")
  })

  it("logs the strokes as the signature field when the form is submitted", async () => {
    const { root } = await mountDemo("signature-pad", { log: "" })
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "a stroke")
    const logs = captureLogs()
    try {
      await click(button(root, "Submit"))
    } finally {
      logs.restore()
    }
    const submit = logs.lines
      .map((line) => JSON.stringify(line))
      .find((line) => line.includes("form submit"))
    expect(submit).to.contain('"signature":"M')
  })

  it("shows drawing in the Visualizer while the mouse button is down, then idle", async () => {
    const { root } = await mountDemo("signature-pad")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    await startStroke(root)
    await waitForVisualizer(root, 'state: "drawing"', "drawing state")
    expect(root.querySelector('[data-part="segment"] path'), "the stroke in progress").to.not.equal(
      null,
    )
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "idle"', "idle after release")
  })

  it("shows the drawing as a png image with Show Image", async () => {
    const { root } = await mountDemo("signature-pad")
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "a stroke")
    await click(showImage(root))
    const img = await waitFor(() => image(root), "the signature image")
    expect(img.getAttribute("src")).to.match(/^data:image\/png;base64,/)
    await waitFor(() => (img as HTMLImageElement).naturalWidth > 0, "the image decoded")
  })

  it("follows the theme: a dark pad with light ink in dark mode, black ink in the exported image", async () => {
    const { element, root } = await mountDemo("signature-pad", { theme: "dark" })
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "a stroke")
    const padColour = getComputedStyle(pad(root)).backgroundColor
    expect(padColour, "not white paper").to.not.equal("rgb(255, 255, 255)")
    // The ink is the pad's text colour, which in dark mode is lighter than its background.
    const ink = getComputedStyle(strokes(root)[0]!).fill
    const lightness = (rgb: string) =>
      (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, n) => sum + Number(n), 0)
    expect(lightness(ink)).to.be.greaterThan(lightness(padColour) + 300)
    element.setAttribute("theme", "light")
    await waitFor(() => getComputedStyle(pad(root)).backgroundColor !== padColour, "a light pad")
    expect(lightness(getComputedStyle(strokes(root)[0]!).fill)).to.be.lessThan(200)
  })

  it("exports a jpeg when the image type control says so", async () => {
    const { root } = await mountDemo("signature-pad", { "image-type": "image/jpeg" })
    await drawStroke(root)
    await click(showImage(root))
    const img = await waitFor(() => image(root), "the signature image")
    expect(img.getAttribute("src")).to.match(/^data:image\/jpeg;base64,/)
  })

  it("says there is nothing to show on an empty pad", async () => {
    const { root } = await mountDemo("signature-pad")
    await click(showImage(root))
    await waitFor(
      () => root.querySelector(".sb-signature-notice")?.textContent?.includes("draw a signature"),
      "the empty-pad notice",
    )
    expect(image(root)).to.equal(null)
  })

  it("clears every stroke and the shown image with Clear", async () => {
    const { root } = await mountDemo("signature-pad")
    await drawStroke(root, 0.3)
    await drawStroke(root, 0.6)
    await waitFor(() => strokes(root).length === 2, "two strokes")
    await click(showImage(root))
    await waitFor(() => image(root), "the signature image")
    await click(button(root, "Clear signature"))
    await waitFor(() => strokes(root).length === 0, "no strokes")
    expect(image(root)).to.equal(null)
    expect(hiddenInput(root).value).to.equal("")
    expect(clearButton(root).hidden).to.equal(true)
  })

  it("reaches the pad and its buttons with Tab, and works them with Enter", async () => {
    const { root } = await mountDemo("signature-pad")
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "a stroke")
    pad(root).focus()
    await press("Tab")
    expect(focusedName()).to.equal("Clear signature")
    await press("Tab")
    expect(focusedName()).to.equal("Show Image")
    await press("Enter")
    await waitFor(() => image(root), "the signature image")
    await pressWith("Shift", "Tab")
    expect(focusedName()).to.equal("Clear signature")
    await press("Enter")
    await waitFor(() => strokes(root).length === 0, "no strokes")
  })

  it("draws a wider stroke with a larger size", async () => {
    const { root, element } = await mountDemo("signature-pad", { thinning: "0" })
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "a thin stroke")
    const thin = strokes(root)[0]!.getBoundingClientRect().height
    await click(button(root, "Clear signature"))
    element.setAttribute("size", "30")
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "a thick stroke")
    const thick = strokes(root)[0]!.getBoundingClientRect().height
    expect(thick - thin).to.be.greaterThan(20)
  })

  it("takes no strokes when disabled or read-only", async () => {
    const { root, element } = await mountDemo("signature-pad", { disabled: "" })
    expect(pad(root).getAttribute("aria-disabled")).to.equal("true")
    expect(pad(root).hasAttribute("tabindex")).to.equal(false)
    await drawStroke(root)
    expect(strokes(root)).to.have.length(0)
    element.removeAttribute("disabled")
    element.setAttribute("read-only", "")
    await waitFor(() => pad(root).getAttribute("aria-disabled") === "false", "an enabled pad")
    await drawStroke(root)
    expect(strokes(root)).to.have.length(0)
    element.removeAttribute("read-only")
    await nextFrame()
    await drawStroke(root)
    await waitFor(() => strokes(root).length === 1, "a stroke once editable")
  })

  it("has no serious or critical axe violations with a drawing and its image", async () => {
    const { element, root } = await mountDemo("signature-pad")
    await drawStroke(root)
    await click(showImage(root))
    await waitFor(() => image(root), "the signature image")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
