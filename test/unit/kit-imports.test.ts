import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// The kit is the layer under the elements and the site: it imports nothing from them, and
// its modules import one another without a cycle, so each sub-folder (runtime, toolbar,
// visualizer, parts) can be read, tested and loaded on its own.

const src = fileURLToPath(new URL("../../src/", import.meta.url))
const kit = join(src, "components", "kit")

const kitFiles = readdirSync(kit, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(kit, file))

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"'?]+)/g

/** The files a kit module imports, resolved (extension added as TypeScript would). */
function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map(([, spec]) => {
    const target = normalize(join(dirname(file), spec!))
    return (
      [target, `${target}.ts`, `${target}.tsx`].find((path) => kitFiles.includes(path)) ?? target
    )
  })
}

describe("the kit's imports", () => {
  it("reach nothing above the components layer (elements, showcase, catalog)", () => {
    const upward = kitFiles.flatMap((file) =>
      importsOf(file)
        .filter(
          (target) =>
            !target.startsWith(join(src, "components")) && !target.startsWith(join(src, "data")),
        )
        .map((target) => `${relative(src, file)} -> ${relative(src, target)}`),
    )
    expect(upward).toEqual([])
  })

  it("form no cycle", () => {
    const graph = new Map(
      kitFiles.map((file) => [file, importsOf(file).filter((t) => kitFiles.includes(t))]),
    )
    const cycles: string[] = []
    const state = new Map<string, "visiting" | "done">()
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return
      if (state.get(file) === "visiting") {
        cycles.push(
          [...path.slice(path.indexOf(file)), file].map((f) => relative(kit, f)).join(" -> "),
        )
        return
      }
      state.set(file, "visiting")
      for (const next of graph.get(file)!) visit(next, [...path, file])
      state.set(file, "done")
    }
    for (const file of kitFiles) visit(file, [])
    expect(cycles).toEqual([])
  })
})
