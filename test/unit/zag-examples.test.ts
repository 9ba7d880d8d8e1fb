import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { catalog, findDemo, findVariant } from "../../src/catalog"
import { readQuery } from "../../src/components/kit/runtime/setting-changes"
import { ZAG_EXAMPLES, zagExampleAddress } from "../../src/showcase/zag-examples"
import { ZAG_EXAMPLE_PAGES } from "../../scripts/zag-examples/pages"
import { zagExampleRows, zagExamplesMarkdown } from "../../scripts/zag-examples/table"
import { format } from "prettier"

/*
 * Every example page zag ships (scripts/zag-examples/pages.ts, from the list in
 * zag-examples.md beside the repository) has an address here: `/<machine>/<page>` is a
 * variant of the demo of that name, the demo itself (`basic`), or an entry of
 * zag-examples.ts, whose address opens a demo or variant with valid settings.
 */

/**
 * zag's pages with no address here yet, named "none yet" in docs/zag-examples.md. The list
 * only shrinks: a page given an address must leave it, and no page may join it.
 */
const NOT_YET: readonly string[] = [
  "autoresize/basic",
  "autoresize/controlled",
  "carousel/mutation",
  "file-upload/transform",
  "floating-panel/popover-inside",
  "hotkeys/command-dialog",
  "hotkeys/targets",
  "hover-card/hovercard-in-dialog",
  "listbox/controlled-ignore",
  "listbox/external-value-change",
  "listbox/virtualized",
  "scroll-area/column-reverse",
  "tooltip/scroll",
  "tour/conditional",
  "tour/step-types",
  "tour/wait-for-input-event",
  "tour/wait-step",
  "tour/with-presence",
]

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
  const pages = ZAG_EXAMPLE_PAGES.map((example) => {
    const [machine, page] = example.split("/") as [string, string]
    return { machine, page }
  })

  it("are the 261 pages of zag's 65 folders but its sandbox", () => {
    expect(pages).toHaveLength(261)
  })

  it("each open a demo or a variant here, with settings its schema takes, but those not yet done", () => {
    const missing = pages.filter(({ machine, page }) => !addressOf(machine, page))
    expect(missing.map(({ machine, page }) => `${machine}/${page}`)).toEqual(NOT_YET)
    for (const { machine, page } of pages) {
      if (NOT_YET.includes(`${machine}/${page}`)) continue
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

  it("are listed with their addresses in docs/zag-examples.md, as the build writes it", async () => {
    const written = readFileSync(new URL("../../docs/zag-examples.md", import.meta.url), "utf8")
    const expected = await format(zagExamplesMarkdown(zagExampleRows(catalog)), {
      filepath: "docs/zag-examples.md",
    })
    expect(written).toBe(expected)
  })
})
