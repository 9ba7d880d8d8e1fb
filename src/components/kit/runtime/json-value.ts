import { serialize, type Shape } from "./serialize"

/**
 * A value `JSON.stringify` and `structuredClone` accept as is. The published event types
 * (elements/api/event-types.ts, which imports nothing so the build can ship it as it is) declare
 * the same type; the two are one structural type, and the kit imports nothing from elements.
 */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/**
 * Plain JSON for any machine value, by way of the Visualizer's total `serialize`: cycles,
 * DOM nodes, functions, dates and class instances become their text, so a host page can
 * store, post or log a `statechange` detail without it throwing.
 */
export function toJson(value: unknown): JsonValue {
  return fromShape(serialize(value))
}

function fromShape(shape: Shape): JsonValue {
  switch (shape.kind) {
    case "string":
      return shape.text
    case "number": {
      const number = Number(shape.text)
      // NaN and Infinity are not JSON; their text keeps the meaning.
      return Number.isFinite(number) ? number : shape.text
    }
    case "boolean":
      return shape.text === "true"
    case "null":
    case "undefined":
      return null
    case "array":
      return shape.items.map(fromShape)
    case "object":
      return Object.fromEntries(shape.entries.map(([key, item]) => [key, fromShape(item)]))
    default:
      // bigint, symbol, function, node, date, instance, circular, truncated: their text.
      return shape.text
  }
}
