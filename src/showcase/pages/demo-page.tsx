import { demoTag } from "../../demo-tag"
import { useLazyModule } from "../lazy-module"
import type { SiteDemo } from "../site-demos"
import { demoPageLoader } from "./demo-loader"
import { Page } from "./page"

/**
 * A demo's page: its label as heading and lead at once, then, when the demo's chunk is here,
 * the live `<demo-<slug>>` element and its markup (demo-view.tsx).
 */
export function DemoPage({ demo }: { demo: SiteDemo }) {
  const loaded = useLazyModule(demoPageLoader(demo))
  return (
    <Page heading={demo.label}>
      <p className="site-lead">
        The live <code>{`<${demoTag(demo.slug)}>`}</code> element: try the widget, change its
        settings in Controls, watch its state machine in Visualizer, see what assistive technology
        is told in Accessibility and read how it is written in Code.
      </p>
      {loaded.status === "loaded" ? (
        <loaded.module.DemoView slug={demo.slug} schema={loaded.module.schema} />
      ) : loaded.status === "failed" ? (
        <p role="alert" className="site-demo-problem">
          This demo could not load ({String(loaded.error)}). Reload the page to try again.
        </p>
      ) : (
        <p role="status" className="site-demo-loading">
          Loading demo…
        </p>
      )}
    </Page>
  )
}
