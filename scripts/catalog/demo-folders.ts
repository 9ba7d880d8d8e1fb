import { existsSync, readdirSync } from "node:fs"
import path from "node:path"

/**
 * The one reader of demo folders. A demo is `src/components/<widget>/<slug>.demo.tsx`; every
 * other file a demo has is found beside it by a fixed name, so nothing needs to open a module
 * to know what a folder holds. Everything else (builds, the site, the kit, the tests) gets
 * demo folders through the catalog plugin built on this (catalog-plugin.ts).
 */

/** Where demo folders live, from the repository's root. */
export const COMPONENTS_DIR = "src/components"
/** Folders under COMPONENTS_DIR that are not demos. */
const NOT_DEMO_FOLDERS = new Set(["kit"])

const DEMO_SUFFIX = ".demo.tsx"

/** A demo's files, as paths from the repository's root with a leading slash (`/src/…`). */
export interface DemoFiles {
  /** `<slug>.demo.tsx`: the component (default export) and its `styles`. */
  demo: string
  /** `<slug>.controls.ts`: the settings schema (`controls`) and what it says of itself (`about`). */
  controls: string
  /** `<slug>.keyboard.ts`: the keys its machines handle (`keyboard`). */
  keyboard: string
  /** `<slug>.page.ts`: its page object for the browser tests, with `testFacts` for the sweeps. */
  page: string | undefined
  /** `<slug>.heights.json`: the room reserve.css keeps for it before its code runs. */
  heights: string
}

/**
 * A variant's files: `<slug>.<name>.variant.tsx` (its component, default export, and `styles`)
 * beside `<slug>.<name>.controls.ts` (its `about`, and its own `controls` where its settings
 * differ from the demo's), and `<slug>.<name>.keyboard.ts` where its keys do.
 */
export interface VariantFiles {
  component: string
  controls: string
  /** `<slug>.<name>.page.ts`: its page object, whose `testFacts` the sweeps read (else its demo's). */
  page?: string
  /**
   * `<slug>.<name>.keyboard.ts`, only for a variant whose machines differ from its demo's
   * (another machine, or a second one): the others have their demo's keys.
   */
  keyboard?: string
}

/** One of a demo's variants: the same machine in another of zag's example scenarios. */
export interface VariantFolder {
  /** Its name in addresses and the `variant` attribute: `/combobox/async`, `variant="async"`. */
  name: string
  files: VariantFiles
}

export interface DemoFolder {
  slug: string
  /** `/src/components/<widget>`. */
  folder: string
  files: DemoFiles
  /** In name order. */
  variants: VariantFolder[]
}

/** `<slug>.<name>.variant.tsx`, with the slug and the name captured. */
export const VARIANT_FILE = /^([a-z0-9-]+)\.([a-z0-9-]+)\.variant\.tsx$/

/** The demo's own, in addresses and the `variant` attribute: what zag calls its basic example. */
export const BASIC_VARIANT = "basic"

/**
 * Files that are a folder's tooling, never a demo's lesson: the Code tab leaves them out (the
 * keyboard map and the keys it shares, `<widget>-keys.ts`; tests, their helpers, page objects).
 */
const NOT_SOURCE =
  /(\.keyboard\.ts|-keys\.ts|\.page\.ts|\.browser\.test\.ts|\.unit\.test\.ts|-test-helpers\.ts)$/

/** The Code tab's files of a folder: its modules and styles, not its tests and tooling. */
export function sourceFileNames(names: readonly string[]): string[] {
  return names.filter((name) => /\.(ts|tsx|css)$/.test(name) && !NOT_SOURCE.test(name)).sort()
}

/** Every demo under `root`, in slug order (the manifest's and the docs' order). */
export function readDemoFolders(root: string): DemoFolder[] {
  const components = path.join(root, COMPONENTS_DIR)
  const demos: DemoFolder[] = []
  for (const widget of readdirSync(components, { withFileTypes: true })) {
    if (!widget.isDirectory() || NOT_DEMO_FOLDERS.has(widget.name)) continue
    const folder = `/${COMPONENTS_DIR}/${widget.name}`
    const names = readdirSync(path.join(components, widget.name))
    for (const name of names) {
      if (!name.endsWith(DEMO_SUFFIX)) continue
      const slug = name.slice(0, -DEMO_SUFFIX.length)
      const own = (suffix: string) =>
        names.includes(slug + suffix) ? `${folder}/${slug}${suffix}` : undefined
      const required = (suffix: string, holds: string) => {
        const file = own(suffix)
        if (!file)
          throw new Error(
            `${folder}/${name}: a demo has ${slug}${suffix} beside it (${holds}); none was found.`,
          )
        return file
      }
      demos.push({
        slug,
        folder,
        files: {
          demo: `${folder}/${name}`,
          controls: required(".controls.ts", "exporting `controls` and `about`"),
          keyboard: required(".keyboard.ts", "exporting `keyboard`"),
          page: own(".page.ts"),
          heights: required(".heights.json", "its room in reserve.css: `npm run measure-heights`"),
        },
        variants: variantsOf(folder, slug, names),
      })
    }
  }
  return demos.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
}

/** A demo's variants among its folder's file names, each with its controls file beside it. */
function variantsOf(folder: string, slug: string, names: readonly string[]): VariantFolder[] {
  return names
    .map((name) => VARIANT_FILE.exec(name))
    .filter((found): found is RegExpExecArray => found?.[1] === slug)
    .map(([file, , name]) => {
      if (name === BASIC_VARIANT)
        throw new Error(
          `${folder}/${file}: "${BASIC_VARIANT}" names the demo itself; pick another.`,
        )
      const controls = `${slug}.${name}.controls.ts`
      if (!names.includes(controls))
        throw new Error(
          `${folder}/${file}: a variant has ${controls} beside it (exporting \`about\`); none was found.`,
        )
      const page = `${slug}.${name}.page.ts`
      const keyboard = `${slug}.${name}.keyboard.ts`
      return {
        name: name!,
        files: {
          component: `${folder}/${file}`,
          controls: `${folder}/${controls}`,
          ...(names.includes(page) ? { page: `${folder}/${page}` } : {}),
          ...(names.includes(keyboard) ? { keyboard: `${folder}/${keyboard}` } : {}),
        },
      }
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
}

/** The Code tab's files of each demo folder, by folder (`/src/components/<widget>`). */
export function readSourceFiles(root: string, demos: readonly DemoFolder[]): Map<string, string[]> {
  const byFolder = new Map<string, string[]>()
  for (const { folder } of demos)
    if (!byFolder.has(folder) && existsSync(path.join(root, folder)))
      byFolder.set(folder, sourceFileNames(readdirSync(path.join(root, folder))))
  return byFolder
}

/** Each demo folder's entries (`name/` for a sub-folder), by folder name: for the anatomy test. */
export function readFolderEntries(root: string): Map<string, string[]> {
  const components = path.join(root, COMPONENTS_DIR)
  const folders = new Map<string, string[]>()
  for (const widget of readdirSync(components, { withFileTypes: true }))
    if (widget.isDirectory() && !NOT_DEMO_FOLDERS.has(widget.name))
      folders.set(
        widget.name,
        readdirSync(path.join(components, widget.name), { withFileTypes: true }).map((entry) =>
          entry.isDirectory() ? `${entry.name}/` : entry.name,
        ),
      )
  return folders
}
