import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  nextFrame,
  seriousViolations,
  type,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { pinInput } from "./pin-input.page"

/*
 * <demo-pin-input variant="transform-paste">: zag's "pin input / transform paste" scenarios
 * of e2e/pin-input.e2e.ts ported (data-filled, enterkeyhint, auto submit, a pasted code's
 * dashes stripped), on six boxes. The demo refuses "123-456" and submits nothing.
 */

async function mountTransformPaste() {
  const { root, element } = await mountDemo("pin-input", { variant: "transform-paste" })
  const boxes = () => pinInput(root).inputs()
  const result = () => root.querySelector(".sb-pin-input-result")!.textContent
  return { root, element, boxes, result }
}

/** A paste as the browser delivers it, with the text on the clipboard data. */
async function paste(target: HTMLInputElement, text: string) {
  target.focus()
  await nextFrame()
  const clipboardData = new DataTransfer()
  clipboardData.setData("text/plain", text)
  target.dispatchEvent(
    new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }),
  )
}

describe('<demo-pin-input variant="transform-paste">', () => {
  afterEach(cleanup)

  it("marks filled boxes with data-filled, and only those", async () => {
    const { boxes } = await mountTransformPaste()
    await click(boxes()[0]!)
    await type("1")
    await waitFor(() => boxes()[0]!.hasAttribute("data-filled"), "the first box filled")
    expect(boxes()[1]!.hasAttribute("data-filled")).to.equal(false)
  })

  it("hints next on every box's Enter key but the last, which says done", async () => {
    const { boxes } = await mountTransformPaste()
    expect(boxes()).to.have.length(6)
    const hints = boxes().map((box) => box.getAttribute("enterkeyhint"))
    expect(hints).to.deep.equal(["next", "next", "next", "next", "next", "done"])
  })

  it("strips the dashes and spaces of a pasted code, and submits it once complete", async () => {
    const { root, boxes, result } = await mountTransformPaste()
    await paste(boxes()[0]!, "123-456")
    await waitFor(() => pinInput(root).values().join("") === "123456", "the digits spread")
    await waitFor(() => result() === "Submitted code: 123456", "the form submitted by itself")
    expect(root.querySelector<HTMLInputElement>('input[name="code"]')!.value).to.equal("123456")

    await click(getByRole(within(root), "button", { name: "Clear" }))
    await waitFor(() => result() === "", "the submission forgotten once cleared")
    await paste(boxes()[0]!, "654 321")
    await waitFor(() => pinInput(root).values().join("") === "654321", "the spaces stripped")
  })

  it("submits by itself when the last box is typed", async () => {
    const { boxes, result } = await mountTransformPaste()
    await click(boxes()[0]!)
    await type("246813")
    await waitFor(() => result() === "Submitted code: 246813", "the form submitted")
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountTransformPaste()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
