import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  stageOf,
  type,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { clipboard } from "./clipboard.page"

/** Records what the page writes to the clipboard (headless Chromium may refuse real writes). */
function recordClipboard() {
  const written: string[] = []
  const original = navigator.clipboard.writeText
  navigator.clipboard.writeText = async (text: string) => {
    written.push(text)
  }
  return { written, restore: () => (navigator.clipboard.writeText = original) }
}

describe("<demo-clipboard>", () => {
  let clipboardSpy: ReturnType<typeof recordClipboard>
  beforeEach(() => (clipboardSpy = recordClipboard()))
  afterEach(() => {
    clipboardSpy.restore()
    cleanup()
  })

  it("shows the sample link in a labelled read-only input and a Copy button", async () => {
    const { root } = await mountDemo("clipboard")
    expect(clipboard(root).input().value).to.equal("https://github.com/chakra-ui/zag")
    expect(clipboard(root).input().readOnly).to.equal(true)
    expect(getByRole(stageOf(root), "button", { name: "Copy to clipboard" })).to.equal(
      clipboard(root).trigger(),
    )
    expect(clipboard(root).visibleIndicator()).to.deep.equal(["Copy"])
  })

  it("copies the link on click, shows Copied, and returns to idle after 3000 ms", async () => {
    const { root } = await mountDemo("clipboard")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle state")
    const clickedAt = performance.now()
    await click(clipboard(root).trigger())
    expect(clipboardSpy.written).to.deep.equal(["https://github.com/chakra-ui/zag"])
    expect(clipboard(root).trigger().hasAttribute("data-copied")).to.equal(true)
    expect(clipboard(root).trigger().getAttribute("aria-label")).to.equal("Copied to clipboard")
    expect(clipboard(root).visibleIndicator()).to.deep.equal(["Copied"])
    await waitForVisualizer(root, 'state: "copied"', "copied state")

    await sleep(2500 - (performance.now() - clickedAt))
    expect(clipboard(root).visibleIndicator()).to.deep.equal(["Copied"])
    await waitFor(() => !clipboard(root).trigger().hasAttribute("data-copied"), "idle again", 1500)
    expect(performance.now() - clickedAt).to.be.within(2900, 3700)
    expect(clipboard(root).visibleIndicator()).to.deep.equal(["Copy"])
    await waitForVisualizer(root, 'state: "idle"', "idle state again")
  })

  it("copies with Enter on the focused button", async () => {
    const { root } = await mountDemo("clipboard")
    clipboard(root).trigger().focus()
    await press("Enter")
    expect(clipboardSpy.written).to.deep.equal(["https://github.com/chakra-ui/zag"])
    expect(clipboard(root).visibleIndicator()).to.deep.equal(["Copied"])
  })

  it("copies the value and keeps the indicator for the timeout set in Controls", async () => {
    const { root, element } = await mountDemo("clipboard", { timeout: "500" })
    const value = getByLabelText(within(root), "Value") as HTMLInputElement
    await click(value)
    value.select()
    await type("https://zagjs.com")
    await waitFor(() => clipboard(root).input().value === "https://zagjs.com", "the new link")
    await click(clipboard(root).trigger())
    expect(clipboardSpy.written).to.deep.equal(["https://zagjs.com"])
    await waitFor(
      () => !clipboard(root).trigger().hasAttribute("data-copied"),
      "idle after 500 ms",
      1200,
    )
    expect(element.getAttribute("timeout")).to.equal("500")
  })

  it("shows copied even when the browser refuses the write, without breaking", async () => {
    clipboardSpy.restore()
    const original = navigator.clipboard.writeText
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Write denied"))
    // zag does not wait for the write: its refusal surfaces only as an unhandled rejection.
    const refusals: unknown[] = []
    const onRefusal = (event: PromiseRejectionEvent) => {
      refusals.push(event.reason)
      event.preventDefault()
    }
    window.addEventListener("unhandledrejection", onRefusal)
    try {
      const { root } = await mountDemo("clipboard")
      await click(clipboard(root).trigger())
      expect(clipboard(root).visibleIndicator()).to.deep.equal(["Copied"])
      await waitFor(() => refusals.length > 0, "the refused write")
      await click(clipboard(root).trigger())
      expect(clipboard(root).trigger().hasAttribute("data-copied")).to.equal(true)
      // Both refusals must arrive while we listen, or they fail whichever test runs next.
      await waitFor(() => refusals.length > 1, "the second refused write")
    } finally {
      window.removeEventListener("unhandledrejection", onRefusal)
      navigator.clipboard.writeText = original
    }
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountDemo("clipboard")
    await click(clipboard(root).trigger())
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
