import { useInsertionEffect } from "react"
import { adoptSheets, sharedSheet } from "../../../elements/stylesheets"
import { useDemoEnvironment } from "../demo-environment"
import insightsCss from "./insights.css?inline"

/**
 * Adopts the insights sheet into the root the demo renders in, when the insights first mount:
 * its bytes ride in the lazy chunk, and a constructable sheet passes a strict style-src CSP.
 */
export function useInsightsStyles() {
  const { getRootNode } = useDemoEnvironment()
  useInsertionEffect(() => {
    adoptSheets(getRootNode() as ShadowRoot, sharedSheet("visualizer-insights", insightsCss))
  }, [getRootNode])
}
