// `npm run new-variant <demo> <name>`: writes a variant of a demo, in the demo's folder and
// nowhere else (the catalog reads it; the site's /<demo>/<name>, the element's
// variant="<name>", the manifest and every sweep derive from it):
//   <demo>.<name>.variant.tsx       the scenario (a placeholder: the demo itself, framed)
//   <demo>.<name>.controls.ts       what it says about itself (and its own settings, if any)
//   <demo>.<name>.browser.test.ts   its scenario test
// Name it as zag's example page it shows (in-dialog, multiple-trigger, async), so that
// zag's address of that page is its address here.
import { existsSync, readdirSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { variantFiles } from "./new-variant/templates.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const [slug, name] = process.argv.slice(2)
const WORDS = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

if (!slug || !name || !WORDS.test(slug) || !WORDS.test(name)) {
  console.error(
    "Usage: npm run new-variant <demo> <name>, both lower-case words joined by hyphens " +
      "(npm run new-variant popover in-dialog): the address /<demo>/<name> and the " +
      'attribute <demo-<demo> variant="<name>">.',
  )
  process.exit(1)
}
if (name === "basic") {
  console.error('"basic" names the demo itself (zag\'s basic example): pick another name.')
  process.exit(1)
}

// The folder holding <slug>.demo.tsx (a folder may hold several demos: menu, nested-menu).
const components = join(root, "src/components")
const folder = readdirSync(components, { withFileTypes: true }).find(
  (entry) => entry.isDirectory() && existsSync(join(components, entry.name, `${slug}.demo.tsx`)),
)
if (!folder) {
  console.error(`No demo named ${slug}: src/components/*/${slug}.demo.tsx does not exist.`)
  process.exit(1)
}

const files = variantFiles(slug, name, `src/components/${folder.name}`)
const taken = Object.keys(files).find((file) => existsSync(join(root, file)))
if (taken) {
  console.error(`The ${slug} demo has a variant named ${name} already (${taken}).`)
  process.exit(1)
}
for (const [file, text] of Object.entries(files)) {
  await writeFile(join(root, file), text)
  console.log(`wrote ${file}`)
}
console.log(
  `\n<demo-${slug} variant="${name}"> is in the catalog: npm start shows it at /${slug}/${name}.` +
    `\nNext: the scenario in ${slug}.${name}.variant.tsx, its about (and its own settings, if` +
    `\nany) in ${slug}.${name}.controls.ts, and what makes it this variant in` +
    `\n${slug}.${name}.browser.test.ts.`,
)
