import { describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import { searchDemos } from "../../src/showcase/search/search-demos"
import { seriousViolations, useSite } from "./site-harness"

/** What the site's search looks through: every demo, and every variant under its demo's name. */
const searchable = catalog.flatMap((demo) => [
  demo,
  ...demo.variants.map((variant) => ({
    slug: `${demo.slug}/${variant.name}`,
    label: `${demo.label}: ${variant.label}`,
    keywords: [...variant.keywords, ...demo.keywords],
  })),
])

// Point 2 of issue 13: a search box at the top of the nav, a combobox with a listbox.
describe("showcase search", () => {
  const site = useSite()
  const nav = () => site.page.getByRole("navigation", { name: "Demos" })
  const box = () => nav().getByRole("combobox", { name: "Search demos" })
  const options = () => nav().getByRole("option")
  const heading = () => site.page.getByRole("heading", { level: 1 })
  const focusedId = () => site.page.evaluate(() => document.activeElement?.id)

  it("filters the demos as you type, label matches first, keywords too", async () => {
    await site.page.goto(`${site.url}/`)
    await box().fill("menu")
    // The matching code loads when the box is first focused: the results follow the typing.
    await expect.poll(() => box().getAttribute("aria-expanded")).toBe("true")
    // The ranking itself is the unit tests'; here, the page lists what it ranks, in order.
    const ranked = searchDemos("menu", searchable).map((entry) => entry.label)
    // The exact match first, then its variants, right under it, then "Menu (Options)".
    expect(ranked[0]).toBe("Menu")
    const lastVariant = ranked.findLastIndex((label) => label.startsWith("Menu: "))
    expect(lastVariant).toBeGreaterThan(0)
    expect(ranked.indexOf("Menu (Options)")).toBe(lastVariant + 1)
    expect(await options().allTextContents()).toEqual(ranked)
    // The plain list of links gives way to the results.
    expect(await nav().getByRole("link").count()).toBe(0)
    await box().fill("calendar")
    await expect
      .poll(() => options().allTextContents())
      .toEqual(searchDemos("calendar", searchable).map((entry) => entry.label))
    // Run together or mistyped, a name still finds its demo first.
    await box().fill("datepicker")
    await expect.poll(() => options().first().textContent()).toBe("Date Picker")
    await box().fill("combbox")
    await expect.poll(() => options().first().textContent()).toBe("Combobox")
  })

  it("yields Ctrl+K to a demo that claims it for the page", async () => {
    await site.page.goto(`${site.url}/command-palette?page-shortcut`)
    const palette = site.page.getByRole("dialog", { name: "Command palette" })
    await site.page.getByRole("button", { name: "Open Command Menu" }).waitFor()
    const searchId = await box().getAttribute("id")
    await heading().click()
    await site.page.keyboard.press("Control+k")
    await palette.waitFor()
    expect(await focusedId()).not.toBe(searchId)
    // "/" is still the site's.
    await site.page.keyboard.press("Escape")
    await palette.waitFor({ state: "hidden" })
    await heading().click()
    await site.page.keyboard.press("/")
    await expect.poll(focusedId).toBe(searchId)
  })

  it("is reached with / and Ctrl+K, moved through with arrows, and opens with Enter", async () => {
    await site.page.goto(`${site.url}/accordion`)
    await heading().waitFor()
    await site.page.keyboard.press("/")
    await expect.poll(focusedId).toBe(await box().getAttribute("id"))
    expect(await box().inputValue()).toBe("")
    await site.page.keyboard.type("dropdown")
    const first = await options().first().textContent()
    await site.page.keyboard.press("ArrowDown")
    await site.page.keyboard.press("ArrowDown")
    await site.page.keyboard.press("ArrowUp")
    const active = nav().getByRole("option", { selected: true })
    const second = await options().nth(1).textContent()
    expect(await active.textContent()).toBe(second)
    expect(await box().getAttribute("aria-activedescendant")).toBe(await active.getAttribute("id"))
    expect(first).not.toBe(second)
    await site.page.keyboard.press("Enter")
    await expect.poll(() => heading().textContent()).toBe(second)
    const slug = catalog.find((entry) => entry.label === second)!.slug
    expect(new URL(site.page.url()).pathname).toBe(`/${slug}`)
    expect(await box().inputValue()).toBe("")

    // "/" typed into a field inside a demo stays there; Ctrl+K works from there too.
    await site.page.goto(`${site.url}/combobox`)
    await heading().waitFor()
    const field = site.page.locator("demo-combobox input[data-scope='combobox'][data-part='input']")
    await field.fill("")
    await field.press("/")
    expect(await field.inputValue()).toBe("/")
    await site.page.keyboard.press("Control+k")
    // The shortcut's handler is the search's, whose code may still be loading on a busy machine.
    await expect.poll(focusedId).toBe(await box().getAttribute("id"))
  })

  it("clears with Escape and says when nothing matches", async () => {
    await site.page.goto(`${site.url}/`)
    await box().fill("<b>zzz</b>")
    expect(await box().getAttribute("aria-expanded")).toBe("false")
    await expect
      .poll(() => nav().getByRole("status").textContent())
      .toBe("No demos match “<b>zzz</b>”")
    expect(await nav().locator("b").count()).toBe(0)
    await box().press("Escape")
    expect(await box().inputValue()).toBe("")
    expect(await nav().getByRole("status").textContent()).toBe("")
    expect(await nav().getByRole("link").count()).toBeGreaterThan(40)
  })

  it("opens a result with a click, and passes axe while showing results", async () => {
    await site.page.goto(`${site.url}/`)
    await box().fill("tree")
    expect(await seriousViolations(site.page)).toEqual([])
    await nav().getByRole("option", { name: "Tree View", exact: true }).click()
    await expect.poll(() => heading().textContent()).toBe("Tree View")
    expect(site.problems).toEqual([])
  })
})
