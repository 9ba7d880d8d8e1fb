import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, normalize, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { folderProblems } from "../../scripts/catalog/folder-anatomy"
import { readFolderEntries } from "../../scripts/catalog/demo-folders"

// A demo folder is the whole unit (docs: README, "Adding a demo"): `src/components/<widget>/`
// holds everything that is only its demos', each file in a known role, and nothing that is
// only one folder's lives anywhere else.

const root = fileURLToPath(new URL("../../", import.meta.url))
const src = join(root, "src")
const components = join(src, "components")
const KIT = "kit"

/** Every .ts/.tsx file under a folder of src/, recursively, as absolute paths. */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file))

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"'?]+)/g

/** The files a module imports by relative path, resolved as TypeScript would (no extension). */
function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map(([, spec]) =>
    normalize(join(dirname(file), spec!)).replace(/\.tsx?$/, ""),
  )
}

/** The demo folder a path of src/ is in (`menu`), or "" outside the demo folders. */
function demoFolderOf(path: string): string {
  const inComponents = relative(components, path)
  if (inComponents.startsWith("..")) return ""
  const folder = inComponents.split(sep)[0]!
  return folder === KIT ? "" : folder
}

describe("demo folders", () => {
  it("hold only files in a known role, each <slug> file beside its demo", () => {
    const folders = readFolderEntries(root)
    expect(folders.size).toBeGreaterThan(40)
    expect([...folders].flatMap(([folder, entries]) => folderProblems(folder, entries))).toEqual([])
  })

  it("says which file breaks the anatomy, and why", () => {
    const folder = ["menu.demo.tsx", "menu.controls.ts", "menu.keyboard.ts", "menu.heights.json"]
    expect(folderProblems("menu", folder)).toEqual([])
    expect(folderProblems("menu", [...folder, "notes.md", "menu.test.ts", "old/"])).toEqual([
      expect.stringMatching(/^src\/components\/menu\/notes\.md: no known role in a demo folder/),
      expect.stringMatching(/^src\/components\/menu\/menu\.test\.ts: no known role/),
      expect.stringMatching(/^src\/components\/menu\/old\/: no known role/),
    ])
    expect(
      folderProblems("menu", [
        ...folder.filter((name) => name !== "menu.heights.json"),
        "context-menu.page.ts",
        "tabs.browser.test.ts",
        "select.controls.ts",
      ]),
    ).toEqual([
      "src/components/menu/context-menu.page.ts: a page object of context-menu, which is no demo of this folder",
      "src/components/menu/tabs.browser.test.ts: a browser test of tabs, which is no demo of this folder",
      "src/components/menu/select.controls.ts: the schema of select, which is no demo of this folder",
      "src/components/menu/menu.demo.tsx: no menu.heights.json beside it",
    ])
    expect(folderProblems("menu", ["menu-parts.tsx"])).toEqual([
      "src/components/menu/: a demo folder with no <slug>.demo.tsx",
    ])
    const variant = ["menu.links.variant.tsx", "menu.links.controls.ts", "menu.links.keyboard.ts"]
    expect(folderProblems("menu", [...folder, ...variant, "menu.links.browser.test.ts"])).toEqual(
      [],
    )
    expect(
      folderProblems("menu", [
        ...folder,
        "menu.links.variant.tsx",
        "tabs.links.variant.tsx",
        "menu.nested.page.ts",
      ]),
    ).toEqual([
      "src/components/menu/tabs.links.variant.tsx: a variant of tabs, which is no demo of this folder",
      "src/components/menu/menu.nested.page.ts: a variant page object of menu.nested, which is no variant of this folder",
      "src/components/menu/menu.links.variant.tsx: no menu.links.controls.ts beside it",
      "src/components/menu/tabs.links.variant.tsx: no tabs.links.controls.ts beside it",
    ])
  })

  it("leave in src/data only what several demo folders (or other parts of src) use", () => {
    const data = join(src, "data")
    const names = new Map(
      readdirSync(data).map((name) => [join(data, name).replace(/\.tsx?$/, ""), name]),
    )
    const users = new Map([...names.keys()].map((file) => [file, new Set<string>()]))
    for (const file of sourcesUnder(src))
      for (const target of importsOf(file))
        users.get(target)?.add(demoFolderOf(file) || relative(src, dirname(file)))
    const singleUse = [...users]
      .filter(([, by]) => by.size < 2)
      .map(([file, by]) => {
        const name = `src/data/${names.get(file)}`
        return by.size === 0
          ? `${name}: used by no module of src`
          : `${name}: used only by ${[...by][0]}, so it belongs in that folder`
      })
    expect(singleUse).toEqual([])
  })

  it("are never imported by the kit", () => {
    const kitImports = sourcesUnder(join(components, KIT)).flatMap((file) =>
      importsOf(file)
        .filter((target) => demoFolderOf(target))
        .map((target) => `src/${relative(src, file)} imports src/${relative(src, target)}`),
    )
    expect(kitImports).toEqual([])
  })
})
