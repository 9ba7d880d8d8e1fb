import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { blankDescriptions } from "../../scripts/docs-only-text"

// The shipped builds leave out the sentences only docs read (scripts/docs-only-text.ts):
// what remains must be the same module, at the same positions, with nothing else lost.
describe("docs-only text", () => {
  const schema = [
    "export const controls = defineControls({",
    "  multiple: {",
    '    type: "boolean",',
    "    defaultValue: false,",
    '    description: "Lets more than one item be open " +',
    '      "at a time.",',
    '    label: "Multiple",',
    "  },",
    '  description: { type: "string", defaultValue: "Hello", description: `A toast\'s text.` },',
    "})",
  ].join("\n")

  it("blanks each description sentence, comma included, and keeps every position", () => {
    const blanked = blankDescriptions(schema, "x.controls.ts")
    expect(blanked).toHaveLength(schema.length)
    expect(blanked.split("\n").map((line) => line.length)).toEqual(
      schema.split("\n").map((line) => line.length),
    )
    expect(blanked).not.toContain("Lets more than one")
    expect(blanked).not.toContain("A toast's text")
    expect(blanked).toContain('label: "Multiple"')
  })

  it("keeps a control named description, which is not a sentence", () => {
    const blanked = blankDescriptions(schema, "x.controls.ts")
    expect(blanked).toMatch(/ {2}description: \{ type: "string", defaultValue: "Hello", +\},/)
    const controls = new Function("defineControls", blanked.replace("export const", "return"))(
      (schema: unknown) => schema,
    )
    expect(controls).toEqual({
      multiple: { type: "boolean", defaultValue: false, label: "Multiple" },
      description: { type: "string", defaultValue: "Hello" },
    })
  })

  it("leaves the kit's shared controls a module that still parses with every control", () => {
    const file = "src/components/kit/runtime/shared-controls.ts"
    const blanked = blankDescriptions(readFileSync(file, "utf8"), file)
    expect(blanked).not.toContain("rtl mirrors the layout")
    expect(blanked).toContain('label: "Direction"')
  })
})
