import { bundlerSnippet, scriptTagSnippet } from "./install-snippets"
import { SITE_NAME } from "../page-title"
import { DemoSearch } from "../search/demo-search"
import { DemoGroups } from "./demo-groups"
import { Page } from "./page"

/** An embed snippet under its caption, as text (never parsed as HTML). */
function Snippet(props: { caption: string; testId: string; text: string }) {
  return (
    <figure className="site-snippet">
      <figcaption>{props.caption}</figcaption>
      <pre className="site-code">
        <code data-testid={props.testId}>{props.text}</code>
      </pre>
    </figure>
  )
}

/** Home: what Statebook is, the demo search over every demo by group, and how to embed one. */
export function HomePage() {
  return (
    <Page heading={SITE_NAME} titleName="">
      <p className="site-lead">
        Live demos of headless, state-machine driven UI components: each one is a real zag.js
        machine rendered by a small React demo, with a <strong>Controls</strong> tab to change its
        settings, a <strong>Visualizer</strong> tab that shows its state, context and recent events
        as it runs, and a <strong>Code</strong> tab with its source. Settings live in the address,
        so a link shares a demo as you set it.
      </p>

      <h2 id="demos-heading">Demos</h2>
      <div className="site-home-search">
        <DemoSearch id="home-search">
          <DemoGroups />
        </DemoSearch>
      </div>

      <h2>Embed a demo</h2>
      <p>
        Every demo is also a custom element, so documentation written in any stack can show it live:
        one import or script tag, then the element. Attributes mirror the Controls tab in
        kebab-case; each demo&apos;s code loads the first time its element appears.
      </p>
      <Snippet
        caption="With a bundler"
        testId="bundler-snippet"
        text={bundlerSnippet("accordion")}
      />
      <Snippet
        caption="In plain HTML"
        testId="script-tag-snippet"
        text={scriptTagSnippet("accordion")}
      />
    </Page>
  )
}
