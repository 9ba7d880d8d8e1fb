import { catalog } from "../../catalog"
import { definitionOf } from "../define/demo-definition"
import { demoMarkup } from "./demo-markup"

export interface RenderDemoOptions {
  /**
   * The addresses the demo's shadow root links its styles from, as the page serves the
   * package's CSS; by the demo's slug. None: the element's own sheets style it once its code
   * runs, and until then the server's HTML is unstyled.
   */
  stylesheets?: (slug: string) => readonly string[]
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
  return demoMarkup({
    tag,
    slug: shown.slug,
    module: await shown.load(),
    attributes,
    stylesheets: options.stylesheets?.(entry.slug) ?? [],
  })
}
