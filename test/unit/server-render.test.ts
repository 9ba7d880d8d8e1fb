import { describe, expect, it, vi } from "vitest"
import { catalog } from "../../src/catalog"
import { demoStylesheets, renderDemo } from "../../src/elements/server"

// `renderDemo` in Node, where there is no DOM: every demo and variant as HTML, its widget in
// a declarative shadow root. (The browser hydrating that HTML: test/browser/server-render.)
describe("renderDemo, in Node", () => {
  it("has no DOM to lean on", () => {
    expect(typeof document).toBe("undefined")
  })

  const scenarios = catalog.flatMap(({ slug, variants }) => [
    { tag: `demo-${slug}`, variant: undefined as string | undefined },
    ...variants.map(({ name }) => ({ tag: `demo-${slug}`, variant: name })),
  ])

  it.each(scenarios)(
    "renders <$tag variant=$variant> with its widget",
    async ({ tag, variant }) => {
      const html = await renderDemo(tag, variant ? { variant } : {})
      expect(
        html.startsWith(
          `<${tag}${variant ? ` variant="${variant}"` : ""}><template shadowrootmode="open">`,
        ),
      ).toBe(true)
      expect(html.endsWith(`</template></${tag}>`)).toBe(true)
      expect(html).toContain('class="sb-stage"')
      expect(html).not.toContain("data-sb-loading")
      // The widget itself: zag's parts, named by data-scope and data-part.
      expect(html).toMatch(/data-scope="[a-z-]+" data-part="[a-z-]+"/)
    },
  )

  it("writes the attributes as text, bare booleans bare, and links the given stylesheets", async () => {
    const html = await renderDemo(
      "demo-accordion",
      { collapsible: true, title: '"><script>alert(1)</script>' },
      { stylesheetBase: "/statebook" },
    )
    expect(html).toContain(
      '<demo-accordion collapsible title="&quot;>&lt;script>alert(1)&lt;/script>">',
    )
    expect(html).not.toContain("<script>")
    expect(html).toContain(
      '<link rel="stylesheet" href="/statebook/accordion.css" data-sb-style=""/>',
    )
  })

  it("warns about an invalid value and renders the default, as the element does", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    try {
      const html = await renderDemo("demo-select", { variant: "nope" })
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('<demo-select>: invalid variant="nope"'),
      )
      expect(html).toContain('data-scope="select"')
    } finally {
      warn.mockRestore()
    }
  })

  it("lists the stylesheets it links, each with its CSS", async () => {
    const sheets = await demoStylesheets()
    const files = new Map(sheets.map(({ file, css }) => [file, css]))
    expect(files.get("statebook.css")).toContain(".sb-stage")
    expect(files.get("accordion.css")).toContain('[data-scope="accordion"]')
    expect(files.get("select--async.css")).toBeTruthy()
    for (const { css } of sheets) expect(css.length).toBeGreaterThan(0)
  })

  it("says which tag is not a demo", async () => {
    await expect(renderDemo("demo-nothing")).rejects.toThrow(
      "<demo-nothing> is not a Statebook demo element",
    )
  })
})
