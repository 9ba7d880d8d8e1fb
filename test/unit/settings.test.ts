import { describe, expect, it } from "vitest"
import { catalog } from "../../src/catalog"
import {
  attributeName,
  defineControls,
  type Control,
} from "../../src/components/kit/runtime/controls"
import {
  changedAttributes,
  defaultAttributes,
  readQuery,
  writeQuery,
} from "../../src/components/kit/runtime/setting-changes"
import { demoSettings } from "../../src/components/kit/runtime/settings"

/** Values other than the default that a visitor could pick for this control. */
function otherValues(control: Control): (string | number | boolean)[] {
  switch (control.type) {
    case "boolean":
      return [!control.defaultValue]
    case "select":
      return control.options.filter((option) => option !== control.defaultValue)
    case "string":
      return ["", "two words & <b>", "a+b=c?d#e", "café"].filter((v) => v !== control.defaultValue)
    case "number": {
      const step = control.step ?? 1
      const candidates = [control.min, control.max, control.defaultValue + step]
      return candidates.filter(
        (v): v is number =>
          v !== undefined &&
          v !== control.defaultValue &&
          (control.min === undefined || v >= control.min) &&
          (control.max === undefined || v <= control.max),
      )
    }
  }
}

describe("URL state codec", () => {
  it("round-trips every value of every control of every demo, alone and all together", () => {
    let checked = 0
    for (const entry of catalog) {
      const everything: Record<string, string | number | boolean> = {}
      for (const [key, control] of Object.entries(entry.controls)) {
        const name = attributeName(key)
        for (const value of otherValues(control)) {
          const query = writeQuery(entry.controls, { [name]: value })
          expect(query, `${entry.slug} ${name}=${value}`).not.toBe("")
          expect(readQuery(entry.controls, query), `${entry.slug} ${query}`).toEqual({
            values: { [name]: value },
            problems: [],
          })
          everything[name] = value
          checked++
        }
        expect(writeQuery(entry.controls, { [name]: control.defaultValue })).toBe("")
      }
      const query = writeQuery(entry.controls, everything)
      expect(readQuery(entry.controls, query).values).toEqual(everything)
    }
    expect(checked).toBeGreaterThan(catalog.length)
  })

  const schema = defineControls({
    multiple: { description: "A setting.", type: "boolean", defaultValue: false },
    closeOnSelect: { description: "A setting.", type: "boolean", defaultValue: true },
    orientation: {
      description: "A setting.",
      type: "select",
      options: ["vertical", "horizontal"],
      defaultValue: "vertical",
    },
    max: { description: "A setting.", type: "number", defaultValue: 10, min: 1, max: 20 },
    label: { description: "A setting.", type: "string", defaultValue: "Pick" },
  })

  it("writes attribute names in schema order, true bare, defaults left out", () => {
    expect(writeQuery(schema, { orientation: "horizontal", multiple: true, max: 10 })).toBe(
      "?multiple&orientation=horizontal",
    )
    expect(writeQuery(schema, { "close-on-select": false, label: "a b&c" })).toBe(
      "?close-on-select=false&label=a%20b%26c",
    )
    expect(writeQuery(schema, defaultAttributes(schema))).toBe("")
  })

  it("reads the attribute syntax: bare or true booleans, + as a space", () => {
    expect(readQuery(schema, "?multiple&close-on-select=false&label=a+b").values).toEqual({
      multiple: true,
      "close-on-select": false,
      label: "a b",
    })
    expect(readQuery(schema, "?multiple=true").values).toEqual({ multiple: true })
  })

  it("reports invalid values as an attribute would, and keeps the default", () => {
    const { values, problems } = readQuery(schema, "?orientation=diagonal&max=99&multiple=yes")
    expect(values).toEqual({})
    expect(problems.map((p) => [p.attribute, p.value, p.fallback])).toEqual([
      ["orientation", "diagonal", "vertical"],
      ["max", "99", 10],
      ["multiple", "yes", false],
    ])
    expect(problems[0]!.reason).toBe("expected one of vertical, horizontal")
  })

  it("ignores unknown names and keeps the first of a repeated one", () => {
    expect(readQuery(schema, "?nope=1&max=3&max=4&__proto__=x").values).toEqual({ max: 3 })
  })

  it("leaves out what equals a baseline other than the defaults (the site direction)", () => {
    const baseline = { ...defaultAttributes(schema), orientation: "horizontal" }
    expect(changedAttributes(schema, { orientation: "horizontal" }, baseline)).toEqual({})
    expect(writeQuery(schema, { orientation: "vertical" }, baseline)).toBe("?orientation=vertical")
  })
})

