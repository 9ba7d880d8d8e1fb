/** One file of a demo's source, as the Code tab shows it. */
export interface SourceFile {
  /** The file name in its folder: `accordion.demo.tsx`. */
  name: string
  text: string
}

/** Loads one file's text by name; the folder's files, as the bundler found them. */
export type FolderFiles = Record<string, () => Promise<string>>

// `from "./x"`, `import "./x.css"`, `import("./x")`, with any `?inline`-like query.
const LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']\.\/([^"'?]+)(?:\?[^"']*)?["']/g
const EXTENSIONS = ["", ".tsx", ".ts", ".css"]

/** The same-folder files a source text imports (`./part` -> `part`), in order, once each. */
export function localImports(text: string): string[] {
  return [...new Set([...text.matchAll(LOCAL_IMPORT)].map((match) => match[1]!))]
}

/** The folder's file an import specifier names, trying the extensions the bundler would. */
export function resolveLocal(specifier: string, names: readonly string[]): string | undefined {
  return EXTENSIONS.map((extension) => specifier + extension).find((name) => names.includes(name))
}

/**
 * The entry file and every file of its folder it imports, directly or through another
 * (imports from other folders are the kit's and the data's, not this demo's lesson).
 */
export async function collectSources(entry: string, folder: FolderFiles): Promise<SourceFile[]> {
  const names = Object.keys(folder)
  const order = [entry]
  const files: SourceFile[] = []
  for (let at = 0; at < order.length; at++) {
    const name = order[at]!
    const text = await folder[name]!()
    files.push({ name, text })
    if (name.endsWith(".css")) continue
    for (const specifier of localImports(text)) {
      const found = resolveLocal(specifier, names)
      if (found && !order.includes(found)) order.push(found)
    }
  }
  return files
}
