import { useInsertionEffect } from "react"
import { useDemoEnvironment } from "./demo-environment"

/**
 * Constructable stylesheets, made once per document and shared by every element that needs
 * them: a page with ten `<demo-accordion>` parses the accordion CSS once. Adopted sheets also
 * pass a strict style-src CSP, which `<style>` elements would not.
 */
const sheets = new Map<string, CSSStyleSheet>()

export function sharedSheet(key: string, cssText: string): CSSStyleSheet {
  let sheet = sheets.get(key)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    sheets.set(key, sheet)
  }
  return sheet
}

/** Appends sheets to a shadow root (or a document), skipping any it already has. */
export function adoptSheets(root: ShadowRoot | Document, ...add: CSSStyleSheet[]) {
  const missing = add.filter((sheet) => !root.adoptedStyleSheets.includes(sheet))
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing]
}

/**
 * Adopts a sheet into the root the demo renders in before the component's first paint (an
 * insertion effect), so a lazily loaded part brings its CSS in its own chunk and never shows
 * unstyled.
 */
export function useAdoptedSheet(key: string, cssText: string | undefined) {
  const { getRootNode } = useDemoEnvironment()
  useInsertionEffect(() => {
    if (cssText) adoptSheets(getRootNode(), sharedSheet(key, cssText))
  }, [getRootNode, key, cssText])
}
