import type { ComponentProps } from "react"
import { useLazyModule } from "../lazy-module"
import type { CopyLink, EmbedPanel } from "./embed-panel"

/** The embed panel's chunk (its markup writer and Copy buttons), fetched after the demo. */
const loadEmbedPanel = () => import("./embed-panel")

/**
 * The embed panel below the demo, once its chunk is here. It waits for the page to render
 * the demo first: the widget is what a reader came for, and the snippet below it can follow
 * a moment later without moving anything above it.
 */
export function LazyEmbedPanel(props: ComponentProps<typeof EmbedPanel>) {
  const panel = useLazyModule(loadEmbedPanel)
  if (panel.status === "loaded") return <panel.module.EmbedPanel {...props} />
  if (panel.status === "failed")
    return (
      <p role="alert" className="site-demo-problem">
        The embed snippet could not load ({String(panel.error)}). Reload the page to try again.
      </p>
    )
  return null
}

/** The Copy link button above the demo, from the same chunk; the panel reports a failure. */
export function LazyCopyLink(props: ComponentProps<typeof CopyLink>) {
  const panel = useLazyModule(loadEmbedPanel)
  return panel.status === "loaded" ? <panel.module.CopyLink {...props} /> : null
}
