import { catalog } from "../../catalog"
import { definitionOf } from "../define/demo-definition"
import { demoMarkup } from "./demo-markup"
import { SHARED_STYLESHEET, stylesheetOf } from "./stylesheets"

export interface RenderDemoOptions {
  /**
   * Where the page serves the package's `dist/lib/styles/` folder (`/statebook/`): the
   * demo's shadow root links its stylesheets from there. None: the element's own sheets style
   * it once its code runs, and until then the server's HTML is unstyled.
   */
  stylesheetBase?: string
}

/**
 * The HTML of a demo element (`demo-accordion`) with the given attributes, its widget
 * rendered inside a declarative shadow root: in Node, with no DOM. `variant` picks one of
 * the demo's variants; an invalid attribute warns and renders its default, as the element
 * does in the browser.
 */
export async function renderDemo(
  tag: string,
  attributes: Readonly<Record<string, string | true>> = {},
  options: RenderDemoOptions = {},
): Promise<string> {
  const entry = catalog.find(({ slug }) => `demo-${slug}` === tag)
  if (!entry) throw new Error(`<${tag}> is not a Statebook demo element`)
  const definition = definitionOf(entry)
  const variant = attributes.variant
  const shown =
    definition.chooseVariant?.(
      { localName: tag, warn: (message) => console.warn(message) },
      variant === undefined ? null : variant === true ? "" : variant,
    ).definition ?? definition
  const module = await shown.load()
  const base = options.stylesheetBase?.replace(/\/?$/, "/")
  // The widget's own sheet only where it has styles (demoStylesheets writes no empty file).
  const files = [SHARED_STYLESHEET, ...(module.styles ? [stylesheetOf(shown.slug)] : [])]
  return demoMarkup({
    tag,
    slug: shown.slug,
    module,
    attributes,
    stylesheets: base === undefined ? [] : files.map((file) => base + file),
  })
}
