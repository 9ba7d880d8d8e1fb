import { demoTag } from "../../demo-tag"
import { useLazyModule } from "../lazy-module"
import { Link } from "../router"
import { demoHeading, type SiteDemo } from "../site-demos"
import { demoPageLoader } from "./demo-loader"
import { Page } from "./page"
import { ZagExample } from "./zag-example"

/**
 * A demo's page, or one of its variants': its heading and lead at once, then, when the demo's
 * chunk is here (its variants come with it), the live `<demo-<slug>>` element (with `variant`
 * for a variant), its markup and the demo's variants (demo-view.tsx). A name the demo has no
 * variant of is one of zag's example addresses (zag-example.tsx).
 */
export function DemoPage({ demo, variant }: { demo: SiteDemo; variant?: string }) {
  const loaded = useLazyModule(demoPageLoader(demo, variant))
  if (
    loaded.status === "loaded" &&
    variant &&
    !loaded.module.variants.some(({ name }) => name === variant)
  )
    return <ZagExample example={`${demo.slug}/${variant}`} path={`/${demo.slug}/${variant}`} />
  const tag = demoTag(demo.slug)
  return (
    <Page heading={demoHeading(demo, variant)}>
      <p className="site-lead">
        The live <code>{variant ? `<${tag} variant="${variant}">` : `<${tag}>`}</code> element: try
        the widget, change its settings in Controls, watch its state machine in Visualizer, see what
        assistive technology is told in Accessibility and read how it is written in Code.
      </p>
      {loaded.status === "loaded" ? (
        <loaded.module.DemoView
          slug={demo.slug}
          variant={variant}
          variants={loaded.module.variants}
          Link={Link}
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
