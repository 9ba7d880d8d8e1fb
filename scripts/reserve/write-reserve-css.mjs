// Part of `npm run build:lib`: writes dist/lib/reserve.css from the measured heights, each
// demo's `<slug>.heights.json`, as the catalog reads them. A demo not measured yet gets no
// room (test/browser/sweeps/reserved-heights.test.ts names it).
import { writeFileSync } from "node:fs"
import { loadTs as load } from "../load-ts.mjs"

const { catalog } = await load("./src/catalog.ts")
const { reserveCss } = await load("./scripts/reserve/reserve-css.ts")

const heights = Object.fromEntries(
  catalog.flatMap((entry) => (entry.reservedHeights ? [[entry.slug, entry.reservedHeights]] : [])),
)
writeFileSync("dist/lib/reserve.css", reserveCss(heights))
console.log(`reserve.css: room for ${Object.keys(heights).length} demos`)
