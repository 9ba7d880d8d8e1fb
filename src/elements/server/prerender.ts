import { mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { catalog } from "../../catalog"
import { demoTagsIn } from "./html-demo-tags"
import { renderDemo } from "./render-demo"
import { demoStylesheets } from "./stylesheets"

export interface PrerenderOptions {
  /** Where the site serves `<folder>/statebook-elements/styles/` (its path under the site's root). */
  stylesheetBase?: string
}

/** Every `.html` file under `folder`, however deep. */
async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
}

const TAGS = new Set(catalog.map(({ slug }) => `demo-${slug}`))

/**
 * Fills in every empty demo element of the built HTML files under `folder` (any generator's
 * output) with its server render, in place, and writes the stylesheets those renders link to
 * `<folder>/statebook-elements/styles/`. Run again, it changes nothing: a filled element has
 * content. Returns how many elements it rendered, in how many files.
 */
export async function prerenderFolder(folder: string, options: PrerenderOptions = {}) {
  const stylesheetBase = options.stylesheetBase ?? "/statebook-elements/styles/"
  let rendered = 0
  let files = 0
  for (const file of await htmlFiles(folder)) {
    const html = await readFile(file, "utf8")
    const tags = demoTagsIn(html).filter(({ tag }) => TAGS.has(tag))
    if (tags.length === 0) continue
    let result = ""
    let copied = 0
    for (const { tag, attributes, start, end } of tags) {
      result += html.slice(copied, start) + (await renderDemo(tag, attributes, { stylesheetBase }))
      copied = end
    }
    await writeFile(file, result + html.slice(copied))
    rendered += tags.length
    files++
  }
  const styles = join(folder, "statebook-elements", "styles")
  await mkdir(styles, { recursive: true })
  for (const { file, css } of await demoStylesheets()) await writeFile(join(styles, file), css)
  return { rendered, files }
}
