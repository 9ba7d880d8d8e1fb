import { prerenderFolder } from "./prerender"

/*
 * `npx statebook-elements prerender <folder> [--stylesheet-base <path>]`: fills in the demo
 * elements of a built site's HTML with their server renders (prerender.ts).
 */
const USAGE = "Usage: statebook-elements prerender <folder> [--stylesheet-base /path/to/styles/]"

const [command, folder, ...rest] = process.argv.slice(2)
const baseAt = rest.indexOf("--stylesheet-base")
const stylesheetBase = baseAt >= 0 ? rest[baseAt + 1] : undefined
if (command !== "prerender" || !folder || (baseAt >= 0 && !stylesheetBase)) {
  console.error(USAGE)
  process.exit(1)
}
try {
  const { rendered, files, preloaded } = await prerenderFolder(folder, { stylesheetBase })
  console.log(
    `statebook-elements: prerendered ${rendered} demos in ${files} HTML files under ${folder}` +
      ` (${preloaded} of them load the package's own files: modulepreload links added)`,
  )
} catch (error) {
  console.error(`statebook-elements prerender: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
