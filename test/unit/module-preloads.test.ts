import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import {
  filesFor,
  readPackageCode,
  withModulePreloads,
} from "../../src/elements/server/module-preloads"
import { PRELOADED_DEMOS, prerenderFolder } from "../../src/elements/server/prerender"

/** A package shaped as the build writes it: minified ESM, entries asking for chunks. */
const PACKAGE: Record<string, string> = {
  "elements/accordion.js": `import("../chunks/runtime-A.js").catch(()=>{});import{t as e}from"../chunks/shared-E.js";(0,import("../chunks/accordion.demo-D.js"))`,
  "elements.js": `import"./chunks/shared-E.js";const l={accordion:()=>import("./chunks/accordion.demo-D.js"),select:()=>import(\`./chunks/select--async.demo-V.js\`)};import("./chunks/runtime-A.js")`,
  "chunks/shared-E.js": `export const t=1`,
  "chunks/runtime-A.js": `import{n as e}from"./rolldown-runtime-R.js";export{e as r}from"./runtime-Z.js";import("./toolbar-T.js");import(\`./server-dom-S.js\`)`,
  "chunks/server-dom-S.js": `import"./served-root-O.js";export const h=1`,
  "chunks/served-root-O.js": `export const o=1`,
  "chunks/runtime-Z.js": `export const n=2`,
  "chunks/rolldown-runtime-R.js": `export const n=3`,
  "chunks/accordion.demo-D.js": `import{n}from"./runtime-Z.js";import*as a from"./accordion-machine-M.js";export default 1`,
  "chunks/accordion-machine-M.js": `export const m=1`,
  "chunks/select--async.demo-V.js": `import"./runtime-Z.js";export default 2`,
  "chunks/toolbar-T.js": `export default 3`,
}

let scratch: string | undefined
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true })
  scratch = undefined
})

async function writeTree(root: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true })
    await writeFile(join(root, file), content)
  }
}

describe("module preloads", () => {
  it("lists the runtime, the hydrating code and each demo's code with their static imports, not what the entry loads itself", async () => {
    scratch = await mkdtemp(join(tmpdir(), "preloads-"))
    await writeTree(scratch, PACKAGE)
    const code = (await readPackageCode(scratch))!
    expect(filesFor(code, "elements/accordion.js", [{ slug: "accordion" }])).toEqual([
      "chunks/accordion-machine-M.js",
      "chunks/accordion.demo-D.js",
      "chunks/rolldown-runtime-R.js",
      "chunks/runtime-A.js",
      "chunks/runtime-Z.js",
      "chunks/served-root-O.js",
      "chunks/server-dom-S.js",
    ])
    // The all-demos entry: only the demos the page shows, a variant's own code for a variant.
    expect(filesFor(code, "elements.js", [{ slug: "select", variant: "async" }])).toEqual([
      "chunks/rolldown-runtime-R.js",
      "chunks/runtime-A.js",
      "chunks/runtime-Z.js",
      "chunks/select--async.demo-V.js",
      "chunks/served-root-O.js",
      "chunks/server-dom-S.js",
    ])
  })

  it("adds each link once, before </head>, escaped", () => {
    const html = `<head><link rel="modulepreload" href="/a.js"></head><body></body>`
    expect(withModulePreloads(html, ["/a.js", '/b".js'])).toBe(
      `<head><link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b&quot;.js"></head><body></body>`,
    )
    expect(withModulePreloads("<body></body>", ["/a.js"])).toBe("<body></body>")
  })

  it("gives a prerendered page that serves the package's files links under the URL it serves them at", async () => {
    scratch = await mkdtemp(join(tmpdir(), "preloads-"))
    const packageDir = join(scratch, "package")
    const site = join(scratch, "site")
    await writeTree(packageDir, PACKAGE)
    // The package copied into the site under /docs/sb/ (a site served under /docs/).
    await writeTree(join(site, "sb"), PACKAGE)
    const page = (script: string) =>
      `<!doctype html><html><head>${script}</head><body><demo-accordion></demo-accordion></body></html>`
    await writeTree(site, {
      "guide/index.html": page(
        `<script type="module" src="/docs/sb/elements/accordion.js"></script>`,
      ),
      "other.html": page(`<script type="module" src="./sb/elements.js"></script>`),
      "bundled.html": page(`<script type="module" src="/assets/app-123.js"></script>`),
      "assets/app-123.js": "console.log(1)",
    })

    expect(await prerenderFolder(site, { packageDir })).toEqual({
      rendered: 3,
      files: 3,
      preloaded: 2,
    })
    const guide = await readFile(join(site, "guide", "index.html"), "utf8")
    expect(guide).toContain(
      '<link rel="modulepreload" href="/docs/sb/chunks/accordion-machine-M.js"><link rel="modulepreload" href="/docs/sb/chunks/accordion.demo-D.js">',
    )
    expect(guide).toContain('href="/docs/sb/chunks/runtime-A.js"')
    const other = await readFile(join(site, "other.html"), "utf8")
    expect(other).toContain('<link rel="modulepreload" href="./sb/chunks/runtime-A.js">')
    // Rebuilt by the site's bundler: its own preloads, none of ours.
    expect(await readFile(join(site, "bundled.html"), "utf8")).not.toContain("modulepreload")
  })
})

describe("preloads on a long page", () => {
  it("preloads the code of the page's first demos only", async () => {
    scratch = await mkdtemp(join(tmpdir(), "preloads-"))
    const packageDir = join(scratch, "package")
    const site = join(scratch, "site")
    await writeTree(packageDir, PACKAGE)
    await writeTree(join(site, "sb"), PACKAGE)
    const demos = [
      ...Array.from({ length: PRELOADED_DEMOS }, () => "<demo-accordion></demo-accordion>"),
      '<demo-select variant="async"></demo-select>',
    ]
    await writeTree(site, {
      "index.html": `<html><head><script type="module" src="/sb/elements.js"></script></head><body>${demos.join("")}</body></html>`,
    })
    await prerenderFolder(site, { packageDir })
    const html = await readFile(join(site, "index.html"), "utf8")
    expect(html).toContain('href="/sb/chunks/accordion.demo-D.js"')
    // Below the first demos: fetched as it comes near the viewport, as without a server render.
    expect(html).not.toContain("select--async.demo-V.js")
  })
})
