import { embedSnippet } from "../embed-snippet"
import { SITE_NAME } from "../page-title"
import { DemoLinks } from "../shell/demo-links"
import { Page } from "./page"

/** Home: what Statebook is, how to embed a demo, and every demo. */
export function HomePage() {
  return (
    <Page heading={SITE_NAME} titleName="">
      <p className="site-lead">
        Live demos of headless, state-machine driven UI components: each one is a real zag.js
        machine rendered by a small React demo, with a <strong>Controls</strong> tab to change its
        settings and a <strong>Visualizer</strong> tab that shows its state, context and recent
        events as it runs.
      </p>

      <h2>Embed a demo</h2>
      <p>
        Every demo is also a custom element, so documentation written in any stack can show it live:
        one script tag, then the element. Attributes mirror the Controls tab in kebab-case; each
        demo&apos;s code loads the first time its element appears.
      </p>
      <pre className="site-code">
        <code>{embedSnippet("accordion")}</code>
      </pre>

      <h2 id="demos-heading">Demos</h2>
      <DemoLinks className="site-demo-grid" aria-labelledby="demos-heading" />
    </Page>
  )
}
