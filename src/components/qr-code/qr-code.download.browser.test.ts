import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { catchDownloads } from "./qr-code.page"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-qr-code variant="download">: zag's qr-code/download page. The code is at level H with
 * a logo over its centre; Download hands the browser a PNG, Preview shows that PNG.
 */

const page = (root: ShadowRoot) => ({
  code: () => getByRole(within(root), "img", { name: "QR code for https://zagjs.com" }),
  frame: () => part(root, "qr-code", "frame"),
  overlay: () => part(root, "qr-code", "overlay"),
  download: () => getByRole(within(root), "button", { name: "Download" }),
  previewButton: () => getByRole(within(root), "button", { name: "Preview" }),
  preview: () =>
    queryByRole<HTMLImageElement>(within(root), "img", { name: /^PNG of the QR code for / }),
})

describe('<demo-qr-code variant="download">', () => {
  afterEach(cleanup)

  it("encodes at level H, a logo over the centre of the code", async () => {
    const { root } = await mountDemo("qr-code", { variant: "download" })
    const demo = page(root)
    expect(demo.code()).to.equal(demo.frame())
    // Level H needs version 3 for the link: 29 modules and the border, at 10 px.
    expect(demo.frame().getAttribute("viewBox")).to.equal("0 0 310 310")
    const frame = demo.frame().getBoundingClientRect()
    const logo = demo.overlay().getBoundingClientRect()
    expect(logo.width).to.be.greaterThan(0)
    expect(logo.left + logo.width / 2).to.be.closeTo(frame.left + frame.width / 2, 1)
    expect(logo.top + logo.height / 2).to.be.closeTo(frame.top + frame.height / 2, 1)
    // The logo may hide at most what level H recovers.
    expect(logo.width * logo.height).to.be.lessThan(0.3 * frame.width * frame.height)
  })

  it("downloads qr-code.png on click and with the keyboard", async () => {
    const { root } = await mountDemo("qr-code", { variant: "download" })
    const caught = catchDownloads()
    try {
      await click(page(root).download())
      await waitFor(() => caught.links.length === 1, "a download")
      expect(caught.links[0]?.download).to.equal("qr-code.png")
      expect(caught.links[0]?.href.startsWith("data:image/png;base64,")).to.equal(true)
      page(root).download().focus()
      await press("Enter")
      await waitFor(() => caught.links.length === 2, "a second download")
    } finally {
      caught.restore()
    }
  })

  it("previews the PNG the download would save", async () => {
    const { root } = await mountDemo("qr-code", { variant: "download" })
    const demo = page(root)
    expect(demo.preview()).to.equal(null)
    const caught = catchDownloads()
    try {
      await click(demo.download())
      await waitFor(() => caught.links.length === 1, "a download")
    } finally {
      caught.restore()
    }
    demo.previewButton().focus()
    await press("Enter")
    const image = await waitFor(() => demo.preview(), "the preview")
    expect(image.getAttribute("alt")).to.equal("PNG of the QR code for https://zagjs.com")
    expect(image.src).to.equal(caught.links[0]?.href)
    await waitFor(() => image.complete && image.naturalWidth > 0, "the preview to load")
  })

  it("drops the preview when the value changes", async () => {
    const { root, element } = await mountDemo("qr-code", { variant: "download" })
    const demo = page(root)
    await click(demo.previewButton())
    await waitFor(() => demo.preview(), "the preview")
    element.setAttribute("value", "hello")
    await waitFor(() => demo.preview() === null, "the preview to go")
    getByRole(within(root), "img", { name: "QR code for hello" })
  })

  it("has no serious accessibility violations with the preview shown", async () => {
    const { root, element } = await mountDemo("qr-code", { variant: "download" })
    await click(page(root).previewButton())
    await waitFor(() => page(root).preview(), "the preview")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
