import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import { dirname, join, posix, relative, sep } from "node:path"

/*
 * The `modulepreload` links a prerendered page gets for the code its demos need. A page that
 * serves the package's own files (a copy of dist/lib, or node_modules) loads an entry, which
 * asks for the runtime and each demo's code once it has run: a second round trip. Listing
 * those files in the page's head lets the browser fetch them with the entry. A page whose
 * bundler rebuilt the package (VitePress, Docusaurus, Astro…) has other file names, and that
 * bundler's own preloads: it gets no links.
 */

/** The package's built browser files, as the prerender command finds them beside itself. */
export interface PackageCode {
  /** Each file's path in the package (`elements/accordion.js`) by the hash of its content. */
  byContent: ReadonlyMap<string, string>
  /** Each file's imports, as paths in the package. */
  imports: ReadonlyMap<string, { static: string[]; dynamic: string[] }>
}

const hash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex")

// Minified ESM as the package's build writes it: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export{a}from"./x.js"`, and `import("./x.js")` (any quotes).
const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g

const specifiers = (code: string, pattern: RegExp, from: string) =>
  [...code.matchAll(pattern)].map((match) => posix.join(posix.dirname(from), match[1]!))

/** Reads the package's browser files under `packageDir` (dist/lib); null if it has none. */
export async function readPackageCode(packageDir: string): Promise<PackageCode | null> {
  if (!existsSync(join(packageDir, "elements"))) return null
  const entries = await readdir(packageDir, { withFileTypes: true, recursive: true })
  const byContent = new Map<string, string>()
  const imports = new Map<string, { static: string[]; dynamic: string[] }>()
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue
    const absolute = join(entry.parentPath, entry.name)
    const file = relative(packageDir, absolute).split(sep).join("/")
    if (file.startsWith("server/")) continue
    const code = await readFile(absolute, "utf8")
    byContent.set(hash(code), file)
    imports.set(file, {
      static: specifiers(code, STATIC_IMPORT, file),
      dynamic: specifiers(code, DYNAMIC_IMPORT, file),
    })
  }
  return { byContent, imports }
}

/** `file` and every file it imports statically, directly or not. */
function closure(code: PackageCode, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file) || !code.imports.has(file)) continue
    seen.add(file)
    queue.push(...code.imports.get(file)!.static)
  }
  return seen
}

/** The package's entry a page loads, and the URL the package's files are served under. */
export interface LoadedEntry {
  file: string
  base: string
}

const MODULE_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?module["']?[^>]*>/gi
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

/**
 * The package's entries among the page's module scripts: a script whose file, in the built
 * site under `folder`, is one of the package's own (the same content). `page` is the HTML
 * file's path. A root-relative `src` is looked for under the folder, then under its folders
 * one by one (a site served under a base path).
 */
export async function entriesLoadedBy(
  html: string,
  page: string,
  folder: string,
  code: PackageCode,
): Promise<LoadedEntry[]> {
  const found: LoadedEntry[] = []
  for (const [script] of html.matchAll(MODULE_SCRIPT)) {
    const match = SRC.exec(script)
    const src = match && (match[1] ?? match[2] ?? match[3])
    if (!src || /^[a-z]+:|^\/\//i.test(src)) continue
    const path = src.split(/[?#]/)[0]!
    const candidates = path.startsWith("/")
      ? path
          .split("/")
          .map((_, at, parts) => join(folder, ...parts.slice(at)))
          .slice(1)
      : [join(dirname(page), path)]
    for (const candidate of candidates) {
      if (!existsSync(candidate)) continue
      const file = code.byContent.get(hash(await readFile(candidate)))
      if (file && src.split(/[?#]/)[0]!.endsWith(file))
        found.push({ file, base: path.slice(0, path.length - file.length) })
      break
    }
  }
  return found
}

/** What a demo element shows: its slug and, when it asks for one, its variant. */
export interface ShownDemo {
  slug: string
  variant?: string
}

/**
 * The package files a prerendered page needs for its demos, beyond the entry it loads: the
 * runtime the entry asks for, the code that hydrates, and each demo's (or variant's) code,
 * with what they import.
 */
export function filesFor(code: PackageCode, entry: string, demos: readonly ShownDemo[]): string[] {
  const runtime = (code.imports.get(entry)?.dynamic ?? []).filter((file) =>
    /(^|\/)runtime-[^/]+\.js$/.test(file),
  )
  const demoChunks = demos.flatMap(({ slug, variant }) => {
    const prefix = `chunks/${variant ? `${slug}--${variant}` : slug}.demo-`
    const chunk = [...code.imports.keys()].find(
      (file) => file.startsWith(prefix) && !file.slice(prefix.length).includes("/"),
    )
    return chunk ? [chunk] : []
  })
  // The code that hydrates a server render, which the runtime asks for when it finds one.
  const hydrating = [...closure(code, runtime)].flatMap((file) =>
    code.imports
      .get(file)!
      .dynamic.filter((dynamic) => /(^|\/)server-dom-[^/]+\.js$/.test(dynamic)),
  )
  const needed = closure(code, [...runtime, ...hydrating, ...demoChunks])
  for (const loaded of closure(code, [entry])) needed.delete(loaded)
  return [...needed].sort()
}

/** `<link rel="modulepreload">`s for `hrefs` the page does not link already, before `</head>`. */
export function withModulePreloads(html: string, hrefs: readonly string[]): string {
  const head = html.search(/<\/head\s*>/i)
  const missing = hrefs.filter((href) => !html.includes(`"modulepreload" href="${href}"`))
  if (head < 0 || missing.length === 0) return html
  // The base came from the page's own attribute: written back escaped, never as markup.
  const escaped = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
  const links = missing.map((href) => `<link rel="modulepreload" href="${escaped(href)}">`).join("")
  return html.slice(0, head) + links + html.slice(head)
}
