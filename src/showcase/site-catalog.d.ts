// The showcase's modules generated from the catalog (scripts/catalog/generators/site-modules.ts).

declare module "virtual:statebook-site/demos" {
  /** Each demo in catalog order; `load` defines its element and gives its schema. */
  export const demos: readonly {
    slug: string
    /** Absent where it is the slug's words, capitalised (title-of-slug.ts). */
    label?: string
    load: () => Promise<{
      controls: import("../components/kit/runtime/controls").ControlSchema
      DemoView: typeof import("./pages/demo-view").DemoView
      /** The page's lead: the demo's summary and when to use it (its `about`). */
      lead: string
      /** The demo's variants (`/<slug>/<name>`), in name order. */
      variants: readonly { name: string; label: string; summary: string }[]
      /** Each variant's schema (its own, or the demo's), fetched with its code. */
      variantControls: Readonly<
        Record<string, () => Promise<import("../components/kit/runtime/controls").ControlSchema>>
      >
    }>
  }[]
}

declare module "virtual:statebook-site/home" {
  /** The home page's group headings, in order (`DEMO_GROUPS`). */
  export const groups: Record<string, string>
  export const summaries: Record<string, { group: string; summary: string }>
  /** Each demo's variants' names, by slug. */
  export const variantNames: Record<string, readonly string[]>
}

declare module "virtual:statebook-site/keywords" {
  export const keywords: Record<string, readonly string[]>
  /** Every variant, for the search: its demo, name, label and words. */
  export const variants: readonly {
    slug: string
    name: string
    label: string
    keywords: readonly string[]
  }[]
}
