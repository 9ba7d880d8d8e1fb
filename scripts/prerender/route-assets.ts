import type { Rolldown } from "vite"

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * What a route's page needs besides the entry, read from the build's own chunk metadata (no
 * chunk name is assumed): the chunk of the module the page loads, with every chunk it
 * imports statically, and the stylesheets Vite attached to them.
 */

export interface RouteAssets {
  modules: string[]
  stylesheets: string[]
}

/** The chunk whose facade is `moduleId` (a source path, or a virtual module's id). */
export function chunkOfModule(
  bundle: OutputBundle,
  matches: (moduleId: string) => boolean,
): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === "chunk" && output.facadeModuleId !== null && matches(output.facadeModuleId),
  )
}

/** `root` and the chunks it imports statically, however deep, with their stylesheets. */
export function staticClosure(bundle: OutputBundle, root: OutputChunk): RouteAssets {
  const modules: string[] = []
  const stylesheets = new Set<string>()
  const queue = [root.fileName]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (modules.includes(file)) continue
    const chunk = bundle[file]
    if (chunk?.type !== "chunk") throw new Error(`${file} is imported but not a built chunk`)
    modules.push(file)
    for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css)
    queue.push(...chunk.imports)
  }
  return { modules, stylesheets: [...stylesheets] }
}
