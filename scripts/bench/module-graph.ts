import { init, parse } from "es-module-lexer"
import { posix } from "node:path"

/**
 * The import graph of built ES modules, and what a page loads through it to render one demo.
 * Files are named by their path relative to the served root ("chunks/register-x.js").
 */

export interface DynamicImport {
  /** The imported file. */
  file: string
  /**
   * Files fetched together with it: Vite's app build wraps a dynamic import in a preload of
   * its dependencies (`__vite__mapDeps([…])`), and a per-demo entry requests its demo's files
   * beside its import of the demo, so they arrive in the same round trip.
   */
  preload: string[]
}

export interface BuiltModule {
  /** Gzip level 9 size of the file, as a server compressing at its best would send it. */
  gzBytes: number
  staticImports: string[]
  dynamicImports: DynamicImport[]
  /** Files the module requests with `import()` the moment it runs (see EAGER_PRELUDE). */
  eagerImports: string[]
}

export type ModuleGraph = ReadonlyMap<string, BuiltModule>

export interface ParsedImports {
  staticImports: string[]
  dynamicImports: DynamicImport[]
  eagerImports: string[]
}

/**
 * The prelude vite.lib.config.ts writes at the top of an entry: one
 * `import("…").catch(()=>{});` per chunk the element runtime needs, requested the moment the
 * entry runs. Any other import() (a lazy loader) runs only when called.
 */
const EAGER_PRELUDE = /^(?:import\("[^"]+"\)\.catch\(\(\)=>\{\}\);)+/
const EAGER_IMPORT = /import\("([^"]+)"\)/g
/**
 * A per-demo entry's import of its demo, as vite.lib.config.ts writes it: the demo's files
 * requested beside it, `(import("…").catch(()=>{}),…,import(demo))`. They are fetched in
 * parallel with the demo, as a preload list is.
 */
const SIBLING_REQUESTS = /\((?:import\("[^"]+"\)\.catch\(\(\)=>\{\}\),)+$/

const MAP_DEPS_CALL = /^\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]/
const MAP_DEPS_FILES = /__vite__mapDeps=\([^)]*m\.f=(\[[^\]]*\])/

/** Resolves a relative specifier of `importer`; bare ones (`react`) are not part of the build. */
function resolveRelative(importer: string, specifier: string): string | undefined {
  if (specifier.startsWith("/")) return specifier.slice(1)
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined
  return posix.normalize(posix.join(posix.dirname(importer), specifier))
}

/** The relative imports of one built module (`file` names it, to resolve specifiers). */
export async function parseImports(file: string, code: string): Promise<ParsedImports> {
  await init
  const [imports] = parse(code)
  // Vite's preload list names files from the site root ("assets/x.js").
  const filesMatch = MAP_DEPS_FILES.exec(code)
  const preloadFiles: string[] = filesMatch ? JSON.parse(filesMatch[1]!) : []
  const staticImports: string[] = []
  const dynamicImports: DynamicImport[] = []
  for (const entry of imports) {
    const resolved = entry.n === undefined ? undefined : resolveRelative(file, entry.n)
    if (resolved === undefined) continue
    if (entry.d === -1) {
      if (!staticImports.includes(resolved)) staticImports.push(resolved)
      continue
    }
    if (entry.d < 0) continue // import.meta
    const mapDeps = MAP_DEPS_CALL.exec(code.slice(entry.se))
    const siblings = SIBLING_REQUESTS.exec(code.slice(0, entry.ss))?.[0] ?? ""
    const preload = [
      ...(mapDeps?.[1] ?? "")
        .split(",")
        .filter((index) => index.trim() !== "")
        .map((index) => preloadFiles[Number(index)]),
      ...[...siblings.matchAll(EAGER_IMPORT)].map((match) => resolveRelative(file, match[1]!)),
    ].filter((dep): dep is string => dep !== undefined && dep !== resolved)
    dynamicImports.push({ file: resolved, preload })
  }
  const prelude = EAGER_PRELUDE.exec(code)?.[0] ?? ""
  const eagerImports = [...prelude.matchAll(EAGER_IMPORT)]
    .map((match) => resolveRelative(file, match[1]!))
    .filter((resolved): resolved is string => resolved !== undefined)
  return { staticImports, dynamicImports, eagerImports }
}

export interface PageLoadRequest {
  /** What the page requests first, in parallel: its entry script, modulepreloads, stylesheets. */
  initial: readonly string[]
  /** The file holding the demo's widget: the page is ready when its static closure is loaded. */
  widget: string
  /**
   * Files the page fetches once the widget is up (the toolbar's chunk when it is shown, the
   * element's extras): counted in the bytes after idle, not on the critical path.
   */
  alsoNeeded?: readonly string[]
}

