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
