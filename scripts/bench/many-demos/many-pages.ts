import { mkdir, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { BenchDemo } from "../catalog-demos"
import { bundleFloorEntry } from "../floor"

/**
 * The many-demos pages (issue 20 item 5): one docs page of the same demos, one screen of prose
 * between them, built four ways. Only the demo slots differ: plain React floor demos, `<demo-*>`
 * elements, Storybook iframes and Ladle iframes. Every slot carries `data-bench-demo` so the
 * benchmark can find which demos are in the first viewport.
 */

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url))

export const MANY_PAGES = ["floor", "elements", "storybook", "ladle"] as const
export type ManyPage = (typeof MANY_PAGES)[number]

export const MANY_PAGE_LABELS: Record<ManyPage, string> = {
  floor: "floor demos (plain React, one bundle)",
  elements: "`<demo-*>` elements (`elements.js`)",
  storybook: 'Storybook `iframe.html`, `loading="lazy"`',
  ladle: 'Ladle preview, `loading="lazy"`',
}

/** The height a docs author gives an iframe embed: demos are shorter than this. */
const IFRAME_HEIGHT = "420px"

// Filler text of our own, the same on every page. Each block is clipped to exactly one
// viewport height, so no page's layout depends on how its fonts wrap.
const SENTENCES = [
  "A state machine names every situation a widget can be in and the events that move it on.",
  "The documentation around a demo explains the props, the keyboard and the edge cases.",
  "Readers scroll past most demos, so a demo they never reach should cost them little.",
  "Each section of this page stands for the prose a real guide puts between its examples.",
  "Focus moves, values change and panels open: each one an event the machine answers.",
]
const prose = (index: number) => {
  const paragraphs: string[] = []
  for (let p = 0; p < 8; p++) {
    const sentences = SENTENCES.map((_, s) => SENTENCES[(index + p + s) % SENTENCES.length])
    paragraphs.push(`<p>${sentences.join(" ")}</p>`)
  }
  return `<section class="prose">\n      ${paragraphs.join("\n      ")}\n    </section>`
}

const page = (title: string, head: string, slots: readonly string[], demos: readonly BenchDemo[]) =>
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <style>
      body { margin: 0 auto; max-width: 48rem; padding: 0 1rem; font: 16px/1.5 system-ui, sans-serif; }
      .prose { height: 100vh; overflow: hidden; }
      iframe { display: block; width: 100%; height: ${IFRAME_HEIGHT}; border: 1px solid #ccc; }
    </style>
    ${head}
  </head>
  <body>
    <h1>${demos.length} demos</h1>
${demos.map((demo, index) => `    <h2>${demo.slug}</h2>\n    ${slots[index]}\n    ${prose(index)}`).join("\n")}
  </body>
</html>
`

/** The floor page's one bundle: React once, then every demo in its own root. */
function floorEntry(demos: readonly BenchDemo[]): string {
  const lines = [
    `import { createElement } from "react"`,
    `import { createRoot } from "react-dom/client"`,
  ]
  demos.forEach((demo, index) =>
    lines.push(
      `import Demo${index}, * as demo${index} from ${JSON.stringify(resolve(repoRoot, demo.demoFile))}`,
    ),
  )
  lines.push(
    `const mount = (slug, Demo, styles, values) => {`,
    `  const style = document.createElement("style")`,
    `  style.textContent = styles ?? ""`,
    `  document.head.append(style)`,
    `  createRoot(document.getElementById("demo-" + slug)).render(createElement(Demo, { values }))`,
    `}`,
  )
  demos.forEach((demo, index) =>
    lines.push(
      `mount(${JSON.stringify(demo.slug)}, Demo${index}, demo${index}.styles, ${JSON.stringify(demo.values)})`,
    ),
  )
  return lines.join("\n")
}

export interface IframeStories {
  name: "storybook" | "ladle"
  storyUrls: ReadonlyMap<string, string>
}

/** Writes `many-<page>.html` (and the floor's `many-floor.js`) into `dir`, served at /bench/. */
export async function writeManyPages(
  dir: string,
  demos: readonly BenchDemo[],
  hosts: readonly IframeStories[],
): Promise<void> {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, "many-floor.js"), await bundleFloorEntry(floorEntry(demos), repoRoot))
  await writeFile(
    join(dir, "many-floor.html"),
    page(
      "floor demos",
      `<script type="module" src="/bench/many-floor.js"></script>`,
      demos.map(
        ({ slug }) => `<div id="demo-${slug}" part="stage" data-bench-demo="${slug}"></div>`,
      ),
      demos,
    ),
  )
  // What a docs author writes once for a site: the all-demos entry, which registers every
  // tag and fetches a demo's code when one of its elements appears. No `loading` attribute:
  // the readers get the elements' default.
  await writeFile(
    join(dir, "many-elements.html"),
    page(
      "demo elements",
      `<script type="module" src="/lib/elements.js"></script>`,
      demos.map(({ slug }) => `<demo-${slug} data-bench-demo="${slug}"></demo-${slug}>`),
      demos,
    ),
  )
  for (const host of hosts)
    await writeFile(
      join(dir, `many-${host.name}.html`),
      page(
        `${host.name} iframes`,
        "",
        demos.map(
          ({ slug }) =>
            `<iframe loading="lazy" title="${slug} demo" data-bench-demo="${slug}" src="${host.storyUrls.get(slug)!.replaceAll("&", "&amp;")}"></iframe>`,
        ),
        demos,
      ),
    )
}
