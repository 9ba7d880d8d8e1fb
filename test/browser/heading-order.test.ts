/**
 * Issue 12.4: a demo's headings must not break the outline of the page it sits on. Each
 * demo is mounted as the showcase shows it, between the page's h1 and the next h2, and axe's
 * heading-order rule (off in the default run: it is a best practice) must pass, with the
 * headings left out (the default) and with heading-level set to fit under the h1.
 */
import { expect } from "chai"
import { getByRole, queryAllByRole } from "@testing-library/dom"
import axe from "axe-core"
import { cleanup, mountDemo, openToolbarTab, stageOf, waitFor, within } from "./helpers"

/** The demos with titles of their own, and one title shown when the demo loads. */
const DEMOS_WITH_TITLES = {
  accordion: "Home",
  "radio-group": "Fruits",
  "tree-view": "My Documents",
  steps: "Contact",
  tour: "Step 1",
}

/** An article like the showcase's demo page: h1, a place for the demo, then an h2 section. */
function showcasePage() {
  const page = document.createElement("article")
  const title = document.createElement("h1")
  title.textContent = "Demo page"
  const demoPlace = document.createElement("div")
  const next = document.createElement("h2")
  next.textContent = "Embed this demo"
  page.append(title, demoPlace, next)
  document.body.append(page)
  return { page, demoPlace }
}

async function headingOrderViolations(context: Element) {
  const results = await axe.run(context, {
    runOnly: { type: "rule", values: ["heading-order"] },
    resultTypes: ["violations"],
  })
  return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))
}

describe("demo headings and the host page's outline", () => {
  let page: HTMLElement | undefined
  afterEach(() => {
    cleanup()
    page?.remove()
  })

  it("labels the Visualizer's machines without headings", async () => {
    const { page: host, demoPlace } = showcasePage()
    page = host
    // The tooltip demo runs two machines, so the Visualizer names each one.
    const { root } = await mountDemo("tooltip", {}, demoPlace)
    await openToolbarTab(root, "Visualizer")
    const labels = await waitFor(() => {
      const found = [...root.querySelectorAll(".sb-machine-label")]
      return found.length === 2 && found
    }, "two machine labels")
    expect(labels.map((label) => label.textContent)).to.deep.equal([
      "Hover me tooltip",
      "Over me tooltip",
    ])
    expect(queryAllByRole(within(root), "heading")).to.have.length(0)
    expect(await headingOrderViolations(host)).to.deep.equal([])
  })

  for (const [slug, title] of Object.entries(DEMOS_WITH_TITLES)) {
    it(`<demo-${slug}> adds no heading by default and keeps its title as text`, async () => {
      const { page: host, demoPlace } = showcasePage()
      page = host
      const { root } = await mountDemo(slug, {}, demoPlace)
      expect(queryAllByRole(stageOf(root), "heading")).to.have.length(0)
      const titles = [...stageOf(root).querySelectorAll(".sb-heading")].map((t) => t.textContent)
      expect(titles.some((text) => text?.startsWith(title))).to.equal(true)
      expect(await headingOrderViolations(host)).to.deep.equal([])
    })

    it(`<demo-${slug}> gives its titles the level heading-level asks for`, async () => {
      const { page: host, demoPlace } = showcasePage()
      page = host
      const { root } = await mountDemo(slug, { "heading-level": "2" }, demoPlace)
      getByRole(stageOf(root), "heading", { level: 2, name: title })
      expect(queryAllByRole(stageOf(root), "heading", { level: 3 })).to.have.length(0)
      expect(await headingOrderViolations(host)).to.deep.equal([])
    })
  }
})
