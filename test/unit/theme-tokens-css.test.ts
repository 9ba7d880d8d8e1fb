import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { compactThemeTokensCss } from "../../src/components/kit/runtime/theme-tokens"

describe("theme-tokens.css", () => {
  it("is the sheet the token list gives (run node scripts/write-theme-tokens-css.mjs if not)", () => {
    const written = readFileSync("src/components/kit/runtime/theme-tokens.css", "utf8")
    expect(written).toBe(`${compactThemeTokensCss()}\n`)
  })
})
