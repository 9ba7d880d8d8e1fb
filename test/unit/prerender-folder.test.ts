import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { demoTagsIn } from "../../src/elements/server/html-demo-tags"
import { prerenderFolder } from "../../src/elements/server/prerender"

describe("demoTagsIn", () => {
  it("reads the attributes as a browser reads a start tag", () => {
    const html = `<p>x</p><demo-accordion collapsible title='a "b" &amp; c' data-x=1\n></demo-accordion>`
    expect(demoTagsIn(html)).toEqual([
      {
        tag: "demo-accordion",
        attributes: { collapsible: true, title: 'a "b" & c', "data-x": "1" },
        start: 8,
        end: html.length,
      },
    ])
  })

  it("leaves an element that has content, and a '>' inside a quoted value does not end the tag", () => {
    const html =
      '<demo-tabs><template shadowrootmode="open"></template></demo-tabs><demo-select title="a>b"></demo-select>'
    const found = demoTagsIn(html)
    expect(found.map(({ tag, attributes }) => [tag, attributes])).toEqual([
      ["demo-select", { title: "a>b" }],
    ])
  })
})

describe("prerenderFolder", () => {
  let folder: string | undefined
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it("fills in every demo of every page in place, writes the stylesheets, and changes nothing when run again", async () => {
    folder = await mkdtemp(join(tmpdir(), "prerender-"))
    await mkdir(join(folder, "guide"))
    const page = `<!doctype html><body><h1>Guide</h1><demo-accordion collapsible></demo-accordion><demo-other></demo-other></body>`
    await writeFile(join(folder, "index.html"), page)
    await writeFile(join(folder, "guide", "tabs.html"), `<demo-tabs></demo-tabs>`)
    await writeFile(join(folder, "notes.txt"), `<demo-tabs></demo-tabs>`)

    expect(await prerenderFolder(folder, { stylesheetBase: "/docs/sb/" })).toEqual({
      rendered: 2,
      files: 2,
      preloaded: 0,
    })
    const index = await readFile(join(folder, "index.html"), "utf8")
    expect(index).toContain(
      '<h1>Guide</h1><demo-accordion collapsible><template shadowrootmode="open"><link rel="stylesheet" href="/docs/sb/statebook.css"',
    )
    // Not one of ours: left as it was.
    expect(index).toContain("<demo-other></demo-other></body>")
    expect(await readFile(join(folder, "notes.txt"), "utf8")).toBe(`<demo-tabs></demo-tabs>`)
    const css = await readFile(join(folder, "statebook-elements", "styles", "tabs.css"), "utf8")
    expect(css).toContain('[data-scope="tabs"]')

    expect(await prerenderFolder(folder)).toEqual({ rendered: 0, files: 0, preloaded: 0 })
    expect(await readFile(join(folder, "index.html"), "utf8")).toBe(index)
  })
})
