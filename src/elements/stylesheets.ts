/**
 * Constructable stylesheets, made once per document and shared by every element that needs
 * them: a page with ten `<demo-accordion>` parses the accordion CSS once.
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

/** Appends sheets to a shadow root, skipping any it already has. */
export function adoptSheets(root: ShadowRoot, ...add: CSSStyleSheet[]) {
  const missing = add.filter((sheet) => !root.adoptedStyleSheets.includes(sheet))
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing]
}
