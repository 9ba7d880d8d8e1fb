import { describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import { demosByLabel } from "../../src/showcase/demos-by-label"
import { bundlerSnippet, scriptTagSnippet } from "../../src/showcase/pages/install-snippets"
import packageJson from "../../package.json"
import { pageTitle } from "../../src/showcase/page-title"
import { pickRoute } from "../../src/showcase/router/pick"
import { notFound, siteRoutes } from "../../src/showcase/routes"
import { zagExampleAddress } from "../../src/showcase/zag-examples"

const routes = siteRoutes(catalog)
const isDemo = (slug: string) => catalog.some((entry) => entry.slug === slug)
/**
 * The page a path shows, as the site decides it: a variant the demo has (its page learns them
 * with the demo's chunk), else zag's example addresses where the table has them.
 */
const viewAt = (path: string) => {
  const { value: view, params } = pickRoute(routes, path, notFound)
  if (view.page === "demo" && params.variant) {
    const variant = params.variant
    const known = catalog.find(({ slug }) => slug === view.demo.slug)!.variants
    if (known.some(({ name }) => name === variant)) return { ...view, variant }
    const example = `${view.demo.slug}/${variant}`
    return zagExampleAddress(example, isDemo) ? { page: "zag-example", example } : notFound
  }
  if (view.page !== "zag-example") return view
  const example = `${params.folder}/${params.page}`
  return zagExampleAddress(example, isDemo) ? { page: "zag-example", example } : notFound
}

describe("showcase routes", () => {
  it("has a home route", () => {
    expect(pickRoute(routes, "/", notFound).value).toEqual({ page: "home" })
  })

  it("routes /<slug> to each catalog demo", () => {
    for (const entry of catalog) {
      expect(pickRoute(routes, `/${entry.slug}`, notFound).value).toEqual({
        page: "demo",
        demo: entry,
      })
    }
  })

  it("sends unknown paths to the not-found page", () => {
    for (const path of [
      "/nope",
      "/accordion/extra",
      "/ACCORDION",
      "/a//b",
      "/a/b/c",
      "/nope/basic",
    ])
      expect(viewAt(path), path).toBe(notFound)
  })

  it("keeps the spec's demo routes static; only variants and zag's addresses take parameters", () => {
    const withParameters = routes.filter((route) => /[:*]/.test(route.path)).map(({ path }) => path)
    expect(withParameters).toEqual([
      ...catalog.map(({ slug }) => `/${slug}/:variant`),
      "/:folder/:page",
    ])
  })

  it("routes /<slug>/<variant> to each variant, and zag's addresses to the page that shows them", () => {
    const popover = catalog.find(({ slug }) => slug === "popover")!
    expect(viewAt("/popover/multiple-trigger")).toEqual({
      page: "demo",
      demo: popover,
      variant: "multiple-trigger",
    })
    // Another demo, the demo itself (zag's basic), and a machine folder that is no demo slug.
    expect(viewAt("/popover/nested")).toEqual({ page: "zag-example", example: "popover/nested" })
    expect(viewAt("/popover/basic")).toEqual({ page: "zag-example", example: "popover/basic" })
    expect(zagExampleAddress("popover/basic", isDemo)?.to).toBe("/popover")
    expect(viewAt("/popover/no-such-example")).toBe(notFound)
  })
})

describe("showcase helpers", () => {
  it("sorts the demos by label", () => {
    const labels = demosByLabel(catalog).map((entry) => entry.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")))
    expect(labels).toHaveLength(catalog.length)
    const sample = [
      { ...catalog[0]!, label: "Tooltip" },
      { ...catalog[0]!, label: "Avatar" },
      { ...catalog[0]!, label: "Date Picker" },
    ]
    expect(demosByLabel(sample).map((entry) => entry.label)).toEqual([
      "Avatar",
      "Date Picker",
      "Tooltip",
    ])
  })

  it("titles pages after their name, then the site", () => {
    expect(pageTitle("Accordion")).toBe("Accordion · Statebook")
    expect(pageTitle()).toBe("Statebook")
    expect(pageTitle("")).toBe("Statebook")
  })

  it("writes embed snippets that work as pasted, naming the package in package.json", () => {
    expect(packageJson.name).toBe("statebook-elements")
    expect(bundlerSnippet("date-picker")).toBe(
      "npm install statebook-elements\n\n" +
        'import "statebook-elements/date-picker"\n\n' +
        "<demo-date-picker></demo-date-picker>",
    )
    const tag = scriptTagSnippet("date-picker", "/static/statebook")
    expect(tag).toContain('<script type="module" src="/static/statebook/elements/date-picker.js">')
    expect(tag).toMatch(/statebook-elements's dist\/lib folder/)
    // The entry it names is one the package ships.
    expect(packageJson.exports["./*"].import).toBe("./dist/lib/elements/*.js")
  })
})