describe("DemoSettings, where defaults, attributes and the visitor's choices meet", () => {
  const schema = defineControls({
    multiple: { description: "A setting.", type: "boolean", defaultValue: false },
    closeOnSelect: { description: "A setting.", type: "boolean", defaultValue: true },
    orientation: {
      description: "A setting.",
      type: "select",
      options: ["vertical", "horizontal"],
      defaultValue: "vertical",
    },
  })

  function make() {
    const warnings: string[] = []
    const edits: Record<string, unknown>[] = []
    const settings = demoSettings(
      "demo-x",
      (warning) => warnings.push(warning),
      (values) => edits.push(values),
    )
    let changes = 0
    settings.subscribe(() => changes++)
    return { settings, warnings, edits, changes: () => changes }
  }

  it("keeps attributes written before the schema, and reads them once it is here", () => {
    const { settings, warnings } = make()
    settings.attribute("multiple", "")
    settings.attribute("orientation", "diagonal")
    expect(settings.property("orientation")).toBe("diagonal")
    expect(settings.values()).toEqual({})
    settings.read(schema)
    expect(settings.values()).toEqual({
      multiple: true,
      closeOnSelect: true,
      orientation: "vertical",
    })
    expect(warnings).toEqual([
      '<demo-x>: invalid orientation="diagonal" (expected one of vertical, horizontal); using the default "vertical".',
    ])
    expect(settings.property("multiple")).toBe(true)
    expect(settings.property("orientation")).toBe("vertical")
    expect(settings.property("close-on-select")).toBe(true)
  })

  it("reads a setting the schema lacks (another variant's) as its attribute's text", () => {
    const { settings } = make()
    settings.read(schema)
    expect(settings.property("remove-selected")).toBe(undefined)
    settings.attribute("remove-selected", "")
    expect(settings.property("remove-selected")).toBe("")
    expect(settings.values()).not.toHaveProperty("removeSelected")
  })

  it("lets an edit win over an attribute, and an attribute that changes later win over the edit", () => {
    const { settings, edits } = make()
    settings.read(schema)
    settings.attribute("orientation", "horizontal")
    settings.edit("orientation", "vertical")
    expect(settings.values().orientation).toBe("vertical")
    expect(edits).toEqual([{ multiple: false, closeOnSelect: true, orientation: "vertical" }])
    // The property says what the attribute sets, as it always has.
    expect(settings.property("orientation")).toBe("horizontal")
    // The same value written another way is no change: the edit stays.
    settings.attribute("multiple", "false")
    settings.edit("multiple", true)
    settings.attribute("multiple", "FALSE")
    expect(settings.values().multiple).toBe(true)
    settings.attribute("orientation", null)
    expect(settings.values().orientation).toBe("vertical")
    settings.attribute("orientation", "horizontal")
    expect(settings.values().orientation).toBe("horizontal")
  })

  it("takes the host page's choice whole: its settings, and the defaults for the rest", () => {
    const { settings, edits } = make()
    settings.read(schema)
    settings.attribute("close-on-select", "false")
    settings.edit("multiple", true)
    settings.choose({ orientation: "horizontal" })
    expect(settings.values()).toEqual({
      multiple: false,
      closeOnSelect: true,
      orientation: "horizontal",
    })
    expect(edits).toHaveLength(1)
  })

  it("hands out a new object, and tells its listeners, only when a value changed", () => {
    const { settings, changes } = make()
    settings.read(schema)
    const first = settings.values()
    expect(changes()).toBe(1)
    settings.attribute("multiple", "false")
    settings.choose({})
    expect(settings.values()).toBe(first)
    expect(changes()).toBe(1)
    settings.edit("multiple", true)
    expect(settings.values()).not.toBe(first)
    expect(changes()).toBe(2)
  })
})
