// `npm run new-demo <slug>`: writes a working demo the author then makes real, in its one
// folder, src/components/<slug>/, and nowhere else (the catalog reads the folder; every list
// derives):
//   <slug>.demo.tsx          the widget (a placeholder disclosure)
//   <slug>.controls.ts       its settings and what it says about itself
//   <slug>.css               its look, keyed on zag's data attributes
//   <slug>.keyboard.ts       the keys its machine handles (Accessibility tab)
//   <slug>.page.ts           its page object (parts, found as users find them)
//   <slug>.browser.test.ts   its own browser test
//   <slug>.heights.json      its room in reserve.css: the placeholder's, until measure-heights
// The placeholder runs zag's collapsible machine, so the element, the Controls, the
// Visualizer and every sweep work from the first run; replace it with the real machine.
import { existsSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { demoFiles } from "./new-demo/templates.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const slug = process.argv[2]

if (!slug || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) {
  console.error(
    "Usage: npm run new-demo <slug>, where <slug> is lower-case words joined by hyphens " +
      "(color-swatch, rating): the route /<slug> and the tag <demo-<slug>>.",
  )
  process.exit(1)
}

const files = demoFiles(slug)
const taken = Object.keys(files).filter((file) => existsSync(join(root, file)))
if (taken.length > 0 || existsSync(join(root, "src/components", slug))) {
  console.error(`A demo named ${slug} exists already (${taken[0] ?? `src/components/${slug}`}).`)
  process.exit(1)
}

for (const [file, text] of Object.entries(files)) {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), text)
  console.log(`wrote ${file}`)
}
console.log(
  `\n<demo-${slug}> is in the catalog: npm start shows it at /${slug}.` +
    `\nNext: the machine in ${slug}.demo.tsx, its settings and about in ${slug}.controls.ts,` +
    `\nthe keys it handles in ${slug}.keyboard.ts,` +
    `\nthe parts in ${slug}.page.ts and zag's scenarios in ${slug}.browser.test.ts.` +
    `\nOnce its layout is done: npm run measure-heights (rewrites ${slug}.heights.json, its room` +
    `\nin reserve.css, checked by a test).`,
)
