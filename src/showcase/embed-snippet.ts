import { demoTag } from "../catalog"
/** Escapes a value for a double-quoted HTML attribute. */
function attributeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
}

/**
 * The element's markup with the given settings as attributes (keys are attribute names,
 * only the non-default settings): `true` is a bare attribute, as HTML booleans are.
 */
export function elementMarkup(
  slug: string,
  attributes: Record<string, string | number | boolean> = {},
): string {
  const tag = demoTag(slug)
  const parts = Object.entries(attributes).map(([name, value]) =>
    value === true ? name : `${name}="${attributeText(String(value))}"`,
  )
  return `<${[tag, ...parts].join(" ")}></${tag}>`
}
