import { createElement, useEffect, useLayoutEffect, useRef } from "react"
import { demoTag } from "../../demo-tag"
import { attributeName, type ControlSchema } from "../../components/kit/runtime/controls"
import type { ControlsChangeDetail } from "../../elements/runtime/element-events"
import { elementTheme, usePreferences } from "../preferences"
import { useLocation } from "../router"
import type { AttributeValues } from "../../components/kit/runtime/settings"
import { LazyEmbedPanel } from "./lazy-embed-panel"
import { useDemoSettings } from "./use-demo-settings"

/**
 * The live `<demo-<slug>>` element (defined by the demo's chunk, which brought `schema`) and
 * its markup. The URL holds the settings: the element, its Controls, the snippet and the
 * link follow it.
 */
export function DemoView({ slug, schema }: { slug: string; schema: ControlSchema }) {
  const tag = demoTag(slug)
  const element = useRef<HTMLElement>(null)
  const location = useLocation()
  const { theme, direction } = usePreferences()
  const settings = useDemoSettings(slug, schema, direction)
  const { onControlsChange } = settings

  // Attributes are set by hand: React would set a same-named property of the element instead,
  // and only the attribute goes through the element's parser. Besides the settings, the
  // element follows the site theme, and the site direction (a demo without a `dir` control
  // still takes the HTML attribute: it sets the direction of its shadow root).
  useLayoutEffect(() => {
    const target = element.current
    if (!target) return
    const names = Object.keys(schema).map(attributeName)
    const site: AttributeValues = { theme: elementTheme(theme) }
    // In a right-to-left page a left-to-right demo says so, or its shadow root would inherit rtl.
    if (direction === "rtl") site.dir = names.includes("dir") ? "ltr" : "rtl"
    syncAttributes(target, [...new Set([...names, "theme", "dir"])], {
      ...site,
      ...settings.attributes,
    })
  })

  // Each Controls-tab edit lands in the URL, which feeds everything else.
  useEffect(() => {
    const target = element.current
    if (!target) return
    const listener = (event: Event) =>
      onControlsChange((event as CustomEvent<ControlsChangeDetail>).detail)
    target.addEventListener("controlschange", listener)
    return () => target.removeEventListener("controlschange", listener)
  }, [onControlsChange])

  return (
    <>
      {/* The page is this demo: it starts at once, wherever the reader has scrolled. */}
      {createElement(tag, { className: "site-demo", ref: element, loading: "eager" })}
      <LazyEmbedPanel
        slug={slug}
        attributes={settings.attributes}
        link={`${window.location.origin}${location.path}${location.search}`}
      />
    </>
  )
}

/** Sets the named attributes to `values` (true bare), removing those without a value. */
function syncAttributes(target: HTMLElement, names: string[], values: AttributeValues) {
  for (const name of names) {
    const value = values[name]
    const text = value === undefined ? null : value === true ? "" : String(value)
    if (text === null) target.removeAttribute(name)
    else if (target.getAttribute(name) !== text) target.setAttribute(name, text)
  }
}
