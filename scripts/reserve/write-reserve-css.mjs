// Part of `npm run build:lib`: writes dist/lib/reserve.css from the measured heights.
import { readFileSync, writeFileSync } from "node:fs"
import { runnerImport } from "vite"

const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: "error" })).module
const { reserveCss } = await load("./scripts/reserve/reserve-css.ts")

const heights = JSON.parse(readFileSync("scripts/reserve/reserved-heights.json", "utf8"))
writeFileSync("dist/lib/reserve.css", reserveCss(heights))
console.log(`reserve.css: room for ${Object.keys(heights).length} demos`)
