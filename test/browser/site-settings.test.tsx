import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { createRoot, type Root } from "react-dom/client"
import { controls } from "../../src/components/accordion/accordion.controls"
import { DemoView } from "../../src/showcase/pages/demo-view"
import { Link, navigate } from "../../src/showcase/router"
import { click, openToolbarTab, waitFor, waitForDemo, waitForValue, within } from "./helpers"

// The showcase's demo page: the URL holds what a visitor chose. It reaches the element's
// settings directly, and a Controls edit reaches the widget in the element and the URL from
// its `controlschange`, never as an attribute written back to the element.

describe("a demo's settings on the site", () => {
  const start = location.href
  let root: Root | null = null
  let host: HTMLElement | null = null

  afterEach(() => {
    root?.unmount()
    host?.remove()
    root = host = null
    history.replaceState(null, "", start)
  })

  async function openPage(path: string) {
    navigate(path)
    host = document.body.appendChild(document.createElement("div"))
    root = createRoot(host)
    root.render(
      createElement(DemoView, { slug: "accordion", variants: [], Link, schema: controls }),
    )
    const element = await waitFor(
      () => host!.querySelector<HTMLElement>("demo-accordion"),
      "the element",
    )
    const demo = await waitForDemo(element)
    await openToolbarTab(demo.root, "Controls")
    const field = (label: string) =>
      getByLabelText<HTMLInputElement | HTMLSelectElement>(within(demo.root), label)
    const orientation = () =>
      demo.stage
        .querySelector('[data-scope="accordion"][data-part="root"]')!
        .getAttribute("data-orientation")
    return { ...demo, field, orientation }
  }

  /** The setting attributes the element receives while `act` runs. */
  async function settingAttributesWritten(element: HTMLElement, act: () => Promise<void>) {
    const names: string[] = []
    const observer = new MutationObserver((records) =>
      names.push(...records.map((record) => record.attributeName!)),
    )
    observer.observe(element, { attributes: true })
    await act()
    observer.disconnect()
    return names.filter((name) => name !== "theme")
  }

  it("applies the URL's settings to the widget and its Controls, not as attributes", async () => {
    const page = await openPage("/accordion?multiple&orientation=horizontal")
    await waitForValue(page.orientation, "horizontal", "the widget's orientation")
    expect((page.field("Multiple") as HTMLInputElement).checked).to.equal(true)
    expect(page.field("Orientation").value).to.equal("horizontal")
    expect(page.element.getAttributeNames().sort()).to.deep.equal(["class", "loading", "theme"])
  })

  it("shows an edit at once and records it in the URL, with no attribute echoed back", async () => {
    const page = await openPage("/accordion?orientation=horizontal")
    const entries = history.length
    const written = await settingAttributesWritten(page.element, async () => {
      await click(page.field("Multiple"))
      await waitForValue(() => location.search, "?multiple&orientation=horizontal", "the URL")
      page.field("Orientation").focus()
      const select = page.field("Orientation") as HTMLSelectElement
      select.value = "vertical"
      select.dispatchEvent(new Event("change", { bubbles: true }))
      await waitForValue(page.orientation, "vertical", "the widget's orientation")
      await waitForValue(() => location.search, "?multiple", "the URL")
    })
    expect(written).to.deep.equal([])
    expect(history.length).to.equal(entries)
    expect((page.field("Multiple") as HTMLInputElement).checked).to.equal(true)
  })

  it("follows a link to the same demo and back/forward, edits included", async () => {
    const page = await openPage("/accordion")
    await click(page.field("Multiple"))
    await waitForValue(() => location.search, "?multiple", "the URL")
    // A link to the demo itself: a new entry with the defaults, where the edit does not stay.
    navigate("/accordion")
    await waitFor(() => !(page.field("Multiple") as HTMLInputElement).checked, "the default")
    history.back()
    await waitForValue(() => location.search, "?multiple", "the URL after back")
    await waitFor(() => (page.field("Multiple") as HTMLInputElement).checked, "the edit again")
    history.forward()
    await waitForValue(() => location.search, "", "the URL after forward")
    await waitFor(() => !(page.field("Multiple") as HTMLInputElement).checked, "the default")
  })

  it("warns about an invalid value as the attribute would, and fixes the URL", async () => {
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      const page = await openPage("/accordion?orientation=diagonal&multiple")
      await waitForValue(() => location.search, "?multiple", "the URL")
      expect(page.field("Orientation").value).to.equal("vertical")
      expect((page.field("Multiple") as HTMLInputElement).checked).to.equal(true)
    } finally {
      console.warn = warn
    }
    expect(warnings).to.deep.equal([
      '<demo-accordion>: invalid orientation="diagonal" (expected one of vertical, horizontal); using the default "vertical".',
    ])
  })
})
