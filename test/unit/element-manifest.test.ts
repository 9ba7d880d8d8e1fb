import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { defineControls } from "../../src/components/kit/runtime/controls"
import {
  directionControl,
  headingLevelControl,
} from "../../src/components/kit/runtime/shared-controls"
import { toJson } from "../../src/components/kit/runtime/json-value"
import { ELEMENT_EVENTS } from "../../src/elements/api/element-api"
import {
  attributesMarkdown,
  buildManifest,
  className,
  componentName,
  reactClientModules,
  reactServerModules,
  domTypes,
  reactTypes,
} from "../../scripts/element-manifest"
import { elementMembers, interfaceMembers } from "../../scripts/element-members"

const members = elementMembers()
const eventTypes = readFileSync(
  new URL("../../src/elements/api/event-types.ts", import.meta.url),
  "utf8",
)

const sliderControls = defineControls({
  min: { description: "Lowest.", type: "number", defaultValue: 0, min: -100, max: 100 },
  closeOnSelect: { type: "boolean", defaultValue: true, description: "Closes after a pick." },
  dir: {
    description: "Reading direction.",
    type: "select",
    options: ["ltr", "rtl"],
    defaultValue: "ltr",
    label: "Direction",
  },
})
const entries = [
  {
    slug: "range-slider",
    label: "Range Slider",
    controls: sliderControls,
  },
]

type Declaration = {
  tagName: string
  name: string
  attributes: { name: string; type: { text: string }; default: string; description: string }[]
  members: { name: string; attribute: string }[]
  events: { name: string }[]
}
const declarationOf = (manifest: ReturnType<typeof buildManifest>) =>
  (manifest.modules[0] as { declarations: Declaration[] }).declarations[0]!

describe("custom elements manifest", () => {
  it("describes each element's tag, attributes, members and events", () => {
    const manifest = buildManifest(entries, members)
    expect(manifest.schemaVersion).toBe("2.1.0")
    const declaration = declarationOf(manifest)
    expect(declaration.tagName).toBe("demo-range-slider")
    expect(declaration.name).toBe("DemoRangeSliderElement")
    expect(declaration.attributes.map((a) => [a.name, a.type.text, a.default])).toEqual([
      ["min", "number", "0"],
      ["close-on-select", "boolean", "true"],
      ["dir", '"ltr" | "rtl"', '"ltr"'],
      ["no-toolbar", "boolean", "false"],
      ["theme", '"auto" | "light" | "dark"', "auto"],
      ["loading", '"lazy" | "eager"', "lazy"],
      ["log", "boolean", "false"],
    ])
    expect(declaration.attributes.map((a) => a.description)).toEqual([
      "Lowest. (at least -100, at most 100.)",
      "Closes after a pick.",
      "Reading direction.",
      expect.stringContaining("Controls, Visualizer"),
      expect.stringContaining("Colour scheme"),
      expect.stringContaining("near the viewport"),
      expect.stringContaining("console"),
    ])
    expect(declaration.members.map((m) => [m.name, m.attribute])).toEqual([
      ["min", "min"],
      ["closeOnSelect", "close-on-select"],
      ["dir", "dir"],
      ["ready", undefined],
      ["machineInfo", undefined],
      ["accessibilityInfo", undefined],
      ["replay", undefined],
    ])
    expect(declaration.events.map((e) => e.name)).toEqual([
      "statechange",
      "controlschange",
      "demolog",
      "keytried",
    ])
    expect(manifest.modules[0]).toMatchObject({
      path: "dist/lib/elements/range-slider.js",
      exports: [{ kind: "custom-element-definition", name: "demo-range-slider" }],
    })
  })

  it("lists the theme properties and parts a host page can style", () => {
    const declaration = declarationOf(buildManifest(entries, members)) as unknown as {
      cssProperties: { name: string; description: string }[]
      cssParts: { name: string }[]
    }
    expect(declaration.cssProperties.map((p) => p.name)).toContain("--sb-accent")
    expect(declaration.cssProperties.every((p) => p.description.length > 0)).toBe(true)
    expect(declaration.cssParts.map((p) => p.name)).toEqual(["demo", "stage", "toolbar"])
  })

  it("declares every tag for the DOM, and for React's JSX only in the React entry", () => {
    const dom = domTypes(entries)
    expect(dom).toContain('"demo-range-slider": DemoRangeSliderElement\n')
    expect(dom).toContain("  min: number\n")
    expect(dom).toContain('  dir: "ltr" | "rtl"\n')
    expect(dom).not.toContain("react")
    const react = reactTypes(entries)
    expect(react).toContain('"demo-range-slider": ReactProps<DemoRangeSliderElementSettings>')
    expect(react).toContain('declare module "react"')
  })

  it("declares a client component per demo, with the options and events as props", () => {
    const react = reactTypes(entries)
    expect(react).toContain(
      "export declare const DemoRangeSlider: ForwardRefExoticComponent<\n" +
        "  DemoComponentProps<DemoRangeSliderElementSettings> & RefAttributes<DemoRangeSliderElement>\n>",
    )
    expect(react).toContain("  noToolbar?: boolean\n")
    expect(react).toContain("  onStateChange?: (event: CustomEvent<StateChangeDetail>) => void\n")

    // One module per demo, registering its own element, behind an entry with no side effect:
    // a host's bundler keeps only the demos it renders.
    const client = reactClientModules(entries)
    expect(client.get("react/range-slider.js")).toBe(
      '"use client"\n' +
        'import "../elements/range-slider.js"\n' +
        'import { demoComponent } from "./demo-component.js"\n' +
        'export const DemoRangeSlider = /* @__PURE__ */ demoComponent("demo-range-slider", ' +
        '"DemoRangeSlider", ["min","closeOnSelect","dir","noToolbar","theme","loading","log"])\n',
    )
    expect(client.get("react.js")).toBe(
      'export { defineDemoElements } from "./react/define-all.js"\n' +
        'export { DemoRangeSlider } from "./react/range-slider.js"\n',
    )
    expect(client.get("react/define-all.js")).toContain('import("../elements.js")')
    const server = reactServerModules(entries)
    expect(server.get("react-server/range-slider.js")).toContain(
      'import { DemoRangeSlider as DemoRangeSliderClient } from "../react/range-slider.js"',
    )
    expect(server.get("react-server.js")).toContain(
      'export { DemoRangeSlider } from "./react-server/range-slider.js"',
    )
    expect(server.get("react-server.js")).not.toContain("elements.js")
  })

  it("writes one attribute table per element, escaping pipes", () => {
    const markdown = attributesMarkdown(buildManifest(entries, members))
    expect(markdown).toContain("## `<demo-range-slider>`")
    expect(markdown).toContain('| `dir` | `"ltr" \\| "rtl"` | `"ltr"` | Reading direction. |')
  })

  it("keeps the descriptions of kit controls spread into a schema", () => {
    const controls = defineControls({ ...directionControl, ...headingLevelControl })
    const manifest = buildManifest([{ slug: "tabs", label: "Tabs", controls }], members)
    const described = declarationOf(manifest).attributes.map((a) => [a.name, a.description])
    expect(described).toEqual([
      ["dir", directionControl.dir.description],
      ["heading-level", headingLevelControl.headingLevel.description],
      ["no-toolbar", expect.any(String)],
      ["theme", expect.any(String)],
      ["loading", expect.any(String)],
      ["log", expect.any(String)],
    ])
    expect(directionControl.dir.description).toMatch(/^Reading direction/)
  })

  it("reads the members every element adds, and their sentences, from DemoElementApi", () => {
    const [ready, , , replay] = interfaceMembers(eventTypes, "DemoElementApi")
    expect(ready).toEqual({
      kind: "field",
      name: "ready",
      readonly: true,
      type: { text: "Promise<void>" },
      description:
        "Resolves once the demo runs and machineInfo and accessibilityInfo answer, whatever " +
        "the loading mode; reading it starts a lazy demo that has not started yet.",
    })
    expect(replay).toMatchObject({
      kind: "method",
      name: "replay",
      parameters: [
        { name: "step", optional: true, type: { text: 'number | "live"' } },
        {
          name: "options",
          optional: true,
          type: { text: "ReplayOptions" },
          description: "{ machine }: the label of the machine whose history step counts in.",
        },
      ],
      return: { type: { text: "Promise<ReplayResult | null>" } },
    })
  })

  it("types each event's detail with a type the published event types declare", () => {
    for (const event of ELEMENT_EVENTS)
      expect(eventTypes, event.name).toContain(`export interface ${event.detail} {`)
  })

  it("names classes from slugs", () => {
    expect(className("date-picker")).toBe("DemoDatePickerElement")
    expect(className("qr-code")).toBe("DemoQrCodeElement")
    expect(componentName("qr-code")).toBe("DemoQrCode")
  })
})

