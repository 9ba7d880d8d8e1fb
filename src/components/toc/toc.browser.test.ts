import { expect } from "chai"
import { cleanup, mountDemo, seriousViolations, waitFor } from "../../../test/browser/helpers"
import { toc } from "./toc.page"

describe("<demo-toc>", () => {
  afterEach(cleanup)

  it("marks the sections in view", async () => {
    const { root } = await mountDemo("toc")
    const widget = toc(root)
    await waitFor(() => widget.activeLinks().length > 0 || null, "active links")
    console.log(JSON.stringify(widget.activeLinks()))
    const box = widget.article()
    box.scrollTop = 400
    await waitFor(() => !widget.activeLinks().includes("States") || null, "States out")
    console.log(JSON.stringify(widget.activeLinks()), document.documentElement.scrollTop)
  })

  it("has no serious accessibility violations", async () => {
    const { element } = await mountDemo("toc")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
