/**
 * Turns any value from a machine's state or context into a tree the Visualizer can render
 * as text. Pure and total: it never throws, whatever it is given (cycles, DOM nodes,
 * functions, dates, getters that throw, very deep or very large values).
 */

export type Shape =
  | { kind: "string"; text: string }
  | { kind: "number" | "boolean" | "null" | "undefined" | "bigint" | "symbol"; text: string }
  | { kind: "function" | "node" | "date" | "instance" | "circular" | "truncated"; text: string }
  | { kind: "array"; name?: string; items: Shape[]; more: number }
  | { kind: "object"; name?: string; entries: [string, Shape][]; more: number }

export const MAX_DEPTH = 6
export const MAX_ITEMS = 50

export function serialize(value: unknown): Shape {
  return describe(value, 0, new Set())
}

function describe(value: unknown, depth: number, ancestors: Set<object>): Shape {
  switch (typeof value) {
    case "string":
      return { kind: "string", text: value }
    case "number":
    case "boolean":
    case "bigint":
      return { kind: typeof value as "number", text: String(value) }
    case "undefined":
      return { kind: "undefined", text: "undefined" }
    case "symbol":
      return { kind: "symbol", text: value.toString() }
    case "function":
      return { kind: "function", text: `ƒ ${value.name || "anonymous"}()` }
  }
  if (value === null) return { kind: "null", text: "null" }
  const object = value as object
  if (ancestors.has(object)) return { kind: "circular", text: "[Circular]" }
  if (isDomNode(object)) return { kind: "node", text: describeNode(object) }
  if (object instanceof Date) {
    const time = object.getTime()
    return { kind: "date", text: Number.isNaN(time) ? "Invalid Date" : object.toISOString() }
  }
  if (object instanceof Error)
    return { kind: "instance", text: `${object.name}: ${object.message}` }
  if (hasOwnToString(object)) return { kind: "instance", text: instanceText(object) }
  if (depth >= MAX_DEPTH) return { kind: "truncated", text: Array.isArray(object) ? "[…]" : "{…}" }

  ancestors.add(object)
  try {
    if (Array.isArray(object) || object instanceof Set) {
      const all = [...object]
      return {
        kind: "array",
        name: object instanceof Set ? "Set" : undefined,
        items: all.slice(0, MAX_ITEMS).map((item) => describe(item, depth + 1, ancestors)),
        more: Math.max(0, all.length - MAX_ITEMS),
      }
    }
    const pairs: [string, unknown][] =
      object instanceof Map
        ? [...object.entries()].map(([k, v]) => [keyText(k), v])
        : Object.keys(object).map((k) => [k, readProperty(object, k)])
    return {
      kind: "object",
      name: object instanceof Map ? "Map" : constructorName(object),
      entries: pairs
        .slice(0, MAX_ITEMS)
        .map(([k, v]) => [k, describe(v, depth + 1, ancestors)] as [string, Shape]),
      more: Math.max(0, pairs.length - MAX_ITEMS),
    }
  } finally {
    ancestors.delete(object)
  }
}

interface NodeLike {
  nodeType: number
  nodeName: string
  id?: string
  getAttribute?: (name: string) => string | null
}

function isDomNode(value: object): value is NodeLike {
  if (typeof Node !== "undefined" && value instanceof Node) return true
  const candidate = value as Partial<NodeLike>
  return typeof candidate.nodeType === "number" && typeof candidate.nodeName === "string"
}

function describeNode(node: NodeLike): string {
  if (node.nodeType === 9) return "#document"
  if (node.nodeType === 11) return "#shadow-root"
  if (node.nodeType !== 1) return node.nodeName.toLowerCase()
  const id = node.id ? `#${node.id}` : ""
  const part = node.getAttribute?.("data-part")
  return `<${node.nodeName.toLowerCase()}${id}${part ? ` data-part="${part}"` : ""}>`
}

function hasOwnToString(value: object): boolean {
  if (Array.isArray(value) || value instanceof Map || value instanceof Set) return false
  const prototype = Object.getPrototypeOf(value)
  if (!prototype || prototype === Object.prototype) return false
  return typeof value.toString === "function" && value.toString !== Object.prototype.toString
}

function instanceText(value: object): string {
  let text: string
  try {
    text = String(value)
  } catch {
    text = "?"
  }
  const name = constructorName(value)
  return name ? `${name}(${text})` : text
}

// A class name worth showing: bundlers rename classes (`_$2aaf$export$680e`, `Ot`), and a
// mangled name tells a reader less than none.
const READABLE_CLASS_NAME = /^[A-Z][A-Za-z0-9]{2,40}$/

function constructorName(value: object): string | undefined {
  const prototype = Object.getPrototypeOf(value)
  if (!prototype || prototype === Object.prototype) return undefined
  const name = prototype.constructor?.name
  return typeof name === "string" && name !== "Object" && READABLE_CLASS_NAME.test(name)
    ? name
    : undefined
}

function readProperty(object: object, key: string): unknown {
  try {
    return (object as Record<string, unknown>)[key]
  } catch (error) {
    return new Error(error instanceof Error ? error.message : "unreadable")
  }
}

function keyText(key: unknown): string {
  return typeof key === "string" ? key : String(key)
}
