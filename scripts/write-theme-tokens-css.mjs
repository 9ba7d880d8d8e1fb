// Part of `npm run build:lib`: writes the elements' theme sheet from the token list, so the
// page gets it as text instead of running the code that builds it
// (test/unit/theme-tokens-css.test.ts fails when the committed file is out of date).
import { writeFileSync } from "node:fs"
import { runnerImport } from "vite"

const { module } = await runnerImport("./src/components/kit/runtime/theme-tokens.ts", {
  configFile: false,
  logLevel: "error",
})
const header =
  "/* Generated from theme-tokens.ts by scripts/write-theme-tokens-css.mjs: edit the tokens there. */"
writeFileSync(
  "src/components/kit/runtime/theme-tokens.css",
  `${header}\n${module.themeTokensCss()}\n`,
)
