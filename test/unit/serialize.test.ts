import { describe, expect, it } from "vitest"
import { MAX_DEPTH, MAX_ITEMS, serialize } from "../../src/components/kit/runtime/serialize"

describe("serialize", () => {
  it("describes primitives by kind", () => {
    expect(serialize("open")).toEqual({ kind: "string", text: "open" })
    expect(serialize(3)).toEqual({ kind: "number", text: "3" })
    expect(serialize(false)).toEqual({ kind: "boolean", text: "false" })
    expect(serialize(null)).toEqual({ kind: "null", text: "null" })
    expect(serialize(undefined)).toEqual({ kind: "undefined", text: "undefined" })
    expect(serialize(10n)).toEqual({ kind: "bigint", text: "10" })
  })

  it("shows functions, dates and DOM-like nodes readably", () => {
    function onValueChange() {}
    expect(serialize(onValueChange)).toEqual({ kind: "function", text: "ƒ onValueChange()" })
    expect(serialize(() => 1)).toEqual({ kind: "function", text: "ƒ anonymous()" })
    expect(serialize(new Date(Date.UTC(2024, 0, 2)))).toEqual({
      kind: "date",
      text: "2024-01-02T00:00:00.000Z",
    })
    expect(serialize(new Date(NaN))).toEqual({ kind: "date", text: "Invalid Date" })
    const button = {
      nodeType: 1,
      nodeName: "BUTTON",
      id: "trigger",
      getAttribute: (name: string) => (name === "data-part" ? "trigger" : null),
    }
    expect(serialize(button)).toEqual({
      kind: "node",
      text: '<button#trigger data-part="trigger">',
    })
    expect(serialize({ nodeType: 9, nodeName: "#document" })).toEqual({
      kind: "node",
      text: "#document",
    })
  })

  it("shows class instances with their own toString by class name", () => {
    class CalendarDate {
      toString() {
        return "2024-03-01"
      }
    }
    expect(serialize(new CalendarDate())).toEqual({
      kind: "instance",
      text: "CalendarDate(2024-03-01)",
    })
  })

  it("leaves out class names a bundler mangled", () => {
    const Mangled = class {
      toString() {
        return "22:15:00"
      }
    }
    Object.defineProperty(Mangled, "name", { value: "_$2aaf$export$680e" })
    expect(serialize(new Mangled())).toEqual({ kind: "instance", text: "22:15:00" })
  })

  it("walks arrays, objects, maps and sets", () => {
    const shape = serialize({ value: ["home"], ids: new Map([["a", 1]]), open: new Set([1]) })
    expect(shape).toEqual({
      kind: "object",
      name: undefined,
      more: 0,
      entries: [
        [
          "value",
          { kind: "array", name: undefined, more: 0, items: [{ kind: "string", text: "home" }] },
        ],
        [
          "ids",
          { kind: "object", name: "Map", more: 0, entries: [["a", { kind: "number", text: "1" }]] },
        ],
        ["open", { kind: "array", name: "Set", more: 0, items: [{ kind: "number", text: "1" }] }],
      ],
    })
  })

  it("does not throw on cycles and marks them", () => {
    const node: Record<string, unknown> = { name: "root" }
    node.self = node
    const shape = serialize(node)
    expect(shape.kind).toBe("object")
    if (shape.kind !== "object") return
    expect(shape.entries[1]).toEqual(["self", { kind: "circular", text: "[Circular]" }])
  })

  it("repeats a shared (non-cyclic) object instead of calling it circular", () => {
    const shared = { x: 1 }
    const shape = serialize([shared, shared])
    expect(shape.kind === "array" && shape.items.map((item) => item.kind)).toEqual([
      "object",
      "object",
    ])
  })

  it("stops at the depth limit and counts what it leaves out", () => {
    let deep: unknown = "bottom"
    for (let i = 0; i < MAX_DEPTH + 3; i++) deep = { deeper: deep }
    expect(JSON.stringify(serialize(deep))).toContain('"kind":"truncated"')

    const long = serialize(Array.from({ length: MAX_ITEMS + 7 }, (_, i) => i))
    expect(long.kind === "array" && [long.items.length, long.more]).toEqual([MAX_ITEMS, 7])
  })

  it("survives getters that throw", () => {
    const hostile = Object.defineProperty({}, "boom", {
      enumerable: true,
      get() {
        throw new Error("nope")
      },
    })
    expect(serialize(hostile)).toEqual({
      kind: "object",
      name: undefined,
      more: 0,
      entries: [["boom", { kind: "instance", text: "Error: nope" }]],
    })
  })
})
