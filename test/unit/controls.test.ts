import { describe, expect, it } from "vitest"
import { ELEMENT_ATTRIBUTES } from "../../src/elements/define/element-class"
import { LOADING, NO_TOOLBAR, THEME } from "../../src/elements/api/element-api"
import { readChoice, readFlag } from "../../src/elements/runtime/element-options"
import { controlLabel } from "../../src/components/kit/toolbar/control-label"
import {
  attributeName,
  controlDefaults,
  defineControls,
  parseControlValue,
} from "../../src/components/kit/runtime/controls"
import {
  readAttribute,
  describeProblem,
  attributeKeys,
} from "../../src/components/kit/runtime/settings"

const schema = defineControls({
  multiple: { description: "A setting.", type: "boolean", defaultValue: false },
  closeOnSelect: { description: "A setting.", type: "boolean", defaultValue: true },
  orientation: {
    description: "A setting.",
    type: "select",
    options: ["vertical", "horizontal"],
    defaultValue: "vertical",
  },
  timeZone: { description: "A setting.", type: "string", defaultValue: "UTC" },
  count: { description: "A setting.", type: "number", defaultValue: 5, min: 1, max: 10 },
})

describe("controls schema", () => {
  it("gives each control's default", () => {
    expect(controlDefaults(schema)).toEqual({
      multiple: false,
      closeOnSelect: true,
      orientation: "vertical",
      timeZone: "UTC",
      count: 5,
    })
  })

  it("names attributes in kebab-case", () => {
    expect(attributeName("closeOnSelect")).toBe("close-on-select")
    expect(attributeName("timeZone")).toBe("time-zone")
    expect(attributeName("dir")).toBe("dir")
    expect([...attributeKeys(schema).keys()]).toEqual([
      "multiple",
      "close-on-select",
      "orientation",
      "time-zone",
      "count",
    ])
  })

  it("labels controls from their key unless a label is given", () => {
    expect(controlLabel("closeOnSelect", schema.closeOnSelect)).toBe("Close on select")
    expect(
      controlLabel("dir", {
        description: "A setting.",
        type: "string",
        defaultValue: "",
        label: "Direction",
      }),
    ).toBe("Direction")
  })
})

describe("parseControlValue", () => {
  it("reads a bare boolean attribute, true, false and the attribute's own name", () => {
    expect(parseControlValue(schema.multiple, "", "multiple")).toEqual({ ok: true, value: true })
    expect(parseControlValue(schema.multiple, "true")).toEqual({ ok: true, value: true })
    expect(parseControlValue(schema.multiple, "multiple", "multiple")).toEqual({
      ok: true,
      value: true,
    })
    expect(parseControlValue(schema.closeOnSelect, "false")).toEqual({ ok: true, value: false })
    expect(parseControlValue(schema.multiple, true)).toEqual({ ok: true, value: true })
  })

  it("gives the default when the attribute is absent", () => {
    expect(parseControlValue(schema.closeOnSelect, null)).toEqual({ ok: true, value: true })
    expect(parseControlValue(schema.count, undefined)).toEqual({ ok: true, value: 5 })
  })

  it("rejects words that are not booleans", () => {
    expect(parseControlValue(schema.multiple, "yes").ok).toBe(false)
  })

  it("accepts only listed select options", () => {
    expect(parseControlValue(schema.orientation, "horizontal")).toEqual({
      ok: true,
      value: "horizontal",
    })
    const bad = parseControlValue(schema.orientation, "diagonal")
    expect(bad).toEqual({ ok: false, reason: "expected one of vertical, horizontal" })
  })

  it("accepts numbers inside min and max only", () => {
    expect(parseControlValue(schema.count, "7")).toEqual({ ok: true, value: 7 })
    expect(parseControlValue(schema.count, 3)).toEqual({ ok: true, value: 3 })
    expect(parseControlValue(schema.count, "abc")).toEqual({
      ok: false,
      reason: "expected a number",
    })
    expect(parseControlValue(schema.count, "")).toEqual({ ok: false, reason: "expected a number" })
    expect(parseControlValue(schema.count, "0")).toEqual({
      ok: false,
      reason: "expected a number of at least 1",
    })
    expect(parseControlValue(schema.count, "11")).toEqual({
      ok: false,
      reason: "expected a number of at most 10",
    })
  })

  it("keeps any text for string controls", () => {
    expect(parseControlValue(schema.timeZone, "<b>Europe/Paris</b>")).toEqual({
      ok: true,
      value: "<b>Europe/Paris</b>",
    })
  })
})

describe("element attributes", () => {
  it("falls back to the default and describes an invalid value", () => {
    const { value, problem } = readAttribute(schema, "orientation", "diagonal")
    expect(value).toBe("vertical")
    expect(problem).toBeDefined()
    expect(describeProblem("demo-accordion", problem!)).toBe(
      '<demo-accordion>: invalid orientation="diagonal" (expected one of vertical, horizontal); using the default "vertical".',
    )
  })

  it("quotes the first 80 characters of a long value, not all of it", () => {
    const long = "d".repeat(100_000)
    const { problem } = readAttribute(schema, "orientation", long)
    const warning = describeProblem("demo-accordion", problem!)
    expect(warning).toBe(
      `<demo-accordion>: invalid orientation="${"d".repeat(80)}…" (expected one of vertical, horizontal); using the default "vertical".`,
    )
    expect(warning.length).toBeLessThan(200)
  })

  it("quotes a long value of a fixed-choice attribute (theme, loading) the same way", () => {
    const warnings: string[] = []
    const element = { localName: "demo-switch" } as Element
    const read = readChoice(element, "theme", "x".repeat(5_000), ["auto", "light"], "auto", (w) =>
      warnings.push(w),
    )
    expect(read).toBe("auto")
    expect(warnings).toEqual([
      `<demo-switch>: invalid theme="${"x".repeat(80)}…" (expected one of auto, light); using the default auto.`,
    ])
  })

  it("reports an unset attribute as undefined so the default applies", () => {
    expect(readAttribute(schema, "count", null)).toEqual({ value: undefined })
  })
})

describe("one boolean rule", () => {
  it("reads an element option (no-toolbar, log) as it reads a boolean setting", () => {
    const warnings: string[] = []
    const element = { localName: "demo-switch" } as Element
    const setting = { type: "boolean", defaultValue: false, description: "A setting." } as const
    for (const raw of ["", "true", " TRUE ", "no-toolbar", "false", "yes", "1"]) {
      const read = parseControlValue(setting, raw, "no-toolbar")
      const option = readFlag(element, "no-toolbar", raw, (warning) => warnings.push(warning))
      expect(option, raw).toBe(read.ok ? read.value : false)
    }
    expect(readFlag(element, "no-toolbar", null, (warning) => warnings.push(warning))).toBe(false)
    expect(warnings).toEqual([
      '<demo-switch>: invalid no-toolbar="yes" (expected a bare attribute, "true" or "false"); using the default false.',
      '<demo-switch>: invalid no-toolbar="1" (expected a bare attribute, "true" or "false"); using the default false.',
    ])
  })
})

describe("the element's own attributes", () => {
  it("are the same list in the element class each entry carries and in the runtime", () => {
    expect(ELEMENT_ATTRIBUTES).toEqual([NO_TOOLBAR, THEME, LOADING])
  })
})
