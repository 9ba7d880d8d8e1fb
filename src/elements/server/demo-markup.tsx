import { renderToString } from "react-dom/server"
import { createDemoLog } from "../../components/kit/runtime/demo-log"
import { createInspector } from "../../components/kit/runtime/inspector"
import { demoSettings } from "../../components/kit/runtime/settings"
import { NO_TOOLBAR } from "../api/element-api"
import type { LoadedDemo } from "../define/demo-definition"
import { withWidgetStyles } from "../runtime/demo-loader"
import { readFlag } from "../runtime/element-options"
import { ServedRoot } from "../runtime/served-root"

export interface ServerDemo {
  /** The element's tag, `demo-accordion`. */
  tag: string
  /** What the element shows: the demo's slug, or `<slug>/<variant>`. */
  slug: string
  /** The demo's (or variant's) code and schema. */
  module: LoadedDemo
  /** The element's attributes as the page writes them; `true` is a bare boolean attribute. */
  attributes?: Readonly<Record<string, string | true>>
  /**
   * The stylesheets the shadow root links (the page's own addresses of the package's CSS):
   * links rather than inline styles, so a page whose policy allows only its own stylesheets
   * shows the demo styled before any script.
   */
  stylesheets: readonly string[]
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * A demo element as HTML, in Node or anywhere without a DOM: the element with its attributes
 * and a declarative shadow root holding the widget as it first renders, by the same React
 * tree the element renders in the browser, which hydrates it in place (element-runtime.ts).
 * Invalid attribute values warn and render their defaults, as the element does.
 */
export function demoMarkup({
  tag,
  slug,
  module,
  attributes = {},
  stylesheets,
}: ServerDemo): string {
  if (!/^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(tag))
    throw new Error(`${tag} is not a custom element tag`)
  const warn = (message: string) => console.warn(message)
  const settings = demoSettings(tag, warn, () => {})
  const written: [string, string][] = []
  for (const [name, value] of Object.entries(attributes)) {
    if (!ATTRIBUTE_NAME.test(name)) throw new Error(`<${tag}>: ${name} is not an attribute name`)
    written.push([name, value === true ? "" : value])
  }
  for (const [name, raw] of written) settings.attribute(name, raw)
  settings.read(module.controls)
  const noToolbar = written.find(([name]) => name === NO_TOOLBAR)?.[1] ?? null
  const shadow = renderToString(
    <ServedRoot
      slug={slug}
      schema={module.controls}
      Demo={withWidgetStyles(slug, module)}
      settings={settings}
      newEnvironment={() => ({
        getRootNode: () => {
          throw new Error("A server render has no root node: machines query it in effects only.")
        },
        logPrefix: `<${tag}>`,
        log: createDemoLog(),
        inspector: createInspector(),
      })}
      hideToolbar={readFlag({ localName: tag } as Element, NO_TOOLBAR, noToolbar, warn)}
      stylesheets={stylesheets}
    />,
  )
  const attributeText = written
    .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join("")
  return `<${tag}${attributeText}><template shadowrootmode="open">${shadow}</template></${tag}>`
}
