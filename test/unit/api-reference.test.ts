import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { defineControls } from "../../src/components/kit/runtime/controls"
import { ELEMENT_EVENTS } from "../../src/elements/api/element-api"
import { apiReferenceOf, type ManifestDeclaration } from "../../scripts/catalog/api-reference"
import { API_DOC, apiDocModule, apiDocsModule } from "../../scripts/catalog/generators/api-docs"
import { buildManifest } from "../../scripts/element-manifest"
import { interfaceMembers } from "../../scripts/element-members"

const eventTypes = readFileSync(
  new URL("../../src/elements/api/event-types.ts", import.meta.url),
  "utf8",
)

const controls = defineControls({
  closeOnSelect: { type: "boolean", defaultValue: true, description: "Closes after a pick." },
  placement: {
    description: "Where the list opens.",
    type: "select",
    options: ["top", "bottom"],
    defaultValue: "bottom",
  },
})

function reference() {
  const manifest = buildManifest(
    [{ slug: "menu", label: "Menu", controls, variants: [{ name: "links", controls }] }],
    interfaceMembers(eventTypes, "DemoElementApi"),
  )
  const [module] = manifest.modules as { declarations: ManifestDeclaration[] }[]
  return apiReferenceOf(module!.declarations[0]!, (name) => interfaceMembers(eventTypes, name))
}

describe("a demo's API reference, from its element's manifest declaration", () => {
  it("lists each setting as an attribute with its property, type, default and sentence", () => {
    const { attributes } = reference()
    expect(attributes[0]).toEqual({
      name: "close-on-select",
      property: "closeOnSelect",
      type: "boolean",
      default: "true",
      description: "Closes after a pick.",
    })
    expect(attributes[1]).toMatchObject({ type: '"top" | "bottom"', default: '"bottom"' })
    // Then the attributes every element takes, with no property of their own but `variant`.
    const names = attributes.map((attribute) => attribute.name)
    expect(names).toEqual(expect.arrayContaining(["variant", "no-toolbar", "theme", "loading"]))
    expect(attributes.find(({ name }) => name === "theme")).not.toHaveProperty("property")
  })

  it("lists the element's own properties and methods, not its settings again", () => {
    const { properties, methods } = reference()
    expect(properties.map((property) => property.name)).toEqual([
      "ready",
      "machineInfo",
      "accessibilityInfo",
    ])
    expect(properties[0]).toMatchObject({ type: "Promise<void>", readonly: true })
    expect(methods.map((method) => method.signature)).toEqual([
      'replay(step?: number | "live", options?: ReplayOptions): Promise<ReplayResult | null>',
    ])
    expect(methods[0]!.parameters.map((parameter) => parameter.name)).toEqual(["step", "options"])
    expect(methods[0]!.description).toMatch(/^Shows the demo as it was/)
  })

  it("gives every event its detail type and that type's fields", () => {
    const { events } = reference()
    expect(events.map((event) => event.name)).toEqual(ELEMENT_EVENTS.map((event) => event.name))
    const controlsChange = events.find((event) => event.name === "controlschange")!
    expect(controlsChange.detail).toBe("ControlsChangeDetail")
    expect(controlsChange.fields).toEqual([
      {
        name: "values",
        type: "Record<string, string | number | boolean>",
        description: "Keyed by attribute name (`close-on-select`), in schema order.",
      },
    ])
  })
})

describe("the API docs modules", () => {
  it("load each demo's reference as its own module, by slug", () => {
    const index = apiDocsModule([{ slug: "menu" }, { slug: "tabs" }] as never)
    expect(index).toContain(`() => import(${JSON.stringify(API_DOC + "menu")})`)
    expect(index).toContain(`"tabs": () => import(${JSON.stringify(API_DOC + "tabs")})`)
    const own = apiDocModule(reference())
    expect(own).toMatch(/^export const api = \{/)
    expect(own).toContain('"description": "Closes after a pick."')
  })
})
