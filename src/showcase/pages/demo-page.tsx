import { createElement } from "react"
import { demoTag, type CatalogEntry } from "../../catalog"
import { Page } from "./page"

/** A demo's page: its label as heading and the live `<demo-<slug>>` element. */
export function DemoPage({ entry }: { entry: CatalogEntry }) {
  const tag = demoTag(entry.slug)
  return (
    <Page heading={entry.label}>
      <p className="site-lead">
        The live <code>{`<${tag}>`}</code> element: try the widget, change its settings in Controls
        and watch its state machine in Visualizer.
      </p>
      {createElement(tag, { className: "site-demo" })}
    </Page>
  )
}
