import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, normalize, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { demoFileParts } from "../../src/components/kit/runtime/demo-files"

// A demo folder is the whole unit (docs: README, "Adding a demo"): `src/components/<widget>/`
// holds everything that is only its demos', each file in a known role, and nothing that is
// only one folder's lives anywhere else.

const src = fileURLToPath(new URL("../../src/", import.meta.url))
const components = join(src, "components")
const KIT = "kit"

/**
 * The roles a file of a demo folder can have, by name. `slug` roles belong to one demo of the
 * folder (`<slug>.demo.tsx` beside them); the rest are the folder's own.
 */
const ROLES: { role: string; pattern: RegExp; ofDemo?: true }[] = [
  { role: "demo", pattern: /^([a-z0-9-]+)\.demo\.tsx$/ },
  // A demo's schema and `about`, or a schema its demos spread (`<widget>.controls.ts`).
  { role: "controls", pattern: /^([a-z0-9-]+)\.controls\.ts$/ },
  { role: "keyboard map", pattern: /^([a-z0-9-]+)\.keyboard\.ts$/, ofDemo: true },
  { role: "reserved heights", pattern: /^([a-z0-9-]+)\.heights\.json$/, ofDemo: true },
  { role: "page object", pattern: /^([a-z0-9-]+)\.page\.ts$/, ofDemo: true },
  { role: "browser test", pattern: /^([a-z0-9-]+)\.browser\.test\.ts$/, ofDemo: true },
  { role: "unit test", pattern: /^[a-z0-9-]+\.unit\.test\.ts$/ },
  { role: "CSS", pattern: /^[a-z0-9-]+\.css$/ },
  // Sub-views, hooks, pure helpers, single-use data, shared keys, the tests' own helpers.
  { role: "module", pattern: /^[a-z0-9-]+\.tsx?$/ },
]

/** What is wrong with one demo folder, given its name and its entries (`name/` for a folder). */
function folderProblems(folder: string, entries: readonly string[]): string[] {
  const at = (name: string) => `src/components/${folder}/${name}`
  const problems: string[] = []
  const demos = new Set(
    entries.flatMap((name) => {
      const parts = demoFileParts(`${folder}/${name}`)
      return parts ? [parts.slug] : []
    }),
  )
  if (demos.size === 0)
    problems.push(`src/components/${folder}/: a demo folder with no <slug>.demo.tsx`)
  for (const name of entries) {
    const match = ROLES.map((role) => ({ ...role, found: role.pattern.exec(name) })).find(
      (role) => role.found,
    )
    if (!match) {
      problems.push(
        `${at(name)}: no known role in a demo folder (${ROLES.map((role) => role.role).join(", ")})`,
      )
      continue
    }
    const slug = match.found![1]
    if (match.ofDemo && !demos.has(slug!))
      problems.push(`${at(name)}: a ${match.role} of ${slug}, which is no demo of this folder`)
    if (match.role === "controls" && !demos.has(slug!) && slug !== folder)
      problems.push(`${at(name)}: the schema of ${slug}, which is no demo of this folder`)
  }
  for (const slug of demos)
    for (const needed of [`${slug}.controls.ts`, `${slug}.keyboard.ts`, `${slug}.heights.json`])
      if (!entries.includes(needed))
        problems.push(`${at(`${slug}.demo.tsx`)}: no ${needed} beside it`)
  return problems
}

const demoFolders = readdirSync(components).filter(
  (name) => name !== KIT && statSync(join(components, name)).isDirectory(),
)
const entriesOf = (folder: string) =>
  readdirSync(join(components, folder), { withFileTypes: true }).map((entry) =>
    entry.isDirectory() ? `${entry.name}/` : entry.name,
  )

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
    expect(demoFolders.length).toBeGreaterThan(40)
    expect(demoFolders.flatMap((folder) => folderProblems(folder, entriesOf(folder)))).toEqual([])
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
