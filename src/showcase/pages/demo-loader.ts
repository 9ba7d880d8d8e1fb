import type { ControlSchema } from "../../components/kit/runtime/controls"
import { preload } from "../lazy-module"
import type { SiteDemo } from "../site-demos"
import type { DemoView } from "./demo-view"

export interface LoadedDemoPage {
  schema: ControlSchema
  DemoView: typeof DemoView
  /** The page's lead: the demo's summary and when to use it. */
  lead: string
  /** The demo's variants, from its chunk. */
  variants: readonly { name: string; label: string; summary: string }[]
}

const loaders = new Map<string, () => Promise<LoadedDemoPage>>()

/**
 * What a demo's page needs beyond the shell, in one round trip: the demo's own chunk (its
 * code and schema; running it defines `<demo-<slug>>`) and the chunk every demo page shares
 * (the page's view, the element, the toolbar); a variant's page, the variant's chunk after
 * them (its schema, and the code its element shows). The same function for a page every
 * time, so a page already loaded renders at once.
 */
export function demoPageLoader(demo: SiteDemo, variant?: string): () => Promise<LoadedDemoPage> {
  const key = variant ? `${demo.slug}/${variant}` : demo.slug
  let load = loaders.get(key)
  if (!load) {
    load = () =>
      demo.load().then(async ({ controls, variantControls, ...page }) => {
        const ownSchema = variant ? variantControls[variant] : undefined
        return { ...page, schema: ownSchema ? await ownSchema() : controls }
      })
    loaders.set(key, load)
  }
  return load
}

/** Starts loading a demo's page when a link to it is hovered or focused. */
export function prefetchDemo(demo: SiteDemo) {
  preload(demoPageLoader(demo)).catch(() => {
    // The page shows the failure if the visitor goes there.
  })
}
