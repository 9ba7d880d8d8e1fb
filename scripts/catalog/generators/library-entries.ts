import { elementDefinitionOf, VARIANT_CHOICE, type DemoFacts } from "../demo-facts.ts"
import { callOf, lazyImport, moduleText } from "../module-text.ts"

/**
 * The element package's generated modules (vite.lib.config.ts): an entry per demo
 * (`elements/<slug>.js`), the all-demos entry (`elements.js`) and each demo's code-and-schema
 * module, which both fetch. Ids are markers any string may contain: library mode turns
 * entries into absolute paths.
 */
export const ENTRY = "\0statebook-entry:"
export const DEMO = "\0statebook-demo:"
export const ALL = "\0statebook-all"

/** The element runtime, which every entry asks for with import() (element-runtime.ts). */
export const RUNTIME = "/src/elements/element-runtime.ts"

/**
 * Marks a module as one entry's own copy (`?statebook-copy=<owner>`), imports and all: a
 * chunk the entries shared would be a static import, one more round trip before the widget.
 */
export const COPY = "?statebook-copy="
const copyFor = (path: string, owner: string) => `${path}${COPY}${owner}`

/**
 * Between a demo's slug and a variant's name in a module id: no slug or name holds two
 * hyphens in a row, and a dot would read as an extension in the chunk's name.
 */
export const VARIANT_SEPARATOR = "--"

/**
 * A demo's code-and-schema module, or one variant's (`combobox--async`): each its own chunk,
 * which both builds fetch.
 */
export const demoModuleId = (slug: string, variant?: string) =>
  DEMO.slice(1) + slug + (variant ? VARIANT_SEPARATOR + variant : "")

const definitionOf = (demo: DemoFacts) =>
  elementDefinitionOf(demo, ({ name }) => lazyImport(demoModuleId(demo.slug, name)))

/** The entry's own copy of variant-choice.ts, where one of its demos has variants. */
const variantChoiceImport = (demos: readonly DemoFacts[], owner: string) =>
  demos.some((demo) => demo.variants.length > 0)
    ? [["{ variantChooser }", copyFor(VARIANT_CHOICE, owner)] as const]
    : []

/**
 * A per-demo entry: defines its element at once, asks for the runtime, and fetches the code
 * of what an element shows (the demo or a variant) once it nears the viewport.
 */
export function perDemoEntry(demo: DemoFacts): string {
  return moduleText({
    imports: [
      ["{ startDemoEntry }", copyFor("/src/elements/define/per-demo-entry.ts", demo.slug)],
      ...variantChoiceImport([demo], demo.slug),
    ],
    run: callOf(
      "startDemoEntry",
      definitionOf(demo),
      lazyImport(demoModuleId(demo.slug)),
      lazyImport(RUNTIME),
    ),
  })
}

/** The all-demos entry: every element defined at once, each demo's code fetched on first use. */
export function allDemosEntry(demos: readonly DemoFacts[]): string {
  return moduleText({
    imports: [
      ["{ startAllDemosEntry }", copyFor("/src/elements/define/all-demos-entry.ts", "all")],
      ...variantChoiceImport(demos, "all"),
    ],
    exports: {
      defineDemoElements: callOf(
        "startAllDemosEntry",
        demos.map((demo) => ({
          ...definitionOf(demo),
          load: lazyImport(demoModuleId(demo.slug)),
        })),
        lazyImport(RUNTIME),
      ),
    },
  })
}

/**
 * A demo's code and schema, one chunk that both kinds of entry fetch; `<slug>.<variant>`, a
 * variant's (its own schema, or its demo's).
 */
export function demoModule(demo: DemoFacts, variantName?: string): string {
  const variant = demo.variants.find(({ name }) => name === variantName)
  if (variantName && !variant)
    throw new Error(`The ${demo.slug} demo has no variant "${variantName}".`)
  const ownSchema = variant && variant.controls !== demo.controls
  return moduleText({
    reexports: [
      ["controls", ownSchema ? variant.files.controls : demo.files.controls],
      ["default, styles", variant ? variant.files.component : demo.files.demo],
    ],
  })
}
