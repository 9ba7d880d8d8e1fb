import { findDemo } from "../../src/catalog"
import type { LoadedDemo } from "../../src/elements/define/demo-definition"
import { demoMarkup } from "../../src/elements/server/demo-markup"

/** A demo's, or one of its variants', code and schema, as the element's loader gives them. */
export async function loadedScenario(slug: string, variant?: string): Promise<LoadedDemo> {
  const demo = findDemo(slug)!
  const shown = variant ? demo.variants.find(({ name }) => name === variant)! : demo
  return { ...(await shown.load()), controls: shown.controls }
}

/**
 * The server's HTML for a demo element (server/demo-markup.tsx), parsed as the browser parses
 * a page's HTML, in a holder not yet in the document: its element is not upgraded yet.
 */
export async function serverRendered(
  slug: string,
  attributes: Readonly<Record<string, string | true>> = {},
): Promise<{ holder: HTMLElement; element: HTMLElement; shadow: ShadowRoot }> {
  const variant = typeof attributes.variant === "string" ? attributes.variant : undefined
  const html = demoMarkup({
    tag: `demo-${slug}`,
    slug: variant ? `${slug}/${variant}` : slug,
    module: await loadedScenario(slug, variant),
    attributes,
    stylesheets: [],
  })
  const holder = document.createElement("div")
  holder.setHTMLUnsafe(html)
  const element = holder.firstElementChild as HTMLElement
  return { holder, element, shadow: element.shadowRoot! }
}

/** How a test names an element: its tag, classes and zag part. */
export const describeNode = (node: Element) =>
  node.localName +
  [...node.classList].map((name) => `.${name}`).join("") +
  (node.getAttribute("data-part") ? `[data-part=${node.getAttribute("data-part")}]` : "")

/** The nodes of the widget's box (the stage, not the toolbar, whose code comes after it). */
export const stageNodes = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll(".sb-demo, .sb-stage, .sb-stage *"),
]
