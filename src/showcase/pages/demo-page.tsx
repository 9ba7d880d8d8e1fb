import { demoTag } from "../../demo-tag"
import { useLazyModule } from "../lazy-module"
import { demoHeading, type SiteDemo } from "../site-demos"
import { demoPageLoader } from "./demo-loader"
import { Page } from "./page"
import { VariantLinks } from "./variant-links"
import { useArrivedFromZag } from "./zag-example-page"

/**
 * A demo's page, or one of its variants': its heading and lead at once, the demo's variants
 * as links, then, when the demo's chunk is here, the live `<demo-<slug>>` element (with
 * `variant` for a variant) and its markup (demo-view.tsx). Reached by one of zag's example
 * addresses, it says which example it stands for.
 */
export function DemoPage({ demo, variant }: { demo: SiteDemo; variant?: string }) {
  const loaded = useLazyModule(demoPageLoader(demo, variant))
  const tag = demoTag(demo.slug)
  const shown = demo.variants.find(({ name }) => name === variant)
  const fromZag = useArrivedFromZag()
  return (
    <Page heading={demoHeading(demo, variant)}>
      {fromZag && (
        <p className="site-zag-note" role="note">
          zag’s <code>{fromZag.example}</code> example is shown here: {fromZag.note}
        </p>
      )}
      <p className="site-lead">
        {shown ? (
          <>
            {shown.summary} The live <code>{`<${tag} variant="${shown.name}">`}</code> element:
          </>
        ) : (
          <>
            The live <code>{`<${tag}>`}</code> element:
          </>
        )}{" "}
        try the widget, change its settings in Controls, watch its state machine in Visualizer, see
        what assistive technology is told in Accessibility and read how it is written in Code.
      </p>
      <VariantLinks demo={demo} />
      {loaded.status === "loaded" ? (
        <loaded.module.DemoView slug={demo.slug} variant={variant} schema={loaded.module.schema} />
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
