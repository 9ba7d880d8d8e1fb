import { demoTag } from "../../demo-tag"
import { useLazyModule } from "../lazy-module"
import { Link } from "../router"
import { demoHeading, type SiteDemo } from "../site-demos"
import { demoPageLoader } from "./demo-loader"
import { Page } from "./page"
import { ZagExample } from "./zag-example"

const loadApiSection = () => import("./api-section")

/**
 * A demo's page, or one of its variants': its heading at once, then, when the demo's chunk is
 * here (its lead and variants come with it), the lead (what the widget is and when to use
 * it; a variant's summary), the live `<demo-<slug>>` element (with `variant` for a variant),
 * its markup and the demo's variants (demo-view.tsx), and its API (api-section.tsx). A name
 * the demo has no variant of is one of zag's example addresses (zag-example.tsx).
 */
export function DemoPage({ demo, variant }: { demo: SiteDemo; variant?: string }) {
  const loaded = useLazyModule(demoPageLoader(demo, variant))
  // Fetched with the page's view; its sentences wait for the widget (api-section.tsx).
  const api = useLazyModule(loadApiSection, loaded.status === "loaded")
  if (
    loaded.status === "loaded" &&
    variant &&
    !loaded.module.variants.some(({ name }) => name === variant)
  )
    return <ZagExample example={`${demo.slug}/${variant}`} path={`/${demo.slug}/${variant}`} />
  const tag = demoTag(demo.slug)
  return (
    <Page heading={demoHeading(demo, variant)}>
      {loaded.status === "loaded" ? (
        <>
          <p className="site-lead">
            {variant
              ? loaded.module.variants.find(({ name }) => name === variant)!.summary
              : loaded.module.lead}{" "}
            Below, the live <code>{variant ? `<${tag} variant="${variant}">` : `<${tag}>`}</code>{" "}
            element and its toolbar.
          </p>
          <loaded.module.DemoView
            slug={demo.slug}
            variant={variant}
            variants={loaded.module.variants}
            Link={Link}
            schema={loaded.module.schema}
          />
          {api.status === "loaded" && <api.module.ApiSection slug={demo.slug} variant={variant} />}
        </>
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