describe("statechange detail as JSON", () => {
  it("keeps plain values and turns the rest into text, never throwing", () => {
    const cycle: Record<string, unknown> = { name: "loop" }
    cycle.self = cycle
    const value = {
      list: [1, "two", true, null, undefined],
      when: new Date("2026-01-02T03:04:05.000Z"),
      onChange: function onChange() {},
      big: 10n,
      nan: NaN,
      cycle,
    }
    const json = toJson(value)
    expect(json).toEqual({
      list: [1, "two", true, null, null],
      when: "2026-01-02T03:04:05.000Z",
      onChange: "ƒ onChange()",
      big: "10",
      nan: "NaN",
      cycle: { name: "loop", self: "[Circular]" },
    })
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
  })
})

describe("a demo with variants", () => {
  const own = defineControls({
    pageSize: { description: "Items per page.", type: "number", defaultValue: 20 },
  })
  const entry = {
    slug: "combobox",
    label: "Combobox",
    controls: sliderControls,
    variants: [
      { name: "async", controls: own },
      { name: "multiple", controls: sliderControls },
    ],
  }

  it("lists `variant` with its names per tag, and a variant's own settings, in every output", () => {
    const manifest = buildManifest([entry], members) as unknown as {
      modules: { declarations: { attributes: { name: string; type: { text: string } }[] }[] }[]
    }
    const attributes = manifest.modules[0]!.declarations[0]!.attributes
    expect(attributes.find(({ name }) => name === "variant")?.type.text).toBe(
      '"basic" | "async" | "multiple"',
    )
    expect(attributes.map(({ name }) => name)).toContain("page-size")
    expect(domTypes([entry])).toContain('  variant: "basic" | "async" | "multiple"')
    expect(domTypes([entry])).toContain("  pageSize: number")
    expect(reactClientModules([entry]).get(`react/${entry.slug}.js`)).toContain(
      '"pageSize","variant"',
    )
    expect(attributesMarkdown(buildManifest([entry], members))).toContain(
      '| `variant` | `"basic" \\| "async" \\| "multiple"` | `basic` |',
    )
  })

  it("adds nothing for a demo without variants", () => {
    const plain = { slug: "switch", label: "Switch", controls: sliderControls }
    expect(JSON.stringify(buildManifest([plain], members))).not.toContain('"variant"')
    expect(domTypes([plain])).not.toContain("variant")
  })
})
