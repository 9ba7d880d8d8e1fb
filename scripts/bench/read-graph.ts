import { readdir, readFile } from "node:fs/promises"
import { join, relative, sep } from "node:path"
import { gzipSize } from "./gzip-size"
import { parseImports, type BuiltModule, type ModuleGraph } from "./module-graph"

// What a page can fetch from a build; source maps are only fetched by open devtools.
const FETCHED = /\.(js|mjs|css|html)$/

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && FETCHED.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
}

/** The import graph of a build folder (dist/lib or dist/app), read from the built files. */
export async function readModuleGraph(dir: string): Promise<ModuleGraph> {
  const graph = new Map<string, BuiltModule>()
  for (const file of await filesUnder(dir)) {
    const code = await readFile(join(dir, file), "utf8")
    const imports = /\.m?js$/.test(file)
      ? await parseImports(file, code)
      : { staticImports: [], dynamicImports: [], eagerImports: [] }
    graph.set(file, { gzBytes: gzipSize(code), ...imports })
  }
  return graph
}
