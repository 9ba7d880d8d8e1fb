import { createElement, useEffect, useLayoutEffect, useRef } from "react"
import { demoTag } from "../../demo-tag"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { ControlsChangeDetail } from "../../elements/api/event-types"
import { controlOf } from "../../elements/runtime/element-control"
import { elementTheme, usePreferences } from "../preferences"
import { useLocation, type Link } from "../router"
import { LazyCopyLink, LazyEmbedPanel } from "./lazy-embed-panel"
import { useDemoSettings } from "./use-demo-settings"

/**
 * The live `<demo-<slug>>` element (defined by the demo's chunk, which brought `schema`) and
 * its markup. The URL holds the settings: the element, its Controls, the snippet and the
 * link follow it. A Controls edit goes the other way: the element shows it at once and
 * reports it (`controlschange`), and the URL records it.
 */
export function DemoView(props: {
  slug: string
  variant?: string
  /** The demo's variants, listed below the demo with the embed panel. */
  variants: readonly { name: string; label: string; summary: string }[]
  /** The router's link, handed down by the page for the variants' links (see variant-links.tsx). */
  Link: typeof Link
  schema: ControlSchema
}) {
  const { slug, variant, variants, schema, Link } = props
  const tag = demoTag(slug)
  const element = useRef<HTMLElement>(null)
  /** The settings the element holds, as `controlschange` reports them: told once, not echoed. */
  const held = useRef<string | null>(null)
  const location = useLocation()
  const { theme, direction } = usePreferences()
  const settings = useDemoSettings(slug, schema, direction)
  const { onControlsChange } = settings

  useLayoutEffect(() => {
    const target = element.current!
    // What the address holds is the visitor's choice: the element's settings take it, unless
    // they hold it already (the URL changed because the element reported an edit).
    const chosen = JSON.stringify(settings.attributes)
    if (held.current !== chosen) controlOf(target)?.settings.choose(settings.attributes)
    held.current = chosen
    // Attributes are set by hand: React would set a same-named property instead. The element
    // follows the site theme, and takes HTML's `dir`, the direction of its shadow root (its
    // toolbar's too): the demo's `dir` setting where it has one (it reads the attribute as
    // that setting, with the value it holds), else the site's. In a right-to-left page a
    // left-to-right demo says so, or its shadow root would inherit rtl.
    setAttribute(target, "theme", elementTheme(theme))
    setAttribute(
      target,
      "dir",
      settings.attributes.dir ?? (direction === "rtl" ? ("dir" in schema ? "ltr" : "rtl") : null),
    )
  })

  // Each Controls-tab edit lands in the URL, which feeds everything else.
  useEffect(() => {
    const target = element.current
    if (!target) return
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<ControlsChangeDetail>).detail
      held.current = JSON.stringify(detail.values)
      onControlsChange(detail)
    }
    target.addEventListener("controlschange", listener)
    return () => target.removeEventListener("controlschange", listener)
  }, [onControlsChange])

  return (
    <>
      {/* Above the demo at the toolbar's end; its row keeps its height while the button loads. */}
      <div className="site-demo-actions">
        <LazyCopyLink
          link={`${window.location.origin}${location.path}${location.search}`}
          preferences={{ theme, direction }}
        />
      </div>
      {/* The page is this demo: it starts at once, wherever the reader has scrolled. Its
          variant is set before it connects (React sets the property), so it fetches only that. */}
      {createElement(tag, { className: "site-demo", ref: element, loading: "eager", variant })}
      <LazyEmbedPanel
        slug={slug}
        attributes={variant ? { variant, ...settings.attributes } : settings.attributes}
        variants={variants}
        Link={Link}
      />
    </>
  )
}

/** Sets an attribute to `value`, or removes it for null; unchanged, it is left alone. */
function setAttribute(target: HTMLElement, name: string, value: string | number | boolean | null) {
  if (value === null) target.removeAttribute(name)
  else if (target.getAttribute(name) !== String(value)) target.setAttribute(name, String(value))
}
