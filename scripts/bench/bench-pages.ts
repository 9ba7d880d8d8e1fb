import { mkdir, readFile, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { BenchDemo } from "./catalog-demos"
import {
  filesFor,
  readPackageCode,
  withModulePreloads,
} from "../../src/elements/server/module-preloads"
import { bundleFloorEntry, buildFloorPage } from "./floor"

/**
 * The generated pages the benchmark loads besides the showcase: a host page embedding one
 * element (with and without `no-toolbar`, and prerendered) by the package's per-demo entry,
 * and the floor page.
 */

const html = (title: string, head: string, body: string) =>
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`

/** Writes the pages of `demo` into `dir`, served at /bench/. */
export async function writeBenchPages(
  dir: string,
  demo: BenchDemo,
  renderDemo: RenderDemo,
): Promise<void> {
  await mkdir(dir, { recursive: true })
  const { slug } = demo
  const entry = `<script type="module" src="/lib/elements/${slug}.js"></script>`
  await writeFile(
    join(dir, `embed-${slug}.html`),
    html(`${slug} embed`, entry, `<demo-${slug}></demo-${slug}>`),
  )
  await writeFile(
    join(dir, `prerendered-${slug}.html`),
    html(`${slug} embed, prerendered`, entry, `<demo-${slug}></demo-${slug}>`),
  )
  await prerenderBenchPage(join(dir, `prerendered-${slug}.html`), slug, renderDemo)
  await writeFile(
    join(dir, `no-toolbar-${slug}.html`),
    html(`${slug} embed, no toolbar`, entry, `<demo-${slug} no-toolbar></demo-${slug}>`),
  )
  await writeFile(join(dir, `floor-${slug}.js`), await buildFloorPage(demo.demoFile, demo.values))
  await writeFile(
    join(dir, `floor-${slug}.html`),
    html(`${slug} floor`, `<script type="module" src="/bench/floor-${slug}.js"></script>`, ""),
  )
}

/** statebook-elements/server's `renderDemo`, from the build (run-bench.mjs imports it). */
export type RenderDemo = (
  tag: string,
  attributes: Record<string, string | true>,
  options: { stylesheetBase: string },
) => Promise<string>

/**
 * Fills in the page's demo as `npx statebook-elements prerender` does (stylesheets served
 * from the package's styles/, under /lib/), and links the code it needs as modulepreloads,
 * as the command does for a page serving the package's own files.
 */
async function prerenderBenchPage(file: string, slug: string, renderDemo: RenderDemo) {
  const tag = `<demo-${slug}></demo-${slug}>`
  const page = await readFile(file, "utf8")
  const rendered = await renderDemo(`demo-${slug}`, {}, { stylesheetBase: "/lib/styles/" })
  const code = await readPackageCode(resolve("dist/lib"))
  if (!code) throw new Error("no dist/lib: run npm run build first")
  const preloads = filesFor(code, `elements/${slug}.js`, [{ slug }]).map((f) => `/lib/${f}`)
  await writeFile(file, withModulePreloads(page.replace(tag, rendered), preloads))
}

/** The number of different demos on the shared-code page. */
export const SHARED_PAGE_DEMOS = 10

/**
 * The at-scale pages: `scale-shared.html` embeds the first demos of the catalog, each by its
 * own entry; `scale-<slug>.html` loads one demo's entry and `scale-all.html` the all-demos
 * entry, with an empty body for the benchmark to fill.
 */
export async function writeScalePages(
  dir: string,
  slugs: readonly string[],
  manySlug: string,
): Promise<void> {
  await mkdir(dir, { recursive: true })
  const shared = slugs.slice(0, SHARED_PAGE_DEMOS)
  const script = (src: string) => `<script type="module" src="${src}"></script>`
  await writeFile(
    join(dir, "scale-shared.html"),
    html(
      `${shared.length} demos`,
      shared.map((slug) => script(`/lib/elements/${slug}.js`)).join("\n    "),
      // Eager: the page is about which files ten demos fetch, wherever they sit.
      shared
        .map((slug) => `<demo-${slug} no-toolbar loading="eager"></demo-${slug}>`)
        .join("\n    "),
    ),
  )
  await writeFile(
    join(dir, `scale-${manySlug}.html`),
    html(`many ${manySlug}`, script(`/lib/elements/${manySlug}.js`), ""),
  )
  await writeFile(join(dir, "scale-all.html"), html("all demos", script("/lib/elements.js"), ""))
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/**
 * `scale-floor-<slug>.html`: the demo's code rendered by plain React, as the floor page does,
 * loaded and waiting: `window.__mountFloor(n)` appends n instances, each its own React root
 * in a `data-floor-instance` wrapper, the counterpart of appending n elements.
 */
export async function writeFloorScalePage(dir: string, demo: BenchDemo): Promise<void> {
  await mkdir(dir, { recursive: true })
  const { slug } = demo
  const demoFile = resolve(repoRoot, demo.demoFile)
  const contents = [
    `import { createElement } from "react"`,
    `import { createRoot } from "react-dom/client"`,
    `import Demo, * as demo from ${JSON.stringify(demoFile)}`,
    `const style = document.createElement("style")`,
    `style.textContent = demo.styles ?? ""`,
    `document.head.append(style)`,
    `window.__mountFloor = (count) => {`,
    `  for (let i = 0; i < count; i++) {`,
    `    const host = document.createElement("div")`,
    `    host.dataset.floorInstance = ""`,
    `    const stage = host.appendChild(document.createElement("div"))`,
    `    stage.setAttribute("part", "stage")`,
    `    document.body.append(host)`,
    `    createRoot(stage).render(createElement(Demo, { values: ${JSON.stringify(demo.values)} }))`,
    `  }`,
    `}`,
  ].join("\n")
  await writeFile(
    join(dir, `scale-floor-${slug}.js`),
    await bundleFloorEntry(contents, dirname(demoFile)),
  )
  await writeFile(
    join(dir, `scale-floor-${slug}.html`),
    html(
      `many plain-React ${slug}`,
      `<script type="module" src="/bench/scale-floor-${slug}.js"></script>`,
      "",
    ),
  )
}

/** Both at-scale pages: every demo's and `manySlug`'s many instances, and its plain-React twin. */
export async function writeAtScalePages(
  dir: string,
  demos: readonly BenchDemo[],
  manySlug: string,
): Promise<void> {
  await writeScalePages(
    dir,
    demos.map((demo) => demo.slug),
    manySlug,
  )
  const many = demos.find((demo) => demo.slug === manySlug)
  if (!many) throw new Error(`no demo ${manySlug} in the catalog`)
  await writeFloorScalePage(dir, many)
}
