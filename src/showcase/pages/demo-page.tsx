import { demoTag } from "../../demo-tag"
import { useLazyModule } from "../lazy-module"
import { useLocation } from "../router"
import { demoHeading, type SiteDemo } from "../site-demos"
import { demoPageLoader } from "./demo-loader"
import { Page } from "./page"
import { useArrivedFromZag } from "./arrived-from-zag"
import { LazyZagExamplePage } from "./lazy-zag-example-page"

/**
 * A demo's page, or one of its variants': its heading at once, then, when the demo's chunk is
 * here (its variants come with it), the live `<demo-<slug>>` element (with `variant` for a
 * variant), its markup and the demo's variants as links (demo-view.tsx). A
 * name the demo has no variant of is one of zag's example addresses. Reached by one of those,
 * the page says which of zag's examples it stands for.
 */
export function DemoPage({ demo, variant }: { demo: SiteDemo; variant?: string }) {
  const loaded = useLazyModule(demoPageLoader(demo, variant))
  const { path } = useLocation()
  const fromZag = useArrivedFromZag()
  const variants = loaded.status === "loaded" ? loaded.module.variants : []
  const shown = variants.find(({ name }) => name === variant)
  if (loaded.status === "loaded" && variant && !shown)
    return <LazyZagExamplePage example={`${demo.slug}/${variant}`} path={path} />
  const tag = demoTag(demo.slug)
  return (
    <Page heading={demoHeading(demo, variant)}>
      {fromZag && (
        <p className="site-zag-note" role="note">
          zag’s <code>{fromZag.example}</code> example is shown here: {fromZag.note}
        </p>
      )}
      <p className="site-lead">
        {shown && <strong>{shown.label}. </strong>}
        {shown && `${shown.summary} `}
        The live <code>{shown ? `<${tag} variant="${shown.name}">` : `<${tag}>`}</code> element: try
        the widget, change its settings in Controls, watch its state machine in Visualizer, see what
        assistive technology is told in Accessibility and read how it is written in Code.
      </p>
      {loaded.status === "loaded" ? (
        <loaded.module.DemoView
          slug={demo.slug}
          variant={variant}
          variants={variants}
          schema={loaded.module.schema}
        />
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
