import { describe, expect, it } from "vitest"
import { defineControls } from "../../src/components/kit/runtime/controls"
import { elementMarkup } from "../../src/showcase/embed-snippet"
import { controlsChangeDetail } from "../../src/elements/extras/event-extras"

const nonDefaultAttributes = (...args: Parameters<typeof controlsChangeDetail>) =>
  controlsChangeDetail(...args).values

const controls = defineControls({
  closeOnSelect: { description: "A setting.", type: "boolean", defaultValue: true },
  multiple: { description: "A setting.", type: "boolean", defaultValue: false },
  placeholder: { description: "A setting.", type: "string", defaultValue: "Pick one" },
  max: { description: "A setting.", type: "number", defaultValue: 10 },
})

describe("embed markup of the current settings", () => {
  it("keeps only the settings that differ from the defaults, by attribute name", () => {
    expect(
      nonDefaultAttributes(controls, {
        closeOnSelect: false,
        multiple: false,
        placeholder: "Pick one",
        max: 3,
      }),
    ).toEqual({ "close-on-select": false, max: 3 })
    expect(nonDefaultAttributes(controls, {})).toEqual({})
  })

  it("writes true as a bare attribute and escapes quoted values", () => {
    expect(elementMarkup("select")).toBe("<demo-select></demo-select>")
    expect(
      elementMarkup("select", {
        multiple: true,
        "close-on-select": false,
        placeholder: 'Say "hi" & <b>',
        max: 3,
      }),
    ).toBe(
      '<demo-select multiple close-on-select="false" placeholder="Say &quot;hi&quot; &amp; &lt;b>" max="3"></demo-select>',
    )
  })
})
