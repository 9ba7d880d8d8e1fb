import { mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { catalog } from "../../catalog"
import { demoTagsIn } from "./html-demo-tags"
import { renderDemo } from "./render-demo"
import {
  entriesLoadedBy,
  filesFor,
  readPackageCode,
  withModulePreloads,
  type PackageCode,
} from "./module-preloads"
import { demoStylesheets } from "./stylesheets"

export interface PrerenderOptions {
  /** Where the site serves `<folder>/statebook-elements/styles/` (its path under the site's root). */
  stylesheetBase?: string
  /**
   * The package's built browser files (dist/lib), to find the code a page's demos need: by
   * default where this module is built to (dist/lib/server/).
   */
  packageDir?: string
}

/** dist/lib, which holds this module's build somewhere under server/ (a chunk, or the CLI). */
function builtPackageDir() {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let up = 0; up < 3 && !existsSync(join(dir, "elements.js")); up++) dir = dirname(dir)
  return dir
}

/** Every `.html` file under `folder`, however deep. */
async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * How many of a page's demos, from its top, get their code preloaded: a docs page's first
 * screen holds a few at most, and the others fetch theirs as they come near the viewport, so
 * a page of thirty demos does not fetch thirty demos' code before the reader scrolls.
 */
export const PRELOADED_DEMOS = 3

const TAGS = new Set(catalog.map(({ slug }) => `demo-${slug}`))

/**
 * Fills in every empty demo element of the built HTML files under `folder` (any generator's
 * output) with its server render, in place, and writes the stylesheets those renders link to
 * `<folder>/statebook-elements/styles/`. A page that loads the package's own files also gets
 * `modulepreload` links for the runtime and its first demos' code (module-preloads.ts). Run again, it
 * changes nothing: a filled element has content. Returns how many elements it rendered, in
 * how many files, and how many of those files got preload links.
 */
export async function prerenderFolder(folder: string, options: PrerenderOptions = {}) {
  const stylesheetBase = options.stylesheetBase ?? "/statebook-elements/styles/"
  const code = await readPackageCode(options.packageDir ?? builtPackageDir())
  let rendered = 0
  let files = 0
  let preloaded = 0
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
    result += html.slice(copied)
    const shown = tags.slice(0, PRELOADED_DEMOS).map(({ tag, attributes }) => ({
      slug: tag.slice("demo-".length),
      variant: typeof attributes.variant === "string" ? attributes.variant : undefined,
    }))
    const withLinks = code ? await withPreloads(result, file, folder, code, shown) : result
    if (withLinks !== result) preloaded++
    await writeFile(file, withLinks)
    rendered += tags.length
    files++
  }
  const styles = join(folder, "statebook-elements", "styles")
  await mkdir(styles, { recursive: true })
  for (const { file, css } of await demoStylesheets()) await writeFile(join(styles, file), css)
  return { rendered, files, preloaded }
}

async function withPreloads(
  html: string,
  page: string,
  folder: string,
  code: PackageCode,
  shown: { slug: string; variant?: string }[],
) {
  const hrefs = (await entriesLoadedBy(html, page, folder, code)).flatMap(({ file, base }) =>
    filesFor(code, file, shown).map((needed) => base + needed),
  )
  return withModulePreloads(html, [...new Set(hrefs)])
}
