// The modules the catalog plugin generates from the demo folders (scripts/catalog/).

declare module "virtual:statebook/catalog" {
  /** Every demo, in slug order: its folder's files, its schema module and its code's loader. */
  export const demos: readonly {
    slug: string
    /** `/src/components/<widget>`. */
    folder: string
    /** Paths from the repository's root (`/src/components/…`); no page object: undefined. */
    files: {
      demo: string
      controls: string
      keyboard: string
      page: string | undefined
      heights: string
    }
    /** `<slug>.heights.json`, as `npm run measure-heights` wrote it. */
    reservedHeights: import("./components/kit/runtime/demo-types").ReservedHeights
    /** `<slug>.controls.ts`, which should export `about` and `controls` (src/catalog.ts checks). */
    schemaModule: {
      about?: import("./components/kit/runtime/demo-types").DemoAbout
      controls?: import("./components/kit/runtime/controls").ControlSchema
    }
    load: () => Promise<import("./components/kit/runtime/demo-types").DemoModule>
    /** `<slug>.<name>.variant.tsx` beside `<slug>.<name>.controls.ts`, in name order. */
    variants: readonly {
      name: string
      /** `page`: its page object; `keyboard`: its own map, where its machines differ from the demo's. */
      files: { component: string; controls: string; page?: string; keyboard?: string }
      /** Should export `about`; `controls` only where its settings differ from the demo's. */
      schemaModule: {
        about?: import("./components/kit/runtime/demo-types").VariantAbout
        controls?: import("./components/kit/runtime/controls").ControlSchema
      }
      load: () => Promise<import("./components/kit/runtime/demo-types").DemoModule>
    }[]
  }[]
}

declare module "virtual:statebook/keyboard-maps" {
  /** Each demo's keyboard map (`<slug>.keyboard.ts`), fetched when called; a variant
   * (`<slug>/<variant>`) has its demo's, or its own (`<slug>.<variant>.keyboard.ts`). */
  export const keyboardMaps: Readonly<
    Record<string, () => Promise<import("./components/kit/accessibility/keyboard-map").KeyboardMap>>
  >
}

declare module "virtual:statebook/demo-sources" {
  /** Each demo folder's modules and styles as text, by folder and file name. */
  export const folders: Readonly<Record<string, Readonly<Record<string, () => Promise<string>>>>>
  /** Each demo's folder and the file name of its `.demo.tsx`; each variant's
   * (`<slug>/<variant>`) and its `.variant.tsx`. */
  export const demoSources: Readonly<Record<string, { folder: string; entry: string }>>
}

declare module "virtual:statebook/demo-pages" {
  /** Each demo's page object module (`<slug>.page.ts`), for the browser tests. */
  export const pageModules: Readonly<Record<string, { testFacts?: unknown }>>
}

declare module "virtual:statebook/api-docs" {
  /** Each demo element's API reference, by slug, fetched when called. */
  export const apiDocs: Readonly<
    Record<string, () => Promise<import("./components/kit/runtime/api-reference").DemoApiReference>>
  >
}
