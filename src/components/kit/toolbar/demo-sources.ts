import { findDemoFile } from "../runtime/demo-files"
import { collectSources, type FolderFiles, type SourceFile } from "./source-files"

// Every demo folder's files as text, each loaded on its own only when asked for (Vite's glob;
// the browser tests' esbuild bundle gets the same from a plugin in web-test-runner.config.mjs).
// Not the keyboard maps and the bindings they share (`<widget>-keys.ts`), nor a folder's tests,
// page objects and test helpers: no demo imports them, so the Code tab never shows one, and
// each would be a chunk in the package that nothing fetches. (A folder's `<slug>.heights.json`
// is no source the pattern takes.)
const files = import.meta.glob<string>(
  [
    "../../*/*.{ts,tsx,css}",
    "!../../*/*{.keyboard,-keys,.page,.browser.test,.unit.test,-test-helpers}.ts",
  ],
  { query: "?raw", import: "default" },
)

/** A demo's own source: its `.demo.tsx` and the files of its folder that it imports. */
export function loadDemoSources(slug: string): Promise<SourceFile[]> {
  const entry = findDemoFile(Object.keys(files), slug)
  if (!entry) return Promise.reject(new Error(`No source files found for the ${slug} demo.`))
  const folder = entry.slice(0, entry.lastIndexOf("/") + 1)
  const siblings: FolderFiles = {}
  for (const [path, load] of Object.entries(files)) {
    const name = path.slice(folder.length)
    if (path.startsWith(folder) && !name.includes("/")) siblings[name] = load
  }
  return collectSources(`${slug}.demo.tsx`, siblings)
}
