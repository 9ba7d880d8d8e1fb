import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { cleanup, click, mountDemo, nextFrame, seriousViolations, waitFor, within } from "./helpers"
import { luminance } from "../../src/elements/runtime/theme-scheme"

/** How light the demo's own background is: 0 black … 1 white. */
const backgroundLuminance = (root: ShadowRoot) =>
  luminance(getComputedStyle(root.querySelector('[part="demo"]')!).backgroundColor)!

const isDark = (root: ShadowRoot) => backgroundLuminance(root) < 0.1
const isLight = (root: ShadowRoot) => backgroundLuminance(root) > 0.8

const regions: HTMLElement[] = []

/** A container standing in for a host page's themed region, removed after the test. */
function pageRegion(style: Partial<CSSStyleDeclaration>) {
  const region = document.createElement("div")
  Object.assign(region.style, style)
  document.body.append(region)
  regions.push(region)
  return region
}

describe("demo themes", () => {
  afterEach(() => {
    cleanup()
    while (regions.length) regions.pop()!.remove()
  })

  it("is light on a plain page, and dark with theme=dark", async () => {
    const { root, element } = await mountDemo("accordion")
    expect(isLight(root)).to.equal(true)
    element.setAttribute("theme", "dark")
    await waitFor(() => isDark(root), "the dark background")
    element.setAttribute("theme", "light")
    await waitFor(() => isLight(root), "the light background")
  })

  it("inherits the page's font and text colour", async () => {
    const region = pageRegion({ fontFamily: "Georgia, serif", color: "rgb(20, 60, 30)" })
    const { root } = await mountDemo("accordion", {}, region)
    const item = getByRole(within(root), "button", { name: /^Home/ })
    expect(getComputedStyle(item).fontFamily).to.contain("Georgia")
    expect(getComputedStyle(root.querySelector('[part="demo"]')!).color).to.equal("rgb(20, 60, 30)")
  })

  it("follows a page that declares a dark color-scheme, and switches back with it", async () => {
    const region = pageRegion({ colorScheme: "dark", color: "rgb(230, 230, 230)" })
    const { root } = await mountDemo("switch", {}, region)
    expect(isDark(root)).to.equal(true)
    // Docs engines switch on the root element; the element re-reads the page then.
    region.style.colorScheme = "light"
    region.style.color = "rgb(20, 20, 20)"
    document.documentElement.classList.add("sb-test-light")
    await waitFor(() => isLight(root), "the light background after the page switched")
    document.documentElement.classList.remove("sb-test-light")
  })

  it("follows a page whose engine switches with an attribute of its own on body", async () => {
    // As Material for MkDocs does: `data-md-color-scheme="slate"` on body, whose style rules
    // give the page light text; no class, no color-scheme.
    const sheet = new CSSStyleSheet()
    sheet.replaceSync('body[data-sb-test-scheme="slate"] { color: rgb(240, 240, 240) }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    try {
      const { root } = await mountDemo("switch")
      expect(isLight(root)).to.equal(true)
      document.body.setAttribute("data-sb-test-scheme", "slate")
      await waitFor(() => isDark(root), "the dark background after the body attribute changed")
      document.body.setAttribute("data-sb-test-scheme", "default")
      await waitFor(() => isLight(root), "the light background again")
    } finally {
      document.body.removeAttribute("data-sb-test-scheme")
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  })

  it("reads a dark page without color-scheme from its light text", async () => {
    const region = pageRegion({ color: "rgb(240, 240, 240)", background: "rgb(20, 20, 20)" })
    const { root } = await mountDemo("switch", {}, region)
    expect(isDark(root)).to.equal(true)
  })

  it("warns once about an invalid theme and uses auto", async () => {
    const warnings: string[] = []
    const original = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      const { root, element } = await mountDemo("switch", { theme: "sepia" })
      element.setAttribute("theme", "sepia")
      await nextFrame()
      expect(isLight(root)).to.equal(true)
      expect(warnings).to.deep.equal([
        '<demo-switch>: invalid theme="sepia" (expected one of auto, light, dark); using the default auto.',
      ])
    } finally {
      console.warn = original
    }
  })

  it("passes axe, colour contrast included, in the dark theme", async () => {
    const { element, root } = await mountDemo("accordion", { theme: "dark" })
    await click(getByRole(within(root), "button", { name: /^Home/ }))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
