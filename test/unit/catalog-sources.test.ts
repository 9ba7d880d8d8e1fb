import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import { catalogSources } from "../../scripts/catalog-sources"

describe("catalog sources for the per-demo entries", () => {
  const source = readFileSync(new URL("../../src/catalog.ts", import.meta.url), "utf8")

  it("finds every catalog demo's schema and code, in catalog order", () => {
    const sources = catalogSources(source)
    expect(sources.map((s) => s.slug)).toEqual(catalog.map((entry) => entry.slug))
    expect(sources.find((s) => s.slug === "date-picker-range")).toEqual({
      slug: "date-picker-range",
      controlsName: "datePickerRangeControls",
      controlsPath: "./components/date-picker/date-picker.controls",
      demoPath: "./components/date-picker/date-picker-range.demo",
    })
  })

  it("names a schema that is used but not imported", () => {
    const broken =
      'slug: "x",\n label: "X",\n controls: xControls,\n load: () => import("./x.demo"),'
    expect(() => catalogSources(broken)).toThrow(/xControls/)
  })
})
