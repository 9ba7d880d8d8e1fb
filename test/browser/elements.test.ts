import { expect } from "chai"
import { LitElement, html } from "lit"
import { getByRole, getByLabelText } from "@testing-library/dom"
import { registerDemoElements } from "./register-demos"
import type { RegisteredDemo } from "../../src/elements/define/demo-definition"
import { captureConsole, cleanup, click, mountDemo, waitFor, waitForDemo } from "./helpers"

const within = (root: ShadowRoot) => root as unknown as HTMLElement
const homeTrigger = (root: ShadowRoot) => getByRole(within(root), "button", { name: /^Home/ })

/** A host app that renders a demo inside its own shadow DOM, as a Lit docs site would. */
class DocsPage extends LitElement {
  override render() {
    return html`<section>
      <h2>Accordion docs</h2>
      <demo-accordion collapsible></demo-accordion>
    </section>`
  }
}
customElements.define("docs-page", DocsPage)

// Test-only demos: one that throws while rendering, one whose code cannot be loaded.
const listing = { summary: "Test only.", group: "display", keywords: [] } as const
const brokenDemos: RegisteredDemo[] = [
  {
    slug: "broken-render",
    label: "Broken render",
    ...listing,
    controls: {},
    load: async () => ({
      default: () => {
        throw new Error("Boom: the widget could not render")
      },
    }),
  },
  {
    slug: "broken-load",
    label: "Broken load",
    ...listing,
    controls: {},
    load: () => Promise.reject(new Error("Failed to fetch the demo chunk")),
  },
]

describe("demo elements", () => {
  afterEach(cleanup)

  it("works inside a Lit element's shadow root", async () => {
    const page = document.createElement("docs-page") as DocsPage
    document.body.appendChild(page)
    try {
      await page.updateComplete
      const element = page.shadowRoot!.querySelector("demo-accordion") as HTMLElement
      const { root } = await waitForDemo(element)
      await click(homeTrigger(root))
      expect(homeTrigger(root).getAttribute("aria-expanded")).to.equal("true")
      // collapsible (a bare attribute) lets the open item close again.
      await click(homeTrigger(root))
      expect(homeTrigger(root).getAttribute("aria-expanded")).to.equal("false")
    } finally {
      page.remove()
    }
  })

  it("keeps two instances on one page independent", async () => {
    const first = await mountDemo("accordion")
    const second = await mountDemo("accordion")
    await click(homeTrigger(first.root))
    expect(homeTrigger(first.root).getAttribute("aria-expanded")).to.equal("true")
    expect(homeTrigger(second.root).getAttribute("aria-expanded")).to.equal("false")
    // Ids are unique per instance, so aria references never cross elements.
    expect(homeTrigger(first.root).id).not.to.equal(homeTrigger(second.root).id)
  })

  it("shares one constructable stylesheet per widget between instances", async () => {
    const first = await mountDemo("accordion")
    const second = await mountDemo("accordion")
    // base, theme tokens, kit, accordion, toolbar
    expect(first.root.adoptedStyleSheets.length).to.equal(5)
    for (const sheet of first.root.adoptedStyleSheets)
      expect(second.root.adoptedStyleSheets.includes(sheet)).to.equal(true)
    // The toolbar's sheet comes with the toolbar: a bare embed has one sheet fewer.
    const bare = await mountDemo("accordion", { "no-toolbar": "" })
    expect(bare.root.adoptedStyleSheets.length).to.equal(4)
    expect(getComputedStyle(first.element).display).to.equal("block")
  })

  it("reads a bare boolean attribute as true and restores the default when removed", async () => {
    const { element, root } = await mountDemo("accordion", { disabled: "" })
    const checkbox = getByLabelText(within(root), "Disabled") as HTMLInputElement
    expect(checkbox.checked).to.equal(true)
    expect(homeTrigger(root).hasAttribute("disabled")).to.equal(true)
    element.removeAttribute("disabled")
    await waitFor(() => !homeTrigger(root).hasAttribute("disabled"), "enabled trigger")
    expect(checkbox.checked).to.equal(false)
  })

  it("reflects a property set from script to the attribute and the widget", async () => {
    const { element, root } = await mountDemo("accordion")
    ;(element as HTMLElement & { orientation: string }).orientation = "horizontal"
    expect(element.getAttribute("orientation")).to.equal("horizontal")
    await waitFor(
      () =>
        root.querySelector('[data-part="root"]')?.getAttribute("data-orientation") === "horizontal",
      "horizontal accordion",
    )
  })

  it("warns once about an invalid attribute and falls back to the default", async () => {
    const warnings = captureConsole("warn")
    try {
      const { element, root } = await mountDemo("accordion", { orientation: "diagonal" })
      element.setAttribute("orientation", "diagonal ")
      element.setAttribute("orientation", "diagonal ")
      expect(
        root
          .querySelector('[data-scope="accordion"][data-part="root"]')!
          .getAttribute("data-orientation"),
      ).to.equal("vertical")
      const ours = warnings.calls.filter((line) => line.startsWith("<demo-accordion>"))
      expect(ours).to.deep.equal([
        '<demo-accordion>: invalid orientation="diagonal" (expected one of vertical, horizontal); using the default "vertical".',
        '<demo-accordion>: invalid orientation="diagonal " (expected one of vertical, horizontal); using the default "vertical".',
      ])
    } finally {
      warnings.restore()
    }
  })

  it("never injects attribute text as HTML", async () => {
    const { root } = await mountDemo("accordion", { orientation: "<img src=x onerror=alert(1)>" })
    expect(root.querySelector("img")).to.equal(null)
  })

  it("keeps an error inside the failing demo and lets the rest of the page work", async () => {
    registerDemoElements(brokenDemos)
    const errors = captureConsole("error")
    try {
      const healthy = await mountDemo("accordion")
      const broken = await mountDemo("broken-render")
      const failedLoad = document.createElement("demo-broken-load")
      document.body.append(failedLoad)
      const alert = getByRole(within(broken.root), "alert")
      expect(alert.textContent).to.contain("This demo stopped working.")
      expect(alert.textContent).to.contain("Boom: the widget could not render")
      const loadAlert = await waitFor(
        () => failedLoad.shadowRoot?.querySelector('[role="alert"]'),
        "the load failure",
      )
      expect(loadAlert.textContent).to.contain("This demo could not load.")
      expect(loadAlert.textContent).to.contain("Failed to fetch the demo chunk")
      expect(
        getByRole(within(failedLoad.shadowRoot!), "button", { name: "Retry" }).tagName,
      ).to.equal("BUTTON")
      failedLoad.remove()
      expect(errors.calls.some((line) => line.startsWith("<demo-broken-render>"))).to.equal(true)
      await click(homeTrigger(healthy.root))
      expect(homeTrigger(healthy.root).getAttribute("aria-expanded")).to.equal("true")
    } finally {
      errors.restore()
    }
  })

  it("registers each tag once, however often registration runs", () => {
    const before = customElements.get("demo-accordion")
    registerDemoElements()
    registerDemoElements()
    expect(customElements.get("demo-accordion")).to.equal(before)
  })
})
