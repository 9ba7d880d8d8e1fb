import { posix } from "node:path"

/**
 * Which zag packages a demo runs, read from its source so that no table can drift from the
 * code: the `@zag-js/*` value imports of its `.demo.tsx` and of the files it imports from its
 * own folder or another demo's (a composition reuses the popover's card or the menu's hook),
 * transitively. The kit, data and stylesheets hold no machine of the demo's.
 * `@zag-js/react` is every demo's adapter, not a machine.
 */

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s+)?["']([^"']+)["']/gm
const SOURCE_EXTENSIONS = ["", ".ts", ".tsx"]

/** `read(path)` gives a file's text, or undefined when there is no such file. */
export type ReadSource = (path: string) => string | undefined

export function zagPackagesOf(demoFile: string, read: ReadSource): string[] {
  const components = posix.dirname(posix.dirname(demoFile))
  const isDemoSource = (path: string) =>
    path.startsWith(`${components}/`) && !path.startsWith(`${components}/kit/`)
  const packages = new Set<string>()
  const visited = new Set<string>()
  const queue = [demoFile]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (visited.has(file)) continue
    visited.add(file)
    const source = read(file)
    if (source === undefined) throw new Error(`${file}: imported by the demo but not found`)
    for (const [, typeOnly, specifier] of source.matchAll(IMPORT)) {
      if (typeOnly || !specifier) continue
      if (specifier.startsWith("@zag-js/") && specifier !== "@zag-js/react") {
        packages.add(specifier)
        continue
      }
      if (!specifier.startsWith(".")) continue
      const base = posix.join(posix.dirname(file), specifier)
      if (!isDemoSource(base) || /\.(css|svg|png|json)(\?.*)?$/.test(base)) continue
      const found = SOURCE_EXTENSIONS.map((ext) => base + ext).find(
        (path) => read(path) !== undefined,
      )
      if (found === undefined) throw new Error(`${file}: cannot resolve ${specifier}`)
      queue.push(found)
    }
  }
  return [...packages].sort()
}
