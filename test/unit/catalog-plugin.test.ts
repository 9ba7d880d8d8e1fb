import { describe, expect, it } from "vitest"
import { transform } from "esbuild"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { readDemoFacts } from "../../scripts/catalog/demo-facts"
import {
  readDemoFolders,
  readSourceFiles,
  sourceFileNames,
} from "../../scripts/catalog/demo-folders"
import { apiDocsModule } from "../../scripts/catalog/generators/api-docs"
import { catalogModule } from "../../scripts/catalog/generators/catalog-module"
import { demoPagesModule } from "../../scripts/catalog/generators/demo-pages"
import { demoSourcesModule } from "../../scripts/catalog/generators/demo-sources"
import { keyboardMapsModule } from "../../scripts/catalog/generators/keyboard-maps"
import {
  allDemosEntry,
  demoModule,
  perDemoEntry,
} from "../../scripts/catalog/generators/library-entries"
import { siteDemoModule, siteModules } from "../../scripts/catalog/generators/site-modules"

const root = new URL("../../", import.meta.url).pathname

/** A repository root holding the given files under src/components. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "statebook-folders-"))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, "src/components", file, ".."), { recursive: true })
    writeFileSync(join(dir, "src/components", file), text)
  }
  return dir
}

describe("the demo folder reader", () => {
  it("finds each demo's files by their fixed names, in slug order, and skips the kit", () => {
    const dir = fixture({
      "menu/nested-menu.demo.tsx": "",
      "menu/nested-menu.controls.ts": "",
      "menu/nested-menu.keyboard.ts": "",
      "menu/nested-menu.heights.json": "",
      "menu/menu.demo.tsx": "",
      "menu/menu.controls.ts": "",
      "menu/menu.keyboard.ts": "",
      "menu/menu.heights.json": "",
      "menu/menu.page.ts": "",
      "menu/menu.in-dialog.variant.tsx": "",
      "menu/menu.in-dialog.controls.ts": "",
      "menu/menu.links.variant.tsx": "",
      "menu/menu.links.controls.ts": "",
      "kit/runtime/x.demo.tsx": "",
    })
    const demos = readDemoFolders(dir)
    expect(demos.map((demo) => demo.slug)).toEqual(["menu", "nested-menu"])
    expect(demos[0]).toEqual({
      slug: "menu",
      folder: "/src/components/menu",
      files: {
        demo: "/src/components/menu/menu.demo.tsx",
        controls: "/src/components/menu/menu.controls.ts",
        keyboard: "/src/components/menu/menu.keyboard.ts",
        page: "/src/components/menu/menu.page.ts",
        heights: "/src/components/menu/menu.heights.json",
      },
      variants: [
        {
          name: "in-dialog",
          files: {
            component: "/src/components/menu/menu.in-dialog.variant.tsx",
            controls: "/src/components/menu/menu.in-dialog.controls.ts",
          },
        },
        {
          name: "links",
          files: {
            component: "/src/components/menu/menu.links.variant.tsx",
            controls: "/src/components/menu/menu.links.controls.ts",
          },
        },
      ],
    })
    expect(demos[1]!.variants).toEqual([])
  })

  it("gives a variant its own keyboard map only where it has one", () => {
    const dir = fixture({
      "menu/menu.demo.tsx": "",
      "menu/menu.controls.ts": "",
      "menu/menu.keyboard.ts": "",
      "menu/menu.heights.json": "",
      "menu/menu.grid.variant.tsx": "",
      "menu/menu.grid.controls.ts": "",
      "menu/menu.grid.keyboard.ts": "",
      "menu/menu.links.variant.tsx": "",
      "menu/menu.links.controls.ts": "",
    })
    const [menu] = readDemoFolders(dir)
    expect(menu!.variants.map((variant) => variant.files.keyboard)).toEqual([
      "/src/components/menu/menu.grid.keyboard.ts",
      undefined,
    ])
    const module = keyboardMapsModule([menu!])
    expect(module).toContain("menu.grid.keyboard.ts")
    expect(module.match(/menu\.keyboard\.ts/g)).toHaveLength(2)
  })

  it("names the file a variant lacks, and refuses a variant named basic (the demo itself)", () => {
    const demo = {
      "tabs/tabs.demo.tsx": "",
      "tabs/tabs.controls.ts": "",
      "tabs/tabs.keyboard.ts": "",
      "tabs/tabs.heights.json": "",
    }
    expect(() => readDemoFolders(fixture({ ...demo, "tabs/tabs.links.variant.tsx": "" }))).toThrow(
      "/src/components/tabs/tabs.links.variant.tsx: a variant has tabs.links.controls.ts beside it",
    )
    expect(() =>
      readDemoFolders(
        fixture({
          ...demo,
          "tabs/tabs.basic.variant.tsx": "",
          "tabs/tabs.basic.controls.ts": "",
        }),
      ),
    ).toThrow('"basic" names the demo itself')
  })

  it("names the file a demo lacks", () => {
    const dir = fixture({ "rating/rating.demo.tsx": "", "rating/rating.controls.ts": "" })
    expect(() => readDemoFolders(dir)).toThrow(
      "/src/components/rating/rating.demo.tsx: a demo has rating.keyboard.ts beside it",
    )
  })

  it("gives the Code tab a folder's modules and styles, not its tests and tooling", () => {
    expect(
      sourceFileNames([
        "menu.demo.tsx",
        "menu.css",
        "use-menu.ts",
        "menu.keyboard.ts",
        "menu-keys.ts",
        "menu.page.ts",
        "menu-test-helpers.ts",
        "menu.browser.test.ts",
        "menu-items.unit.test.ts",
        "menu.heights.json",
        "notes.md",
      ]),
    ).toEqual(["menu.css", "menu.demo.tsx", "use-menu.ts"])
  })
})

describe("the catalog's generated modules", () => {
  const folders = readDemoFolders(root)
  /** Parses as an ES module: a generator cannot hand the bundler a syntax error. */
  const parses = async (text: string) => {
    await expect(transform(text, { loader: "js", format: "esm" })).resolves.toBeTruthy()
    return text
  }

  it("are valid modules for every demo", async () => {
    const facts = await readDemoFacts()
    const accordion = facts.find((demo) => demo.slug === "accordion")!
    await parses(catalogModule(folders))
    await parses(keyboardMapsModule(folders))
    await parses(demoPagesModule(folders))
    await parses(apiDocsModule(folders))
    await parses(demoSourcesModule(folders, readSourceFiles(root, folders)))
    await parses(allDemosEntry(facts))
    for (const text of Object.values(siteModules(facts))) await parses(text())
    expect(await parses(perDemoEntry(accordion))).toContain(
      `"attributes": [\n    "value",\n    "multiple",`,
    )
    expect(await parses(demoModule(accordion))).toContain(
      `export { default, styles } from "/src/components/accordion/accordion.demo.tsx"`,
    )
    const siteDemo = await parses(siteDemoModule(accordion))
    expect(siteDemo).toContain(`definePageDemo(`)
    // The page's lead: its summary, then when to use it.
    expect(siteDemo).toContain(`"${accordion.summary} ${accordion.use}"`)
  })

  it("hold data and imports only: every call is of a typed module's function", () => {
    const facts = folders.map((folder) => ({ ...folder, label: "", summary: "" }))
    const text = catalogModule(facts)
    expect(text).not.toMatch(/\bfunction\b|=>\s*\{/)
  })
})
