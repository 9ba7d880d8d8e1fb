import { createElement, useEffect, useRef, useState } from "react"
import { demoTag, type CatalogEntry } from "../../catalog"
import { EmbedPanel } from "./embed-panel"
import { Page } from "./page"

type Attributes = Record<string, string | number | boolean>

/** A demo's page: its label as heading, the live `<demo-<slug>>` element and its markup. */
export function DemoPage({ entry }: { entry: CatalogEntry }) {
  const tag = demoTag(entry.slug)
  const element = useRef<HTMLElement>(null)
  const [attributes, setAttributes] = useState<{ slug: string; values: Attributes }>({
    slug: entry.slug,
    values: {},
  })

  // The element reports each Controls-tab edit; the snippet follows it live.
  useEffect(() => {
    const target = element.current
    if (!target) return
    const listener = (event: Event) => {
      const { values } = (event as CustomEvent<{ values: Attributes }>).detail
      setAttributes({ slug: entry.slug, values })
    }
    target.addEventListener("controlschange", listener)
    return () => target.removeEventListener("controlschange", listener)
  }, [entry.slug])

  return (
    <Page heading={entry.label}>
      <p className="site-lead">
        The live <code>{`<${tag}>`}</code> element: try the widget, change its settings in Controls
        and watch its state machine in Visualizer.
      </p>
      {createElement(tag, { className: "site-demo", ref: element })}
      <EmbedPanel
        slug={entry.slug}
        attributes={attributes.slug === entry.slug ? attributes.values : {}}
      />
    </Page>
  )
}