export interface PageLoad {
  /** Every file fetched, with the round trip (1 = entry) in which its request starts. */
  levels: ReadonlyMap<string, number>
  /** Every file fetched by the time the page is idle. */
  gzBytes: number
  requests: number
  /** The files the widget waits for: the page's own, and those on the way to the widget. */
  criticalGzBytes: number
  criticalRequests: number
  /** Sequential round trips of JS until the widget's module and its imports are all loaded. */
  roundTrips: number
}

/**
 * Walks the graph as a browser loads it: the initial files are round trip 1; a static import
 * not yet requested is requested when its importer arrives (one more round trip); a dynamic
 * import runs only once its importer's whole static graph has loaded and evaluated, so it
 * starts one round trip after the last of them. Of the dynamic imports, only those on the
 * shortest chain to each needed file are followed: a catalog's loaders for the 48 other demos
 * are never called.
 */
export function planPageLoad(graph: ModuleGraph, request: PageLoadRequest): PageLoad {
  const levels = new Map<string, number>()
  // The round trip by which a file's whole static graph is loaded, so its dynamic imports run.
  const evaluatedAt = new Map<string, number>()
  const moduleOf = (file: string): BuiltModule => {
    const found = graph.get(file)
    if (!found) throw new Error(`${file} is imported but not in the build`)
    return found
  }

  const closureOf = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>()
    const queue = [...roots]
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (seen.has(file)) continue
      seen.add(file)
      queue.push(...moduleOf(file).staticImports)
    }
    return seen
  }

  /** Requests the roots at `level` and their static imports after them; the level they end at. */
  const loadStatic = (roots: readonly string[], level: number): number => {
    const queue: string[] = []
    for (const root of roots) {
      if (!levels.has(root)) levels.set(root, level)
      queue.push(root)
    }
    const seen = new Set<string>()
    let done = 0
    // Breadth first: a file's level is final before its imports are looked at.
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (seen.has(file)) continue
      seen.add(file)
      const own = levels.get(file)!
      done = Math.max(done, own)
      for (const dep of moduleOf(file).staticImports) {
        if (!levels.has(dep)) levels.set(dep, own + 1)
        queue.push(dep)
      }
    }
    for (const file of seen) if (!evaluatedAt.has(file)) evaluatedAt.set(file, done)
    return done
  }

  loadStatic(request.initial, 1)
  // A page's own modules request their eager imports as soon as they have run.
  for (const file of request.initial) {
    const eager = moduleOf(file).eagerImports
    if (eager.length > 0) loadStatic(eager, evaluatedAt.get(file)! + 1)
  }

  /** Follows the shortest chain of dynamic imports from what is loaded to `target`. */
  const reach = (target: string): void => {
    if (levels.has(target)) return
    interface Step {
      /** The loaded file whose dynamic import starts the chain. */
      origin?: string
      via: DynamicImport[]
      loaded: Set<string>
    }
    const queue: Step[] = [{ via: [], loaded: new Set(levels.keys()) }]
    const tried = new Set<string>()
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      for (const file of step.loaded) {
        for (const dynamic of moduleOf(file).dynamicImports) {
          if (tried.has(dynamic.file)) continue
          tried.add(dynamic.file)
          const loaded = closureOf([dynamic.file, ...dynamic.preload])
          const via = [...step.via, dynamic]
          const origin = step.origin ?? file
          if (loaded.has(target)) {
            let done = evaluatedAt.get(origin)!
            for (const hop of via) done = loadStatic([hop.file, ...hop.preload], done + 1)
            return
          }
          queue.push({ origin, via, loaded })
        }
      }
    }
    throw new Error(`${target} cannot be reached from ${request.initial.join(", ")}`)
  }

  reach(request.widget)
  const critical = [...levels.keys()]
  for (const file of request.alsoNeeded ?? []) reach(file)

  let roundTrips = 0
  for (const file of closureOf([request.widget]))
    roundTrips = Math.max(roundTrips, levels.get(file)!)
  const bytesOf = (files: Iterable<string>) => {
    let sum = 0
    for (const file of files) sum += moduleOf(file).gzBytes
    return sum
  }
  return {
    levels,
    gzBytes: bytesOf(levels.keys()),
    requests: levels.size,
    criticalGzBytes: bytesOf(critical),
    criticalRequests: critical.length,
    roundTrips,
  }
}
