import { expect } from "chai"
import { getByRole, queryByText } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  nextFrame,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { fileUpload, makeFile, pickFiles, transfer } from "./file-upload.page"

/*
 * <demo-file-upload variant="cover">: zag's file-upload/cover page. The dropzone is a layer
 * over the whole card, without a click action, that shows itself only while files are dragged.
 */

/** Fires a drag event where a pointer at (x, y) would: on the element topmost there. */
function dragAt(root: ShadowRoot, type: string, x: number, y: number, files: File[]) {
  const target = root.elementFromPoint(x, y)!
  target.dispatchEvent(
    new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: x,
      clientY: y,
      dataTransfer: transfer(files),
    }),
  )
  return target
}

const centreOf = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect()
  return [box.left + box.width / 2, box.top + box.height / 2]
}

const page = (root: ShadowRoot) => ({
  card: () => part(root, "file-upload", "root"),
  layer: () => fileUpload(root).dropzone(),
  label: () => part(root, "file-upload", "label"),
  attach: () => getByRole(within(root), "button", { name: "Attach files" }),
  message: () => queryByText(within(root), "Drop any files here to upload"),
})

describe('<demo-file-upload variant="cover">', () => {
  afterEach(cleanup)

  it("covers the whole card with a dropzone that is neither a button nor a tab stop", async () => {
    const { root } = await mountDemo("file-upload", { variant: "cover" })
    const demo = page(root)
    const card = demo.card()
    const outer = card.getBoundingClientRect()
    const layer = demo.layer().getBoundingClientRect()
    // Inside the card's border, over all of its padding box (client sizes are whole pixels).
    expect(layer.left - outer.left).to.equal(card.clientLeft)
    expect(layer.top - outer.top).to.equal(card.clientTop)
    expect(layer.width).to.be.closeTo(card.clientWidth, 1)
    expect(layer.height).to.be.closeTo(card.clientHeight, 1)
    expect(demo.layer().getAttribute("role")).to.not.equal("button")
    expect(demo.layer().hasAttribute("tabindex")).to.equal(false)
    expect(demo.message()).to.equal(null)
  })

  it("shows the drop layer over the card when files are dragged over its text", async () => {
    const { root } = await mountDemo("file-upload", { variant: "cover" })
    const demo = page(root)
    const [x, y] = centreOf(demo.label())
    const target = dragAt(root, "dragover", x, y, [makeFile("photo.txt", 10)])
    expect(demo.layer().contains(target), "the text lets the drag through").to.equal(true)
    await waitFor(() => demo.layer().hasAttribute("data-dragging"), "dragging")
    await waitFor(() => demo.message(), "the drop message")
    expect(
      demo.layer().contains(root.elementFromPoint(...centreOf(demo.attach()))),
      "the layer is on top while dragging",
    ).to.equal(true)
    dragAt(root, "dragleave", x, y, [])
    await waitFor(() => demo.message() === null, "the message to go")
  })

  it("does not open the picker on a click on the card; Attach files adds files", async () => {
    const { root } = await mountDemo("file-upload", { variant: "cover" })
    const demo = page(root)
    let opens = 0
    const input = fileUpload(root).hiddenInput()
    const count = (event: Event) => {
      opens++
      event.preventDefault()
    }
    input.addEventListener("click", count)
    try {
      await click(demo.label())
      await nextFrame()
      expect(opens, "a click on the card").to.equal(0)
      await click(demo.attach())
      await waitFor(() => opens === 1, "the picker opened by Attach files")
    } finally {
      input.removeEventListener("click", count)
    }
    pickFiles(root, [makeFile("notes.txt", 1234)])
    await waitFor(() => fileUpload(root).files("accepted").length === 1, "the accepted file")
    expect(fileUpload(root).files("accepted")).to.deep.equal(["notes.txt 1.23 kB"])
  })

  it("has no serious accessibility violations, also while dragging", async () => {
    const { root, element } = await mountDemo("file-upload", { variant: "cover" })
    expect(await seriousViolations(element)).to.deep.equal([])
    const [x, y] = centreOf(page(root).label())
    dragAt(root, "dragover", x, y, [makeFile("a.txt", 3)])
    await waitFor(() => page(root).message(), "the drop message")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
