import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
import { sendKeys, sendMouse } from "@web/test-runner-commands"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  visualizerText,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { colorPicker } from "./color-picker.page"

const problemText = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="alert"]')].map((node) => node.textContent).join(" ")

async function open(root: ShadowRoot) {
  await click(colorPicker(root).trigger())
  return waitFor(() => colorPicker(root).dialog(), "the popup to open")
}

/** Replaces the text of a focused input by typing, as a visitor would. */
async function retype(input: HTMLInputElement, text: string) {
  input.focus()
  input.select()
  await type(text)
}

describe("<demo-color-picker>", () => {
  afterEach(cleanup)

  it("shows the label, the sample value, a trigger and the hex input; the popup is closed", async () => {
    const { root } = await mountDemo("color-picker")
    expect(colorPicker(root).part("label").textContent).to.match(/^Select Color: /)
    // The sample hsl(10, 81%, 59%) in the default rgba format.
    expect(colorPicker(root).valueText()).to.equal("rgba(235, 94, 66, 1)")
    expect(colorPicker(root).hexInput().value).to.equal("#EB5E42")
    expect(colorPicker(root).hiddenInput().value).to.equal("rgba(235, 94, 66, 1)")
    expect(colorPicker(root).trigger().getAttribute("aria-haspopup")).to.equal("dialog")
    expect(colorPicker(root).trigger().getAttribute("aria-expanded")).to.equal("false")
    expect(colorPicker(root).dialog()).to.equal(null)
  })

  it("opens a positioned popup with the area, hue and alpha sliders, format and two swatches", async () => {
    const { root } = await mountDemo("color-picker")
    const popup = await open(root)
    expect(colorPicker(root).trigger().getAttribute("aria-expanded")).to.equal("true")
    // placement bottom with the 8px gutter.
    await waitFor(
      () =>
        Math.round(
          popup.getBoundingClientRect().top -
            colorPicker(root).trigger().getBoundingClientRect().bottom,
        ) === 8,
      "the popup 8px below the trigger",
    )
    expect(
      colorPicker(root).slider("saturation and brightness").getAttribute("aria-roledescription"),
    ).to.equal("2d slider")
    expect(colorPicker(root).slider("hue").getAttribute("aria-valuemax")).to.equal("360")
    expect(colorPicker(root).slider("alpha").getAttribute("aria-valuemax")).to.equal("1")
    const swatches = getByRole(within(root), "group", { name: "Sample colors" })
    const names = [...swatches.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"))
    expect(names).to.deep.equal(["select #FF0000 as the color", "select #0000FF as the color"])
    const formatSelect = getByRole(within(root), "combobox", { name: "change color format" })
    expect((formatSelect as HTMLSelectElement).value).to.equal("rgba")
  })

  it("applies a swatch on click and stays open unless close on select is on", async () => {
    const { root, element } = await mountDemo("color-picker")
    await open(root)
    await click(getByRole(within(root), "button", { name: "select #FF0000 as the color" }))
    await waitFor(() => colorPicker(root).valueText() === "rgba(255, 0, 0, 1)", "red chosen")
    await waitFor(() => colorPicker(root).hexInput().value === "#FF0000", "the hex input updated")
    expect(colorPicker(root).dialog()).to.not.equal(null)

    element.setAttribute("close-on-select", "")
    await nextFrame()
    await click(getByRole(within(root), "button", { name: "select #0000FF as the color" }))
    await waitFor(() => !colorPicker(root).dialog(), "the popup to close")
    expect(colorPicker(root).valueText()).to.equal("rgba(0, 0, 255, 1)")
    await expectFocus(colorPicker(root).trigger())
  })

  it("drags the area thumb with the pointer and shows open.dragging in the Visualizer", async () => {
    const { root } = await mountDemo("color-picker", { format: "hsba" })
    await openToolbarTab(root, "Visualizer")
    await open(root)
    const area = colorPicker(root).part("area")
    const box = area.getBoundingClientRect()
    await sendMouse({ type: "move", position: [Math.round(box.left + 5), Math.round(box.top + 5)] })
    await sendMouse({ type: "down" })
    await waitFor(() => visualizerText(root).includes('state: "open.dragging"'), "dragging")
    const x = Math.round(box.left + box.width * 0.75)
    const y = Math.round(box.top + box.height * 0.25)
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "up" })
    await waitFor(() => visualizerText(root).includes('state: "open.idle"'), "dragging to end")
    const thumb = colorPicker(root).slider("saturation and brightness")
    const [, saturation, brightness] = /saturation (\d+), brightness (\d+)/
      .exec(thumb.getAttribute("aria-valuetext")!)!
      .map(Number)
    expect(Math.abs(saturation! - 75)).to.be.below(3)
    expect(Math.abs(brightness! - 75)).to.be.below(3)
    expect(colorPicker(root).valueText()).to.match(/^hsba\(10, /)
  })

  it("moves the hue and alpha sliders with arrows (shift for ten steps), Home and End", async () => {
    const { root } = await mountDemo("color-picker", { format: "hsla" })
    await open(root)
    const hue = colorPicker(root).slider("hue")
    hue.focus()
    await press("ArrowRight")
    await waitFor(() => hue.getAttribute("aria-valuenow") === "11", "hue + 1")
    await sendKeys({ down: "Shift" })
    await press("ArrowRight")
    await sendKeys({ up: "Shift" })
    await waitFor(() => hue.getAttribute("aria-valuenow") === "21", "hue + 10")
    await press("End")
    await waitFor(() => hue.getAttribute("aria-valuenow") === "360", "hue at its 360 maximum")
    await press("Home")
    await waitFor(() => hue.getAttribute("aria-valuenow") === "0", "hue at its minimum")

    const alpha = colorPicker(root).slider("alpha")
    alpha.focus()
    await press("ArrowLeft")
    // Alpha steps by 0.01.
    await waitFor(() => alpha.getAttribute("aria-valuenow") === "0.99", "alpha - 0.01")
    await waitFor(
      () => colorPicker(root).valueText()!.endsWith(", 0.99)"),
      "the alpha in the value",
    )
  })

  it("pages hue by 15 and alpha by 0.1 (page sizes)", async () => {
    const { root } = await mountDemo("color-picker", { format: "hsla" })
    await open(root)
    const hue = colorPicker(root).slider("hue")
    hue.focus()
    await press("PageUp")
    await waitFor(() => hue.getAttribute("aria-valuenow") === "25", "hue + 15")
    await press("PageDown")
    await waitFor(() => hue.getAttribute("aria-valuenow") === "10", "hue - 15")
    const alpha = colorPicker(root).slider("alpha")
    alpha.focus()
    await press("PageDown")
    await waitFor(() => alpha.getAttribute("aria-valuenow") === "0.9", "alpha - 0.1")
    expect(colorPicker(root).valueText()).to.equal("hsla(10, 81%, 59%, 0.9)")
  })

  it("steps the hue with the keyboard in the rgba format too, without an error", async () => {
    const { root } = await mountDemo("color-picker")
    await open(root)
    const hue = colorPicker(root).slider("hue")
    const hueNow = () => Number(hue.getAttribute("aria-valuenow"))
    const start = hueNow()
    hue.focus()
    await press("ArrowRight")
    await press("ArrowRight")
    // rgba rounds each step to whole rgb values, so the hue lands near, not on, start + 2.
    await waitFor(() => Math.abs(hueNow() - (start + 2)) < 0.6, "hue + 2 in rgba")
    await press("End")
    await waitFor(() => hueNow() === 360 || hueNow() === 0, "hue at its end")
    expect(colorPicker(root).valueText()).to.equal("rgba(235, 66, 66, 1)")
  })

  it("closes on Escape and gives focus back to the trigger", async () => {
    const { root } = await mountDemo("color-picker")
    await open(root)
    await waitFor(
      () => root.activeElement && colorPicker(root).dialog()?.contains(root.activeElement),
      "focus inside",
    )
    await press("Escape")
    await waitFor(() => !colorPicker(root).dialog(), "the popup to close")
    await expectFocus(colorPicker(root).trigger())
  })

  it("cycles the format hsba -> hsla -> rgba with the format button", async () => {
    const { root } = await mountDemo("color-picker")
    await open(root)
    const channels = () =>
      [...colorPicker(root).part("content").querySelectorAll("[data-part=channel-input]")].map(
        (input) => input.getAttribute("data-channel"),
      )
    expect(channels()).to.deep.equal(["red", "green", "blue", "alpha"])
    const cycle = async (next: string) => {
      await click(getByRole(within(root), "button", { name: `change color format to ${next}` }))
      await waitFor(
        () => colorPicker(root).valueText()!.startsWith(`${next}(`),
        `the ${next} format`,
      )
    }
    await cycle("hsba")
    expect(channels()).to.deep.equal(["hue", "saturation", "brightness", "alpha"])
    await cycle("hsla")
    expect(channels()).to.deep.equal(["hue", "saturation", "lightness", "alpha"])
    // zag converts the colour it holds from format to format, so fractions show through.
    const shown = colorPicker(root)
      .valueText()!
      .match(/[\d.]+/g)!
      .map((text) => Math.round(Number(text)))
    expect(shown).to.deep.equal([10, 81, 59, 1])
    await cycle("rgba")
  })

  it("applies a typed hex value on Enter", async () => {
    const { root } = await mountDemo("color-picker")
    await retype(colorPicker(root).hexInput(), "#00ff00")
    await press("Enter")
    await waitFor(() => colorPicker(root).valueText() === "rgba(0, 255, 0, 1)", "green applied")
    expect(problemText(root)).to.equal("")
  })

  it("keeps the colour and says 'Invalid color value' for a typed invalid value", async () => {
    const { root } = await mountDemo("color-picker")
    const logs = captureLogs()
    try {
      await retype(colorPicker(root).hexInput(), "not-a-colour")
      await press("Enter")
      await waitFor(() => problemText(root).includes("Invalid color value"), "the message")
      expect(problemText(root)).to.equal("Invalid color value: not-a-colour. The color was kept.")
      expect(colorPicker(root).valueText()).to.equal("rgba(235, 94, 66, 1)")
      await waitFor(
        () => colorPicker(root).hexInput().value === "#EB5E42",
        "the hex input restored",
      )
      const logged = logs.lines.map(([line]) => line)
      expect(logged).to.include(
        "<demo-color-picker> Invalid color value: not-a-colour. The color was kept.",
      )

      // Hex needs 4, 5, 7 or 9 characters with the #: six is rejected on blur too.
      await retype(colorPicker(root).hexInput(), "#12345")
      colorPicker(root).hexInput().blur()
      await waitFor(() => problemText(root).includes("#12345"), "the message for #12345")
      expect(colorPicker(root).valueText()).to.equal("rgba(235, 94, 66, 1)")

      await retype(colorPicker(root).hexInput(), "#0000ff80")
      await press("Enter")
      await waitFor(() => problemText(root) === "", "the message to go")
      // zag keeps the alpha it had when hex text is applied.
      expect(colorPicker(root).valueText()).to.equal("rgba(0, 0, 255, 1)")
    } finally {
      logs.restore()
    }
  })

  it("clamps channel inputs to their ranges (0-255 rgb, 0-100 saturation)", async () => {
    const { root } = await mountDemo("color-picker")
    await open(root)
    const red = colorPicker(root).channelInput("red")
    expect([red.min, red.max, red.step]).to.deep.equal(["0", "255", "1"])
    expect([
      colorPicker(root).channelInput("alpha").max,
      colorPicker(root).channelInput("alpha").step,
    ]).to.deep.equal(["1", "0.01"])
    await retype(red, "300")
    await press("Enter")
    await waitFor(
      () => colorPicker(root).valueText() === "rgba(255, 94, 66, 1)",
      "red clamped to 255",
    )
    await waitFor(() => red.value === "255", "the input shows 255")
  })

  it("logs the hidden input's value when the colour changes", async () => {
    const { root } = await mountDemo("color-picker")
    const logs = captureLogs()
    try {
      await open(root)
      await click(getByRole(within(root), "button", { name: "select #0000FF as the color" }))
      const line = await waitFor(
        () => logs.lines.find(([text]) => String(text) === "<demo-color-picker> form input"),
        "a form log",
      )
      expect(line[1]).to.deep.equal({ color: "rgba(0, 0, 255, 1)" })
    } finally {
      logs.restore()
    }
  })

  it("shows idle, focused and open in the Visualizer", async () => {
    const { root } = await mountDemo("color-picker")
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => visualizerText(root).includes('state: "idle"'), "idle state")
    colorPicker(root).hexInput().focus()
    await waitFor(() => visualizerText(root).includes('state: "focused"'), "focused state")
    await click(colorPicker(root).trigger())
    await waitFor(() => visualizerText(root).includes('state: "open'), "open state")
  })

  it("changes the live widget from the Controls tab", async () => {
    const { root } = await mountDemo("color-picker")
    await retype(getByLabelText(within(root), "Value") as HTMLInputElement, "#336699")
    await waitFor(() => colorPicker(root).valueText() === "rgba(51, 102, 153, 1)", "the new value")
    await waitFor(() => colorPicker(root).hexInput().value === "#336699", "the hex input")

    const format = getByLabelText(within(root), "Format") as HTMLSelectElement
    format.value = "hsla"
    format.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(
      () => colorPicker(root).valueText() === "hsla(210, 50%, 40%, 1)",
      "the hsla format",
    )

    await click(getByLabelText(within(root), "Disabled"))
    await waitFor(
      () => colorPicker(root).trigger().disabled && colorPicker(root).hexInput().disabled,
      "a disabled picker",
    )
    await click(getByLabelText(within(root), "Disabled"))
    await click(getByLabelText(within(root), "Read-only"))
    await waitFor(() => colorPicker(root).hexInput().readOnly, "a read-only hex input")
    await click(colorPicker(root).trigger())
    expect(colorPicker(root).dialog()).to.equal(null)
  })

  it("reports an invalid Value setting and keeps the colour", async () => {
    const { root, element } = await mountDemo("color-picker")
    element.setAttribute("value", "rgb(1, 2)")
    await waitFor(() => problemText(root).includes("Invalid color value: rgb(1, 2)"), "the report")
    expect(colorPicker(root).valueText()).to.equal("rgba(235, 94, 66, 1)")
    element.setAttribute("value", "rebeccapurple")
    await waitFor(() => colorPicker(root).valueText() === "rgba(102, 51, 153, 1)", "a named colour")
    expect(problemText(root)).to.equal("")
  })

  it("opens to the right of the trigger when placement is right-start", async () => {
    const { root } = await mountDemo("color-picker", { placement: "right-start" })
    const popup = await open(root)
    await waitFor(() => {
      const box = popup.getBoundingClientRect()
      const anchor = colorPicker(root).trigger().getBoundingClientRect()
      return (
        Math.round(box.left - anchor.right) === 8 && Math.round(box.top) === Math.round(anchor.top)
      )
    }, "the popup 8px right of the trigger")
  })

  it("has no serious or critical axe violations with the popup open", async () => {
    const { element, root } = await mountDemo("color-picker")
    await open(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
