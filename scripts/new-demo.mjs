// `npm run new-demo <slug>`: writes a working demo the author then makes real, in the files
// a demo is made of and nowhere else (the catalog reads the folder; every list derives):
//   src/components/<slug>/<slug>.demo.tsx      the widget (a placeholder disclosure)
//   src/components/<slug>/<slug>.controls.ts   its settings and what it says about itself
//   src/components/<slug>/<slug>.css           its look, keyed on zag's data attributes
//   src/components/<slug>/<slug>.keyboard.ts   the keys its machine handles (Accessibility tab)
//   test/browser/pages/<slug>.ts               its page object (parts, found as users find them)
//   test/browser/<slug>.test.ts                its own browser test
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
    `\nthe parts in test/browser/pages/${slug}.ts and zag's scenarios in test/browser/${slug}.test.ts.` +
    `\nOnce its layout is done: npm run measure-heights (its room in reserve.css, checked by a test).`,
)
