import { describe, expect, it } from "vitest"
import { themeTokens } from "../../src/components/kit/runtime/theme-tokens"
import { seriousViolations, useSite } from "./site-harness"

/** `#1e1e24` as the browser computes it: `rgb(30, 30, 36)`. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`
// The shell's page background is the kit's --sb-surface token, the one source of both themes.
const [lightSurface, darkSurface] = themeTokens.find((token) => token.name === "--sb-surface")!
  .fallback as readonly [string, string]

// Point 3 of issue 13: theme and direction switches, remembered, passed to the demos.
describe("showcase theme and direction", () => {
  const site = useSite()
  const header = () => site.page.getByRole("banner")
  const bodyBackground = () =>
    site.page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const WHITE = rgb(lightSurface)
  const DARK = rgb(darkSurface)

  it("follows the system theme by default and remembers a chosen one", async () => {
    await site.page.emulateMedia({ colorScheme: "dark" })
    await site.page.goto(`${site.url}/accordion`)
    const theme = header().getByLabel("Theme")
    expect(await theme.inputValue()).toBe("system")
    expect(await bodyBackground()).toBe(DARK)
    await expect.poll(() => site.page.locator("demo-accordion").getAttribute("theme")).toBe("auto")

    await theme.selectOption({ label: "Light" })
    expect(await bodyBackground()).toBe(WHITE)
    await expect.poll(() => site.page.locator("demo-accordion").getAttribute("theme")).toBe("light")

    await site.page.reload()
    expect(await header().getByLabel("Theme").inputValue()).toBe("light")
    expect(await bodyBackground()).toBe(WHITE)

    await site.page.emulateMedia({ colorScheme: "light" })
    await header().getByLabel("Theme").selectOption({ label: "Dark" })
    expect(await bodyBackground()).toBe(DARK)
    await expect.poll(() => site.page.locator("demo-accordion").getAttribute("theme")).toBe("dark")
    expect(site.problems).toEqual([])
  })

  it("applies the stored theme and direction before any app code runs (no flash)", async () => {
    await site.page.goto(`${site.url}/`)
    await header().getByLabel("Theme").selectOption({ label: "Dark" })
    await header().getByLabel("Direction", { exact: true }).selectOption({ label: "Right to left" })
    // The app's bundle never arrives: what shows is the prerendered page, as theme-boot.js
    // left it, switches included.
    await site.page.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await site.page.reload()
    expect(await bodyBackground()).toBe(DARK)
    expect(await site.page.evaluate(() => document.documentElement.dir)).toBe("rtl")
    expect(await header().getByLabel("Theme").inputValue()).toBe("dark")
    expect(await header().getByLabel("Direction", { exact: true }).inputValue()).toBe("rtl")
  })

  it("mirrors the shell and passes the direction to demos, through their dir control", async () => {
    await site.page.goto(`${site.url}/pagination`)
    await header().getByLabel("Direction", { exact: true }).selectOption({ label: "Right to left" })
    expect(await site.page.evaluate(() => document.documentElement.dir)).toBe("rtl")
    const demo = site.page.locator("demo-pagination")
    await expect.poll(() => demo.getAttribute("dir")).toBe("rtl")
    await demo.getByRole("tab", { name: "Controls" }).click()
    expect(await demo.getByLabel("Direction", { exact: true }).inputValue()).toBe("rtl")
    // The site direction is the baseline: the URL stays clean, the snippet says what it takes.
    expect(new URL(site.page.url()).search).toBe("")
    expect(await site.page.getByTestId("embed-snippet").textContent()).toBe(
      '<demo-pagination dir="rtl"></demo-pagination>',
    )
    // Markup still reads left to right.
    expect(
      await site.page.getByTestId("embed-snippet").evaluate((el) => getComputedStyle(el).direction),
    ).toBe("ltr")
    // Choosing left to right for this demo alone is a setting of its own.
    await demo.getByLabel("Direction", { exact: true }).selectOption("ltr")
    await expect.poll(() => new URL(site.page.url()).search).toBe("?dir=ltr")
    expect(await demo.getAttribute("dir")).toBe("ltr")

    // A demo without a dir control still gets the HTML attribute (its shadow root's direction).
    await site.page.goto(`${site.url}/tooltip`)
    const tooltip = site.page.locator("demo-tooltip")
    await expect.poll(() => tooltip.getAttribute("dir")).toBe("rtl")
    expect(await tooltip.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl")
    await header().getByLabel("Direction", { exact: true }).selectOption({ label: "Left to right" })
    await expect.poll(() => tooltip.getAttribute("dir")).toBeNull()
    expect(site.problems).toEqual([])
  })

  it("passes axe with color-contrast on the home page and a demo page, in both themes", async () => {
    for (const theme of ["Light", "Dark"]) {
      for (const at of ["/", "/accordion"]) {
        await site.page.goto(`${site.url}${at}`)
        await header().getByLabel("Theme").selectOption({ label: theme })
        await expect
          .poll(() => site.page.locator("demo-accordion [data-part='item-trigger']").count())
          .toBe(at === "/" ? 0 : 3)
        expect(
          await seriousViolations(site.page, { "color-contrast": { enabled: true } }),
          `${theme} ${at}`,
        ).toEqual([])
      }
    }
  })
})
