import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import { themeTokenDescriptions } from "../../src/components/kit/runtime/theme-token-descriptions"
import { themeTokens } from "../../src/components/kit/runtime/theme-tokens"
import { ELEMENT_EVENTS, ELEMENT_OPTIONS } from "../../src/elements/api/element-api"

// Every attribute docs authors read (docs/attributes.md, the manifest, the tag types) gets
// its sentence from the controls schema: none may be empty, and none may cite our internal
// spec, which the published package does not contain.
describe("attribute descriptions", () => {
  const settings = catalog.flatMap((entry) =>
    Object.entries(entry.controls).map(([key, control]) => ({
      where: `<demo-${entry.slug}> ${key}`,
      description: control.description ?? "",
    })),
  )
  const shared = [
    ...ELEMENT_OPTIONS.map((option) => ({ where: option.name, ...option })),
    ...ELEMENT_EVENTS.map((event) => ({ where: event.name, ...event })),
    ...themeTokens.map((token) => ({
      where: token.name,
      description: themeTokenDescriptions[token.name] ?? "",
    })),
  ]

  it("describes every setting of every demo, every element attribute and theme property", () => {
    const missing = [...settings, ...shared].filter((entry) => entry.description.trim() === "")
    expect(missing.map((entry) => entry.where)).toEqual([])
  })

  it("cites no internal spec section", () => {
    const citing = [...settings, ...shared].filter((entry) => /SPEC|§/.test(entry.description))
    expect(citing.map((entry) => entry.where)).toEqual([])
  })

  it("leaves no empty description cell and no spec citation in docs/attributes.md", () => {
    const markdown = readFileSync(new URL("../../docs/attributes.md", import.meta.url), "utf8")
    const rows = markdown.split("\n").filter((line) => line.startsWith("| `"))
    expect(rows.length).toBeGreaterThan(settings.length)
    expect(rows.filter((row) => /\|\s*\|\s*$/.test(row))).toEqual([])
    expect(markdown).not.toMatch(/SPEC|§/)
  })
})
