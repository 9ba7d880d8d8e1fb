// Part of `npm run build:lib`: writes dist/lib/reserve.css from the measured heights.
import { readFileSync, writeFileSync } from "node:fs"
import { loadTs as load } from "../load-ts.mjs"

const { reserveCss } = await load("./scripts/reserve/reserve-css.ts")

const heights = JSON.parse(readFileSync("scripts/reserve/reserved-heights.json", "utf8"))
writeFileSync("dist/lib/reserve.css", reserveCss(heights))
console.log(`reserve.css: room for ${Object.keys(heights).length} demos`)
