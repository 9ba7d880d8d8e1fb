import { describe, expect, it } from "vitest"
import { readFileSync, readdirSync } from "node:fs"
import { catalog } from "../../src/catalog"
import { loadDemoSources } from "../../src/components/kit/toolbar/demo-sources"
import {
  collectSources,
  localImports,
  resolveLocal,
} from "../../src/components/kit/toolbar/source-files"

const componentsDir = new URL("../../src/components/", import.meta.url)

/** A folder of the repo as the bundler's glob gives it: name -> text loader. */
function folderFiles(folder: string) {
  const dir = new URL(`${folder}/`, componentsDir)
  return Object.fromEntries(
    readdirSync(dir).map((name) => [name, async () => readFileSync(new URL(name, dir), "utf8")]),
  )
}

describe("a demo's source files", () => {
  it("reads same-folder imports, with queries, type-only and dynamic ones", () => {
    const text = [
      'import * as x from "@zag-js/x"',
      'import type { c } from "./a.controls"',
      'import styles from "./a.css?inline"',
      'import { Part } from "./a-part"',
      'import { kit } from "../kit/kit"',
      'const lazy = import("./a-lazy")',
      'import "./a-part"',
    ].join("\n")
    expect(localImports(text)).toEqual(["a.controls", "a.css", "a-part", "a-lazy"])
  })

  it("resolves a specifier as the bundler would", () => {
    const names = ["a.demo.tsx", "a.controls.ts", "a.css", "a-part.tsx"]
    expect(resolveLocal("a.controls", names)).toBe("a.controls.ts")
    expect(resolveLocal("a-part", names)).toBe("a-part.tsx")
    expect(resolveLocal("a.css", names)).toBe("a.css")
    expect(resolveLocal("missing", names)).toBeUndefined()
  })

  it("collects the demo file first, then what it imports from its folder, transitively", async () => {
    const files = await collectSources("date-picker.demo.tsx", folderFiles("date-picker"))
    const names = files.map((file) => file.name)
    expect(names[0]).toBe("date-picker.demo.tsx")
    expect(names).toEqual(
      expect.arrayContaining([
        "date-picker.controls.ts",
        "date-picker.css",
        "date-picker-frame.tsx",
      ]),
    )
    // Other demos of the folder are not part of this one's lesson.
    expect(names).not.toContain("date-picker-range.demo.tsx")
    expect(new Set(names).size).toBe(names.length)
  })

  it("gives every catalog demo its source, from the catalog plugin's module", async () => {
    for (const { slug } of catalog) {
      const files = await loadDemoSources(slug)
      expect(files[0]!.name, slug).toBe(`${slug}.demo.tsx`)
      expect(files[0]!.text, slug).toContain("export default")
      for (const { name } of files) expect(name, slug).not.toMatch(/\.(page|test)\.|keyboard/)
    }
    await expect(loadDemoSources("nope")).rejects.toThrow(
      "No source files found for the nope demo.",
    )
  })
})
