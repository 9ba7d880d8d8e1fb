import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// No module of src imports itself back, through any chain of static imports and lazy
// import() calls: each can be read, tested and loaded on its own, and the chunks a lazy
// loader fetches never depend on the loader (kit-imports.test.ts checks the kit's layering).

const src = fileURLToPath(new URL("../../src/", import.meta.url))

const files = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
  .map((file) => join(src, file))
const known = new Set(files)

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"'?]+)/g

/** The src modules a module imports, statically or with import(), resolved as TypeScript would. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].flatMap(([, spec]) => {
    const target = normalize(join(dirname(file), spec!))
    const found = [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts")].find((path) =>
      known.has(path),
    )
    return found ? [found] : []
  })
}

/** Every cycle found by a depth-first walk, each written `a -> b -> a`. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, "visiting" | "done">()
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === "done") return
    if (state.get(file) === "visiting") {
      cycles.push([...path.slice(path.indexOf(file)), file])
      return
    }
    state.set(file, "visiting")
    for (const next of graph.get(file) ?? []) visit(next, [...path, file])
    state.set(file, "done")
  }
  for (const file of graph.keys()) visit(file, [])
  return cycles
}

describe("the imports of src", () => {
  it("form no cycle, lazy imports included", () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]))
    const cycles = cyclesOf(graph).map((cycle) =>
      cycle.map((file) => relative(src, file)).join(" -> "),
    )
    expect(cycles).toEqual([])
  })

  it("would report a loader whose lazily loaded module imports it back", () => {
    const graph = new Map([
      ["loader.ts", ["extras.ts"]],
      ["extras.ts", ["events.ts"]],
      ["events.ts", ["loader.ts"]],
      ["leaf.ts", []],
    ])
    expect(cyclesOf(graph)).toEqual([["loader.ts", "extras.ts", "events.ts", "loader.ts"]])
  })

  it("reads both kinds of import", () => {
    const loader = join(src, "elements", "runtime", "deferred-extras.ts")
    expect(importsOf(loader).map((file) => relative(src, file))).toContain(
      join("elements", "extras", "event-extras.ts"),
    )
  })
})
