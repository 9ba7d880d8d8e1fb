import { describe, expect, it } from "vitest"
import { useSite } from "./site-harness"

// Point 1 of issue 13: the URL is the source of truth for what a visitor chose.
describe("showcase URL state", () => {
  const site = useSite()
  const demo = () => site.page.locator("demo-accordion")
  const snippet = () => site.page.getByTestId("embed-snippet")
  const search = () => new URL(site.page.url()).search
  const historyLength = () => site.page.evaluate(() => history.length)

  it("applies the settings of a loaded URL to the Controls, the widget and the snippet", async () => {
    await site.page.goto(`${site.url}/accordion?multiple&orientation=horizontal`)
    await demo().getByRole("tab", { name: "Controls" }).click()
    await expect.poll(() => demo().getByLabel("Multiple", { exact: true }).isChecked()).toBe(true)
    expect(await demo().getByLabel("Orientation", { exact: true }).inputValue()).toBe("horizontal")
    await expect
      .poll(() =>
        demo()
          .locator('[data-scope="accordion"][data-part="root"]')
          .getAttribute("data-orientation"),
      )
      .toBe("horizontal")
    expect(await snippet().textContent()).toBe(
      '<demo-accordion multiple orientation="horizontal"></demo-accordion>',
    )
    expect(search()).toBe("?multiple&orientation=horizontal")
    expect(site.warnings).toEqual([])
    expect(site.problems).toEqual([])
  })

  it("writes each edit to the URL without adding history entries, and copies the link", async () => {
    await site.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: site.url,
    })
    await site.page.goto(`${site.url}/`)
    await site.page
      .getByRole("navigation", { name: "Demos" })
      .getByRole("link", { name: "Accordion", exact: true })
      .click()
    await expect
      .poll(() => site.page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Accordion")
    const entries = await historyLength()
    await demo().getByRole("tab", { name: "Controls" }).click()
    await demo().getByLabel("Multiple", { exact: true }).check()
    await expect.poll(search).toBe("?multiple")
    await demo().getByLabel("Orientation", { exact: true }).selectOption("horizontal")
    await expect.poll(search).toBe("?multiple&orientation=horizontal")
    expect(await historyLength()).toBe(entries)
    expect(await snippet().textContent()).toBe(
      '<demo-accordion multiple orientation="horizontal"></demo-accordion>',
    )

    await site.page.getByRole("button", { name: "Copy link" }).click()
    await expect
      .poll(() => site.page.getByRole("status").filter({ hasText: "Copied" }).count())
      .toBe(1)
    expect(await site.page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.url}/accordion?multiple&orientation=horizontal`,
    )

    // Back to the default: it leaves the URL.
    await demo().getByLabel("Multiple", { exact: true }).uncheck()
    await expect.poll(search).toBe("?orientation=horizontal")

    // Back leaves the demo (edits replaced its entry); forward restores the settings.
    await site.page.goBack()
    await expect.poll(() => new URL(site.page.url()).pathname).toBe("/")
    await site.page.goForward()
    await expect
      .poll(() => demo().getByLabel("Orientation", { exact: true }).inputValue())
      .toBe("horizontal")
    expect(await demo().getByLabel("Multiple", { exact: true }).isChecked()).toBe(false)
    expect(site.problems).toEqual([])
  })

  it("puts Copy link above the demo, carrying the site's theme and direction as globals", async () => {
    await site.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: site.url,
    })
    await site.page.goto(`${site.url}/accordion?multiple`)
    const header = site.page.getByRole("banner")
    await header.getByLabel("Theme").selectOption({ label: "Dark" })
    await header.getByLabel("Direction").selectOption({ label: "Right to left" })
    const copyLink = site.page.getByRole("button", { name: "Copy link" })
    // Above the demo: before the element in reading order, its box above the demo's.
    await copyLink.waitFor()
    const [button, element] = await Promise.all([copyLink.boundingBox(), demo().boundingBox()])
    expect(button!.y + button!.height).toBeLessThanOrEqual(element!.y)
    await copyLink.click()
    await expect
      .poll(() => site.page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${site.url}/accordion?multiple&globals=theme:dark;dir:rtl`)
    expect(site.problems).toEqual([])
  })

  it("opens a link's globals for that visit without storing them", async () => {
    await site.page.goto(`${site.url}/accordion?multiple&globals=theme:dark;dir:rtl`)
    const root = site.page.locator("html")
    expect(await root.getAttribute("data-theme")).toBe("dark")
    expect(await root.getAttribute("dir")).toBe("rtl")
    const header = site.page.getByRole("banner")
    await expect.poll(() => header.getByLabel("Theme").inputValue()).toBe("dark")
    expect(await header.getByLabel("Direction").inputValue()).toBe("rtl")
    await expect.poll(() => demo().getAttribute("theme")).toBe("dark")
    // The settings stay in the address; the globals leave it, and nothing was stored.
    await expect.poll(search).toBe("?multiple")
    expect(
      await site.page.evaluate(() => [
        localStorage.getItem("statebook:theme"),
        localStorage.getItem("statebook:dir"),
      ]),
    ).toEqual([null, null])
    expect(site.warnings).toEqual([])
    expect(site.problems).toEqual([])
  })

  it("restores each entry's settings on back and forward within one demo", async () => {
    await site.page.goto(`${site.url}/accordion?multiple`)
    await demo().getByRole("tab", { name: "Controls" }).click()
    await expect.poll(() => demo().getByLabel("Multiple", { exact: true }).isChecked()).toBe(true)
    // A nav link to the same demo is a new entry, with the default settings.
    await site.page
      .getByRole("navigation", { name: "Demos" })
      .getByRole("link", { name: "Accordion", exact: true })
      .click()
    await expect.poll(search).toBe("")
    await expect.poll(() => demo().getByLabel("Multiple", { exact: true }).isChecked()).toBe(false)
    expect(await snippet().textContent()).toBe("<demo-accordion></demo-accordion>")
    await site.page.goBack()
    await expect.poll(search).toBe("?multiple")
    await expect.poll(() => demo().getByLabel("Multiple", { exact: true }).isChecked()).toBe(true)
    expect(await snippet().textContent()).toBe("<demo-accordion multiple></demo-accordion>")
  })

  it("warns about an invalid value as the attribute would, keeps the default and fixes the URL", async () => {
    await site.page.goto(`${site.url}/accordion?orientation=diagonal&multiple&nope=1`)
    await expect.poll(search).toBe("?multiple")
    expect(site.warnings).toEqual([
      '<demo-accordion>: invalid orientation="diagonal" (expected one of vertical, horizontal); using the default "vertical".',
    ])
    await demo().getByRole("tab", { name: "Controls" }).click()
    expect(await demo().getByLabel("Orientation", { exact: true }).inputValue()).toBe("vertical")
    expect(await snippet().textContent()).toBe("<demo-accordion multiple></demo-accordion>")
    expect(site.problems).toEqual([])
  })
})
