// Part of `npm run build:lib`: writes the elements' theme sheet from the token list, so the
// page gets it as text instead of running the code that builds it
// (test/unit/theme-tokens-css.test.ts fails when the committed file is out of date). No
// comment in the file: it ships as written (imported ?raw).
import { writeFileSync } from "node:fs"
import { loadTs } from "./load-ts.mjs"

const { compactThemeTokensCss } = await loadTs("./src/components/kit/runtime/theme-tokens.ts")
writeFileSync("src/components/kit/runtime/theme-tokens.css", `${compactThemeTokensCss()}\n`)
