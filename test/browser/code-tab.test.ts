import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { cleanup, click, mountDemo, waitFor, within } from "./helpers"

// The toolbar's Code tab (issue 13, point 5): the demo's own files, loaded when opened.
describe("the Code tab", () => {
  afterEach(cleanup)

  const openCode = async (root: ShadowRoot) => {
    await click(getByRole(within(root), "tab", { name: "Code" }))
    return waitFor(
      () => root.querySelector<HTMLElement>(".sb-source-code"),
      "the highlighted source",
    )
  }

  it("is the last tab and loads nothing until it is opened", async () => {
    const { root } = await mountDemo("accordion")
    const tabs = [...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
    expect(tabs).to.deep.equal(["Controls", "Visualizer", "Accessibility", "Code"])
    expect(root.querySelector(".sb-source")).to.equal(null)
    expect(queryByRole(within(root), "region", { name: "accordion.demo.tsx" })).to.equal(null)
  })

  it("shows the demo file first, highlighted as text, and the folder files it imports", async () => {
    const { root } = await mountDemo("date-picker")
    const code = await openCode(root)
    expect(code.getAttribute("aria-label")).to.equal("date-picker.demo.tsx")
    expect(code.textContent).to.contain("export default function")
    // Tokens are spans of text: a keyword is coloured, and no markup came from the source.
    const keyword = code.querySelector(".sb-sh-keyword")!
    expect(keyword.textContent).to.equal("import")
    expect(code.querySelectorAll("span > *").length).to.equal(0)

    const file = getByRole(within(root), "combobox", { name: "File" }) as HTMLSelectElement
    const names = [...file.options].map((option) => option.value)
    expect(names[0]).to.equal("date-picker.demo.tsx")
    expect(names).to.include.members(["date-picker.controls.ts", "date-picker.css"])
    expect(names).not.to.include("date-picker-range.demo.tsx")

    file.value = "date-picker.css"
    file.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => code.getAttribute("aria-label") === "date-picker.css", "the CSS file")
    expect(code.textContent).to.contain("[data-part=")
  })

  it("copies the shown file and says so", async () => {
    const { root } = await mountDemo("accordion")
    const code = await openCode(root)
    let copied = ""
    const clipboard = navigator.clipboard
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    })
    try {
      await click(getByRole(within(root), "button", { name: "Copy code" }))
      await waitFor(
        () => getByRole(within(root), "status").textContent === "Copied",
        "the Copied confirmation",
      )
      expect(copied).to.equal(code.textContent)
    } finally {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard })
    }
  })

  it("keeps source code left to right in a right-to-left demo", async () => {
    const { root, element } = await mountDemo("pagination", { dir: "rtl" })
    expect(getComputedStyle(element).direction).to.equal("rtl")
    const code = await openCode(root)
    expect(getComputedStyle(code).direction).to.equal("ltr")
  })

  it("is not there with no-toolbar", async () => {
    const { root } = await mountDemo("accordion", { "no-toolbar": "" })
    expect(queryByRole(within(root), "tab", { name: "Code" })).to.equal(null)
  })
})
