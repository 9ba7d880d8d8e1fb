import { describe, expect, it } from "vitest"
import { fixChannelKey, readColor } from "./color-picker-value"

const key = (name: string, modifiers: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
})

const hsla = readColor("hsla(10, 81%, 59%, 0.5)").color!

describe("readColor", () => {
  it("accepts the forms and bare hex digits", () => {
    for (const text of ["#f00", "#f008", "#ff0000", "#ff000080", "ff0000", "rgb(1, 2, 3)"])
      expect(readColor(text).error, text).toBeNull()
    for (const text of ["rgba(1, 2, 3, 0.5)", "hsl(10, 5%, 5%)", "hsba(10, 5%, 5%, 1)", "red"])
      expect(readColor(text).error, text).toBeNull()
  })

  it("gives zag's 'Invalid color value' message for anything else, without throwing", () => {
    expect(readColor("not-a-colour").error).toBe("Invalid color value: not-a-colour")
    expect(readColor("#12345").error).toBe("Invalid color value: #12345")
    expect(readColor("").error).toBe("Invalid color value: ")
  })
})

describe("fixChannelKey", () => {
  it("leaves arrows on a channel the format has to zag", () => {
    expect(fixChannelKey(hsla, "hue", key("ArrowRight"), false)).toBeNull()
    expect(fixChannelKey(hsla, "alpha", key("Home"), false)).toBeNull()
  })

  it("pages by the channel's page size, within its range", () => {
    expect(fixChannelKey(hsla, "hue", key("PageUp"), false)!.toString("hsla")).toBe(
      "hsla(25, 81%, 59%, 0.5)",
    )
    expect(fixChannelKey(hsla, "hue", key("PageDown"), false)!.getChannelValue("hue")).toBe(0)
    expect(fixChannelKey(hsla, "alpha", key("PageUp"), false)!.getChannelValue("alpha")).toBe(0.6)
  })

  it("steps the hue of an rgba colour and keeps the rgba format", () => {
    const rgba = readColor("rgba(255, 0, 0, 1)").color!
    const next = fixChannelKey(rgba, "hue", key("ArrowRight", { shiftKey: true }), false)!
    expect(next.getFormat()).toBe("rgba")
    expect(next.toFormat("hsba").getChannelValue("hue")).toBeCloseTo(10, 0)
    const back = fixChannelKey(rgba, "hue", key("ArrowRight"), true)!
    expect(back.toFormat("hsba").getChannelValue("hue")).toBe(0)
    expect(fixChannelKey(rgba, "hue", key("End"), false)!.toString("rgba")).toBe(
      "rgba(255, 0, 0, 1)",
    )
    expect(fixChannelKey(rgba, "hue", key("Tab"), false)).toBeNull()
  })
})
