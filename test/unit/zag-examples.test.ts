import { describe, expect, it } from "vitest"
import { catalog, findDemo, findVariant } from "../../src/catalog"
import { readQuery } from "../../src/components/kit/runtime/setting-changes"
import { ZAG_EXAMPLES, zagExampleAddress } from "../../src/showcase/zag-examples"

/*
 * Every example page zag ships for the machines covered so far has an address here:
 * `/<machine>/<page>` is a variant of the demo of that name, the demo itself (`basic`), or
 * an entry of zag-examples.ts, whose address opens a demo or variant with valid settings.
 * The pages, folder by folder, as zag's examples/next-ts/pages/ held them (the list in
 * zag-examples.md beside the repository), for its ten richest folders.
 */
const ZAG_PAGES: Record<string, readonly string[]> = {
  combobox: [
    "async",
    "basic",
    "cmdk",
    "combo-tags",
    "combo-textarea",
    "controlled-ignore",
    "controlled-input",
    "custom-value",
    "emoji-picker",
    "external-value-change",
    "form",
    "multiple",
    "rehydrate",
    "tabs",
    "virtualized",
  ],
  "date-input": [
    "basic",
    "controlled",
    "custom-calendar",
    "hour-cycle",
    "min-max",
    "range",
    "time-only-controlled",
    "time-only",
    "timezone",
  ],
  "date-picker": [
    "basic",
    "composition-inline",
    "composition-min-max",
    "custom-calendar",
    "date-input-date-picker",
    "date-time",
    "dynamic-max",
    "format-parse",
    "inline",
    "min-max",
    "month-range",
    "month",
    "multi-month",
    "multi",
    "multiple-months",
    "open-control",
    "range-calendar",
    "range",
    "trigger-only",
    "unavailable",
    "week-numbers",
    "year-range",
    "year",
  ],
  dialog: [
    "autofocus-attr",
    "basic",
    "checkbox-focus-visible",
    "cloudinary",
    "controlled",
    "datepicker",
    "delayed-close",
    "initial-focus",
    "multiple-trigger-controlled",
    "multiple-trigger",
    "mutation",
    "nested",
    "no-autofocus-attr",
    "popover-nested",
    "scroll-outside",
  ],
  drawer: [
    "action-sheet",
    "active-snap-point",
    "basic",
    "controlled-async",
    "controlled",
    "cross-axis-scroll",
    "draggable-false",
    "indent-effect",
    "mobile-nav",
    "multiple-trigger",
    "nested",
    "non-modal",
    "range-input",
    "snap-points",
    "swipe-area",
  ],
  menu: [
    "basic",
    "combobox",
    "focusable-submenu",
    "hide-with-detached",
    "in-dialog",
    "lazy-mounted",
    "links",
    "multiple-controlled",
    "multiple-nested",
    "multiple-trigger",
    "nested",
    "options",
    "overflow",
    "submenu-glitch",
  ],
  popover: [
    "basic",
    "composition-controlled",
    "controlled",
    "in-dialog",
    "multiple-controlled",
    "multiple-trigger",
    "nested",
    "perf",
    "responsive",
    "selection",
    "sibling-dialog",
    "single-tab-stop",
    "tooltip",
    "trigger-last",
  ],
  select: [
    "async",
    "autofill",
    "basic",
    "combobox",
    "controlled-ignore",
    "external-value-change",
    "in-dialog",
    "in-popover",
    "infinite-scroll",
    "multiple-controlled",
    "tabs",
    "typeahead",
    "virtualized",
  ],
  splitter: [
    "basic",
    "collapsible",
    "conditional",
    "controlled",
    "fixed-size",
    "group-resize-behavior",
    "multiple",
    "nested",
    "persistent-layout",
    "pixel-constraints",
    "relative-units",
  ],
  "tree-view": [
    "async",
    "basic",
    "checkbox",
    "filtering",
    "in-dialog",
    "links",
    "rename",
    "virtualized",
  ],
}

const isDemo = (slug: string) => findDemo(slug) !== undefined

/** What `/<machine>/<page>` opens: a variant, or the address zag-examples.ts gives. */
function addressOf(machine: string, page: string): string | undefined {
  if (findVariant(machine, page)) return `/${machine}/${page}`
  return zagExampleAddress(`${machine}/${page}`, isDemo)?.to
}

/** The demo or variant an address opens, and the settings its query holds, if valid. */
function opens(address: string) {
  const url = new URL(address, "https://statebook.test")
  const [slug, variant] = url.pathname.slice(1).split("/") as [string, string | undefined]
  const target = variant ? findVariant(slug, variant) : findDemo(slug)
  if (!target) return { target, problems: [`no demo or variant at ${url.pathname}`] }
  return { target, problems: readQuery(target.controls, url.search).problems }
}

describe("zag's example pages", () => {
  const pages = Object.entries(ZAG_PAGES).flatMap(([machine, names]) =>
    names.map((page) => ({ machine, page })),
  )

  it("are the 137 pages of the ten folders", () => {
    expect(pages).toHaveLength(137)
  })

  it("each open a demo or a variant here, with settings its schema takes", () => {
    const missing = pages.filter(({ machine, page }) => !addressOf(machine, page))
    expect(missing.map(({ machine, page }) => `${machine}/${page}`)).toEqual([])
    for (const { machine, page } of pages) {
      const { problems } = opens(addressOf(machine, page)!)
      expect(problems, `${machine}/${page}`).toEqual([])
    }
  })

  it("list only addresses that open something, each with a note that says how", () => {
    for (const [example, { to, note }] of Object.entries(ZAG_EXAMPLES)) {
      expect(opens(to).problems, example).toEqual([])
      expect(note.length, example).toBeGreaterThan(15)
      // A page that is a variant here needs no entry: its address is already its own.
      const [machine, page] = example.split("/") as [string, string]
      expect(findVariant(machine, page), `${example} is a variant`).toBe(undefined)
    }
  })

  it("cover every demo's basic page by the demo itself", () => {
    for (const { slug } of catalog) expect(addressOf(slug, "basic")).toBe(`/${slug}`)
  })
})
