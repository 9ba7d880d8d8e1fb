import { describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import { seriousViolations, useSite } from "./site-harness"

const sortedLabels = catalog.map((entry) => entry.label).sort((a, b) => a.localeCompare(b, "en"))

describe("showcase site", () => {
  const site = useSite()
  const nav = () => site.page.getByRole("navigation", { name: "Demos" })
  const heading = () => site.page.getByRole("heading", { level: 1 })
  const path = () => new URL(site.page.url()).pathname
  /** Set before a click: it survives an in-page navigation and vanishes on a reload. */
  const setMarker = () => site.page.evaluate(() => Object.assign(window, { __statebookMarker: 1 }))
  const hasMarker = () => site.page.evaluate(() => "__statebookMarker" in window)
  const focusedText = () => site.page.evaluate(() => document.activeElement?.textContent ?? "")
  const focusedHeading = () =>
    site.page.evaluate(() => {
      const focused = document.activeElement
      return focused?.tagName === "H1" ? focused.textContent : null
    })

  it("lists every catalog demo in the nav, sorted by label, on the home page", async () => {
    await site.page.goto(`${site.url}/`)
    await expect.poll(() => heading().textContent()).toBe("Statebook")
    expect(await site.page.title()).toBe("Statebook")
    expect(await nav().getByRole("link").allTextContents()).toEqual(sortedLabels)
    // The embed snippets name the real package and its per-demo entry, as pasted.
    const bundler = await site.page.getByTestId("bundler-snippet").textContent()
    expect(bundler).toContain('import "statebook-elements/accordion"')
    expect(bundler).toContain("<demo-accordion></demo-accordion>")
    const scriptTag = await site.page.getByTestId("script-tag-snippet").textContent()
    expect(scriptTag).toContain('<script type="module" src="/statebook/elements/accordion.js">')
    expect(await site.page.locator("#app main").count()).toBe(1)
    expect(site.problems).toEqual([])
  })

  it("navigates in the page on a nav click, marks the link current, and goes back", async () => {
    await site.page.goto(`${site.url}/`)
    await setMarker()
    const link = nav().getByRole("link", { name: "Accordion", exact: true })
    await link.click()

    await expect.poll(path).toBe("/accordion")
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    expect(await hasMarker()).toBe(true)
    expect(await link.getAttribute("aria-current")).toBe("page")
    expect(await site.page.title()).toBe("Accordion · Statebook")
    expect(await focusedHeading()).toBe("Accordion")
    const widget = site.page.locator("demo-accordion").getByRole("button", { name: /^Home/ })
    await widget.click()
    await expect.poll(() => widget.getAttribute("aria-expanded")).toBe("true")

    await site.page.goBack()
    await expect.poll(path).toBe("/")
    await expect.poll(() => heading().textContent()).toBe("Statebook")
    expect(await hasMarker()).toBe(true)
    expect(await link.getAttribute("aria-current")).toBeNull()
    expect(await site.page.locator("demo-accordion").count()).toBe(0)

    await site.page.goForward()
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    expect(await hasMarker()).toBe(true)
    expect(site.problems).toEqual([])
  })

  it("loads a deep link directly", async () => {
    await site.page.goto(`${site.url}/accordion`)
    await expect.poll(() => heading().textContent()).toBe("Accordion")
    const link = nav().getByRole("link", { name: "Accordion", exact: true })
    expect(await link.getAttribute("aria-current")).toBe("page")
    await expect
      .poll(() =>
        site.page.locator("demo-accordion").getByRole("button", { name: /^Home/ }).count(),
      )
      .toBe(1)
    expect(site.problems).toEqual([])
  })

  it("shows the not-found page for an unknown path, with a working link home", async () => {
    await site.page.goto(`${site.url}/no/such-page`)
    await expect.poll(() => heading().textContent()).toBe("Page not found")
    expect(await site.page.getByRole("main").textContent()).toContain("/no/such-page")
    expect(await site.page.title()).toBe("Page not found · Statebook")
    await setMarker()
    await site.page.getByRole("link", { name: "Go to the home page" }).click()
    await expect.poll(path).toBe("/")
    await expect.poll(() => heading().textContent()).toBe("Statebook")
    expect(await hasMarker()).toBe(true)
    expect(site.problems).toEqual([])
  })

  it("leaves a ctrl-click to the browser", async () => {
    await site.page.goto(`${site.url}/`)
    await setMarker()
    const opened = site.context.waitForEvent("page")
    await nav()
      .getByRole("link", { name: "Accordion", exact: true })
      .click({ modifiers: ["Control"] })
    const tab = await opened
    await expect.poll(() => new URL(tab.url()).pathname).toBe("/accordion")
    expect(path()).toBe("/")
    expect(await heading().textContent()).toBe("Statebook")
    expect(await hasMarker()).toBe(true)
  })

  it("starts the new page at the top, with focus on its heading", async () => {
    await site.page.setViewportSize({ width: 900, height: 400 })
    await site.page.goto(`${site.url}/`)
    const last = sortedLabels.at(-1)!
    const link = site.page.getByRole("main").getByRole("link", { name: last, exact: true })
    await link.scrollIntoViewIfNeeded()
    expect(await site.page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await link.click()
    await expect.poll(() => heading().textContent()).toBe(last)
    expect(await focusedHeading()).toBe(last)
    expect(await site.page.evaluate(() => window.scrollY)).toBe(0)
  })

  it("moves focus past the nav with the skip link", async () => {
    await site.page.goto(`${site.url}/accordion`)
    // React renders after the load event: wait for the shell before pressing keys.
    await heading().waitFor()
    await site.page.keyboard.press("Tab")
    expect(await focusedText()).toBe("Skip to content")
    await site.page.keyboard.press("Enter")
    expect(await site.page.evaluate(() => document.activeElement?.id)).toBe("content")
    expect(path()).toBe("/accordion")
  })

  it("shows the embed markup of the current settings, live, as text with a Copy button", async () => {
    await site.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url })
    await site.page.goto(`${site.url}/accordion`)
    const snippet = site.page.getByTestId("embed-snippet")
    await expect.poll(() => snippet.textContent()).toBe("<demo-accordion></demo-accordion>")

    const demo = site.page.locator("demo-accordion")
    await demo.getByRole("tab", { name: "Controls" }).click()
    await demo.getByLabel("Multiple", { exact: true }).check()
    await demo.getByLabel("Orientation", { exact: true }).selectOption("horizontal")
    const expected = '<demo-accordion multiple orientation="horizontal"></demo-accordion>'
    await expect.poll(() => snippet.textContent()).toBe(expected)
    // Text, never parsed: no element was created from the markup.
    expect(await snippet.evaluate((code) => code.children.length)).toBe(0)

    await site.page.getByRole("button", { name: "Copy", exact: true }).click()
    await expect
      .poll(() => site.page.getByRole("status").filter({ hasText: "Copied" }).count())
      .toBe(1)
    expect(await site.page.evaluate(() => navigator.clipboard.readText())).toBe(expected)

    // Back to the default: the attribute leaves the snippet again.
    await demo.getByLabel("Multiple", { exact: true }).uncheck()
    await expect
      .poll(() => snippet.textContent())
      .toBe('<demo-accordion orientation="horizontal"></demo-accordion>')
    expect(site.problems).toEqual([])
  })

  it("gives every demo a page with its label and its element", async () => {
    await site.page.goto(`${site.url}/`)
    for (const entry of catalog) {
      await nav().getByRole("link", { name: entry.label, exact: true }).click()
      await expect.poll(() => heading().textContent()).toBe(entry.label)
      const tag = `demo-${entry.slug}`
      const element = site.page.locator(`#content ${tag}`)
      await expect.poll(() => element.evaluate((node) => !!node.shadowRoot)).toBe(true)
      expect(await site.page.evaluate((name) => !!customElements.get(name), tag)).toBe(true)
    }
  })

  it("has no serious accessibility violations on home, a demo and the not-found page", async () => {
    for (const at of ["/", "/accordion", "/nope"]) {
      await site.page.goto(`${site.url}${at}`)
      await expect.poll(() => heading().count()).toBe(1)
      if (at === "/accordion")
        await expect
          .poll(() => site.page.locator("demo-accordion").getByRole("button").count())
          .toBeGreaterThan(0)
      expect(await seriousViolations(site.page), at).toEqual([])
    }
  })
})
