import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { catchDownloads } from "./qr-code.page"

const frame = (root: ShadowRoot) => root.querySelector<SVGSVGElement>('[data-part="frame"]')!
const pattern = (root: ShadowRoot) =>
  root.querySelector('[data-part="pattern"]')?.getAttribute("d") ?? ""
const viewBox = (root: ShadowRoot) => frame(root).getAttribute("viewBox")
const download = (root: ShadowRoot) => getByRole(within(root), "button", { name: "Download" })
const alertText = (root: ShadowRoot) => root.querySelector('[role="alert"]')?.textContent ?? ""

describe("<demo-qr-code>", () => {
  afterEach(cleanup)

  it("encodes the sample link at 10 px per module, with a download button", async () => {
    const { root } = await mountDemo("qr-code")
    expect(frame(root).getAttribute("role")).to.equal("img")
    expect(frame(root).getAttribute("aria-label")).to.equal("QR code for https://zagjs.com")
    // 17 characters fit version 1 (21 modules) plus a 1-module border: 23 × 10 px.
    expect(viewBox(root)).to.equal("0 0 230 230")
    expect(frame(root).getBoundingClientRect().width).to.equal(230)
    expect(pattern(root)).to.match(/^M\d+,\d+h10v10h-10z/)
    expect(download(root).textContent).to.equal("Download")
    expect(alertText(root)).to.equal("")
  })

  it("downloads the code as qr-code.png on click and with the keyboard", async () => {
    const { root } = await mountDemo("qr-code")
    const caught = catchDownloads()
    try {
      await click(download(root))
      await waitFor(() => caught.links.length === 1, "a download")
      const [link] = caught.links
      expect(link?.download).to.equal("qr-code.png")
      expect(link?.href.startsWith("data:image/png;base64,")).to.equal(true)

      download(root).focus()
      await press("Enter")
      await waitFor(() => caught.links.length === 2, "a second download")
    } finally {
      caught.restore()
    }
  })

  it("follows the value, error-correction and pixel-size controls", async () => {
    const { root, element } = await mountDemo("qr-code")
    const low = pattern(root)

    element.setAttribute("error-correction", "H")
    await waitFor(() => pattern(root) !== low, "a new pattern")
    // More error correction needs a bigger code for the same text: version 3, 29 modules.
    expect(viewBox(root)).to.equal("0 0 310 310")

    element.setAttribute("pixel-size", "4")
    await waitFor(() => viewBox(root) === "0 0 124 124", "4 px modules")
    expect(frame(root).getBoundingClientRect().width).to.equal(124)

    const before = pattern(root)
    element.setAttribute("value", "https://example.org/a")
    await waitFor(() => pattern(root) !== before, "the new value encoded")
    expect(frame(root).getAttribute("aria-label")).to.equal("QR code for https://example.org/a")
  })

  it("shows a message and the sample link when the value does not fit the level", async () => {
    const { root, element } = await mountDemo("qr-code", { "error-correction": "H" })
    element.setAttribute("value", "x".repeat(1300))
    await waitFor(() => alertText(root) !== "", "the message")
    expect(alertText(root)).to.equal(
      "The value is 1300 bytes long; a QR code at level H holds at most 1273 bytes. Showing the sample link instead.",
    )
    expect(frame(root).getAttribute("aria-label")).to.equal("QR code for https://zagjs.com")

    // Level L holds 2953 bytes: the same value fits.
    element.setAttribute("error-correction", "L")
    await waitFor(() => alertText(root) === "", "the message to go")
    expect(frame(root).getAttribute("aria-label")).to.equal(`QR code for ${"x".repeat(1300)}`)
    // Version 26: 121 modules plus the border, scaled down to fit the stage.
    expect(viewBox(root)).to.equal("0 0 1230 1230")
    expect(frame(root).getBoundingClientRect().width).to.be.lessThan(1230)
  })

  it("shows the machine and its value in the Visualizer", async () => {
    const { root, element } = await mountDemo("qr-code")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, '"https://zagjs.com"', "the value")
    expect(visualizerText(root)).to.contain('state: "idle"')
    element.setAttribute("value", "hello")
    await waitForVisualizer(root, 'value: "hello"', "the new value")
  })

  it("has no serious or critical axe violations", async () => {
    const { element } = await mountDemo("qr-code", {
      "error-correction": "H",
      value: "é".repeat(700),
    })
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
