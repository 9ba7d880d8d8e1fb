/**
 * The image cropper demo, through zag's own end-to-end scenarios for the machine (zag's
 * e2e/image-cropper.e2e.ts: its resizable, fixed, resize-api and circle pages, here one demo
 * whose Controls give the fixed crop and the circle), plus what Statebook adds: the defaults
 * shown in Controls, the export, keys pressed back to back and axe.
 */
import { getByLabelText } from "@testing-library/dom"
import type { HandlePosition } from "@zag-js/image-cropper"
import { sendKeys, sendMouse } from "@web/test-runner-commands"
import { expect } from "chai"
import {
  centre,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressBurst,
  resetMouseAndCleanup,
  seriousViolations,
  throttleCpu,
  waitFor,
  waitForValue,
  within,
} from "../../../test/browser/helpers"
import { imageCropper, type Box } from "./image-cropper.page"
import { setControlField } from "../../../test/browser/sweeps/control-fields"

type Widget = ReturnType<typeof imageCropper>

/**
 * Mounts the demo without its toolbar unless asked: zag's e2e page shows the 500×300 picture
 * at its own size, which takes the stage's full width in the runner's 800px window. Beside
 * the toolbar the picture shrinks, and zag's facts in pixels (a crop of 400×240 at 50, 30
 * with room to move 50px) would not hold.
 */
async function mount(attributes: Record<string, string> = {}, toolbar = false) {
  const demo = await mountDemo(
    "image-cropper",
    toolbar ? attributes : { ...attributes, "no-toolbar": "" },
  )
  const widget = imageCropper(demo.root)
  await waitFor(() => widget.isReady(), "the picture to load and the crop to be placed")
  await nextFrame()
  return { ...demo, widget }
}

/** A real mouse drag from a point by (dx, dy), in `steps` moves, Shift held if asked. */
async function drag(from: [number, number], dx: number, dy: number, steps = 1, shift = false) {
  await sendMouse({ type: "move", position: from })
  if (shift) await sendKeys({ down: "Shift" })
  await sendMouse({ type: "down" })
  for (let step = 1; step <= steps; step++) {
    const [x, y] = [from[0] + (dx * step) / steps, from[1] + (dy * step) / steps]
    await sendMouse({ type: "move", position: [Math.round(x), Math.round(y)] })
  }
  await sendMouse({ type: "up" })
  if (shift) await sendKeys({ up: "Shift" })
  await nextFrame()
}

const dragHandle = (widget: Widget, position: HandlePosition, dx: number, dy: number) =>
  drag(handleGrip(widget, position), dx, dy, 10)

/** Where a person grabs a handle: a corner's square, or the middle of an edge bar. */
function handleGrip(widget: Widget, position: HandlePosition): [number, number] {
  return centre(widget.handle(position))
}

const sameBox = (a: Box, b: Box) => JSON.stringify(a) === JSON.stringify(b)

const expectBox = (widget: Widget, expected: Box) =>
  waitFor(
    () => sameBox(widget.selectionBox(), expected),
    `the crop at ${JSON.stringify(expected)} (now ${JSON.stringify(widget.selectionBox())})`,
  )

/**
 * A wheel turn over the middle of the picture. The runner has no wheel input, so the test
 * dispatches the event a wheel sends; zag listens for it on the viewport.
 */
async function wheel(widget: Widget, deltaY: number) {
  const [clientX, clientY] = centre(widget.viewport())
  const event = new WheelEvent("wheel", {
    deltaY,
    clientX,
    clientY,
    bubbles: true,
    cancelable: true,
  })
  widget.viewport().dispatchEvent(event)
  await nextFrame()
}

/** A key pressed with modifiers held (the runner sends one key at a time, so hold them). */
async function pressWith(modifiers: string[], key: string) {
  for (const modifier of modifiers) await sendKeys({ down: modifier })
  await press(key)
  for (const modifier of [...modifiers].reverse()) await sendKeys({ up: modifier })
}

async function focusCrop(widget: Widget) {
  widget.selection().focus()
  await expectFocus(widget.selection())
}

async function resizeBy(widget: Widget, position: HandlePosition, step: number, how: string) {
  setControlField(widget.resizeHandle(), position)
  setControlField(widget.resizeStep(), String(step))
  await nextFrame()
  await click(widget.button(how))
}

describe("<demo-image-cropper>", () => {
  afterEach(resetMouseAndCleanup)

  describe("what it shows at first", () => {
    it("shows the picture with a crop over most of it, and the tools", async () => {
      const { widget } = await mount()
      expect(widget.cropper().getAttribute("aria-roledescription")).to.equal("Image cropper")
      expect(widget.image().naturalWidth).to.equal(500)
      const view = widget.viewportBox()
      expect([view.width, view.height]).to.deep.equal([500, 300])
      // zag's default crop fills 80% of the viewport, centred.
      expect(widget.selectionBox()).to.deep.equal({ x: 50, y: 30, width: 400, height: 240 })
      expect(widget.selection().getAttribute("role")).to.equal("slider")
      expect(widget.selection().getAttribute("aria-label")).to.equal(
        "Crop selection area (rectangle)",
      )
      expect(widget.selection().getAttribute("aria-valuetext")).to.equal(
        "Position X 50px, Y 30px. Size 400px by 240px.",
      )
      expect(widget.zoomSlider().value).to.equal("1")
      expect(widget.rotationSlider().value).to.equal("0")
      expect(widget.flips()).to.deep.equal({ horizontal: false, vertical: false })
      expect(widget.resizeHandle().value).to.equal("e")
      expect(widget.resizeStep().value).to.equal("10")
    })

    it("fits a narrow stage, the crop placed on the picture as shown", async () => {
      const { widget } = await mount({}, true)
      const view = widget.viewportBox()
      expect(view.width).to.be.below(500)
      expect(view.width / view.height).to.be.closeTo(500 / 300, 0.01)
      const crop = widget.selectionBox()
      expect(crop.width).to.be.closeTo(view.width * 0.8, 1)
      expect(crop.height).to.be.closeTo(view.height * 0.8, 1)
    })

    it("shows the default settings in the Controls tab", async () => {
      const { root } = await mount({}, true)
      await openToolbarTab(root, "Controls")
      const value = (label: string) =>
        (getByLabelText(within(root), label) as HTMLInputElement | HTMLSelectElement).value
      expect(value("Aspect ratio")).to.equal("0")
      expect(value("Min width")).to.equal("40")
      expect(value("Min height")).to.equal("40")
      expect(value("Max width")).to.equal("0")
      expect(value("Max height")).to.equal("0")
      expect(value("Zoom step")).to.equal("0.1")
      expect(value("Min zoom")).to.equal("1")
      expect(value("Max zoom")).to.equal("5")
      expect(value("Crop shape")).to.equal("rectangle")
      expect(value("Direction")).to.equal("ltr")
      expect(
        (getByLabelText(within(root), "Fixed crop area") as HTMLInputElement).checked,
      ).to.equal(false)
    })

    it("has no serious or critical axe violations", async () => {
      const { element } = await mount({}, true)
      expect(await seriousViolations(element)).to.deep.equal([])
    })
  })

  describe("pointer", () => {
    it("moves the crop by dragging it, keeping its size", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await drag(centre(widget.selection()), 50, 30)
      await expectBox(widget, { ...start, x: start.x + 50, y: start.y + 30 })
    })

    it("resizes from the bottom-right corner", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await dragHandle(widget, "se", 10, 15)
      await expectBox(widget, { ...start, width: start.width + 10, height: start.height + 15 })
    })

    it("resizes from the right edge", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await dragHandle(widget, "e", 20, 0)
      await expectBox(widget, { ...start, width: start.width + 20 })
    })

    it("resizes from the top edge", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await dragHandle(widget, "n", 0, -20)
      await expectBox(widget, { ...start, y: start.y - 20, height: start.height + 20 })
    })

    it("keeps the crop's ratio while Shift is held during a resize", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await drag(handleGrip(widget, "se"), -60, -100, 10, true)
      await waitFor(() => widget.selectionBox().width < start.width, "a smaller crop")
      const now = widget.selectionBox()
      expect(now.width / now.height).to.be.closeTo(start.width / start.height, 0.02)
    })

    it("keeps the aspect ratio set in Controls while resizing", async () => {
      const { widget } = await mount({ "aspect-ratio": "1" })
      await dragHandle(widget, "se", 60, 60)
      const now = widget.selectionBox()
      expect(now.width).to.equal(now.height)
    })

    it("stops at the min width and height", async () => {
      const { widget } = await mount({ "min-width": "80", "min-height": "60" })
      await dragHandle(widget, "se", -500, -500)
      const now = widget.selectionBox()
      expect([now.width, now.height]).to.deep.equal([80, 60])
    })

    it("stops at the max width and height", async () => {
      const { widget } = await mount({ "max-width": "200", "max-height": "150" })
      // The crop starts inside the max already.
      let now = widget.selectionBox()
      expect([now.width, now.height]).to.deep.equal([200, 150])
      await dragHandle(widget, "se", 500, 500)
      now = widget.selectionBox()
      expect([now.width, now.height]).to.deep.equal([200, 150])
    })

    it("does not move or resize a fixed crop", async () => {
      const { widget } = await mount({ "fixed-crop-area": "" })
      const start = widget.selectionBox()
      expect(widget.handle("se").checkVisibility()).to.equal(false)
      await drag(centre(widget.selection()), 50, 30)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(widget.selectionBox()).to.deep.equal(start)
    })
  })

  describe("zoom, pan, rotation and flips", () => {
    it("zooms in and back out with the wheel", async () => {
      const { widget } = await mount()
      await wheel(widget, -100)
      await waitForValue(() => widget.imageTransform().scaleX, 1.1, "the zoom after a wheel in")
      expect(widget.imageTransform().scaleY).to.equal(1.1)
      expect(widget.zoomSlider().value).to.equal("1.1")
      await wheel(widget, 100)
      await waitForValue(() => widget.imageTransform().scaleX, 1, "the zoom after a wheel out")
    })

    it("pans the zoomed picture by dragging outside the crop", async () => {
      const { widget } = await mount()
      await wheel(widget, -100)
      await waitForValue(() => widget.imageTransform().scaleX, 1.1, "zoomed in")
      const view = widget.viewportBox()
      // The top-left corner of the picture lies outside the crop.
      await drag([view.x + 10, view.y + 10], 50, 30)
      await waitForValue(() => widget.imageTransform().translateX, 25, "the pan across")
      expect(widget.imageTransform().translateY).to.equal(15)
    })

    it("zooms from the Zoom slider", async () => {
      const { widget } = await mount()
      setControlField(widget.zoomSlider(), "2")
      await waitForValue(() => widget.imageTransform().scaleX, 2, "the zoom")
      expect(widget.imageTransform().scaleY).to.equal(2)
    })

    it("rotates from the Rotation slider", async () => {
      const { widget } = await mount()
      setControlField(widget.rotationSlider(), "45")
      await waitForValue(() => widget.imageTransform().rotation, 45, "the rotation")
    })

    it("flips with the checkboxes", async () => {
      const { widget } = await mount()
      await click(widget.flipBox("Horizontal"))
      await click(widget.flipBox("Vertical"))
      await waitFor(() => widget.flips().horizontal && widget.flips().vertical, "both flips")
      expect(widget.flipBox("Horizontal").checked).to.equal(true)
      expect(widget.flipBox("Vertical").checked).to.equal(true)
      await click(widget.flipBox("Horizontal"))
      await click(widget.flipBox("Vertical"))
      await waitFor(() => !widget.flips().horizontal && !widget.flips().vertical, "no flips")
      expect(widget.flipBox("Horizontal").checked).to.equal(false)
      expect(widget.flipBox("Vertical").checked).to.equal(false)
    })

    it("toggles and resets the flips with the buttons", async () => {
      const { widget } = await mount()
      await click(widget.button("Toggle horizontal flip"))
      await waitFor(() => widget.flips().horizontal, "a horizontal flip")
      expect(widget.flipBox("Horizontal").checked).to.equal(true)
      await click(widget.button("Toggle horizontal flip"))
      await waitFor(() => !widget.flips().horizontal, "no horizontal flip")
      expect(widget.flipBox("Horizontal").checked).to.equal(false)
      await click(widget.button("Toggle vertical flip"))
      await waitFor(() => widget.flips().vertical, "a vertical flip")
      expect(widget.flipBox("Vertical").checked).to.equal(true)
      await click(widget.button("Reset flips"))
      await waitFor(() => !widget.flips().vertical, "no flips")
      expect(widget.flipBox("Vertical").checked).to.equal(false)
    })

    it("puts crop, zoom, rotation and flips back with Reset", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await drag(centre(widget.selection()), 40, 20)
      setControlField(widget.zoomSlider(), "2")
      setControlField(widget.rotationSlider(), "90")
      await click(widget.button("Toggle horizontal flip"))
      await waitFor(() => widget.flips().horizontal, "a flip")
      await click(widget.button("Reset"))
      await expectBox(widget, start)
      await waitForValue(() => widget.imageTransform().scaleX, 1, "no zoom")
      expect(widget.rotationSlider().value).to.equal("0")
      expect(widget.flips().horizontal).to.equal(false)
    })
  })

  describe("keyboard", () => {
    it("moves the crop 1px per arrow key", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await focusCrop(widget)
      await press("ArrowRight")
      await press("ArrowDown")
      await expectBox(widget, { ...start, x: start.x + 1, y: start.y + 1 })
      await press("ArrowLeft")
      await press("ArrowUp")
      await expectBox(widget, start)
    })

    // Alt with an arrow resizes from the right or bottom edge, the top left corner staying put.
    for (const [grow, shrink, side] of [
      ["ArrowRight", "ArrowLeft", "width"],
      ["ArrowDown", "ArrowUp", "height"],
    ] as const)
      it(`resizes the ${side} with Alt+${grow} and Alt+${shrink}`, async () => {
        const { widget } = await mount()
        const start = widget.selectionBox()
        await focusCrop(widget)
        await pressWith(["Alt"], grow)
        await expectBox(widget, { ...start, [side]: start[side] + 1 })
        await pressWith(["Alt"], shrink)
        await expectBox(widget, start)
      })

    it("resizes by 10px with Shift, and by 50px with Control or Meta", async () => {
      const { widget } = await mount()
      const start = widget.selectionBox()
      await focusCrop(widget)
      await pressWith(["Alt", "Shift"], "ArrowRight")
      await expectBox(widget, { ...start, width: start.width + 10 })
      await pressWith(["Alt", "Control"], "ArrowLeft")
      await expectBox(widget, { ...start, width: start.width - 40 })
      await pressWith(["Alt", "Meta"], "ArrowLeft")
      await expectBox(widget, { ...start, width: start.width - 90 })
    })

    it("stops at the min size when shrinking with the keys", async () => {
      const { widget } = await mount({ "min-width": "100", "min-height": "80" })
      await focusCrop(widget)
      for (let press10 = 0; press10 < 10; press10++)
        await pressWith(["Alt", "Control"], "ArrowLeft")
      for (let press10 = 0; press10 < 10; press10++) await pressWith(["Alt", "Control"], "ArrowUp")
      const now = widget.selectionBox()
      expect([now.width, now.height]).to.deep.equal([100, 80])
    })

    it("stops at the max size when growing with the keys", async () => {
      const { widget } = await mount({ "max-width": "250", "max-height": "200" })
      await focusCrop(widget)
      for (let press10 = 0; press10 < 10; press10++)
        await pressWith(["Alt", "Control"], "ArrowRight")
      for (let press10 = 0; press10 < 10; press10++)
        await pressWith(["Alt", "Control"], "ArrowDown")
      const now = widget.selectionBox()
      expect([now.width, now.height]).to.deep.equal([250, 200])
    })

    it("keeps the crop inside the picture however far the keys move it", async () => {
      const { widget } = await mount()
      await focusCrop(widget)
      for (let press10 = 0; press10 < 10; press10++) {
        await pressWith(["Control"], "ArrowLeft")
        await pressWith(["Control"], "ArrowUp")
      }
      const crop = widget.selectionBox()
      expect([crop.x, crop.y]).to.deep.equal([0, 0])
    })

    it("swaps ArrowLeft and ArrowRight right to left", async () => {
      const { widget } = await mount({ dir: "rtl" })
      const start = widget.selectionBox()
      await focusCrop(widget)
      await press("ArrowLeft")
      await expectBox(widget, { ...start, x: start.x + 1 })
    })

    it("zooms with plus and minus", async () => {
      const { widget } = await mount()
      await focusCrop(widget)
      await press("+")
      await waitForValue(() => widget.zoomSlider().value, "1.1", "the zoom after plus")
      await press("-")
      await waitForValue(() => widget.zoomSlider().value, "1", "the zoom after minus")
    })

    it("pans the picture instead of moving a fixed crop", async () => {
      const { widget } = await mount({ "fixed-crop-area": "" })
      const start = widget.selectionBox()
      setControlField(widget.zoomSlider(), "2")
      await waitForValue(() => widget.imageTransform().scaleX, 2, "zoomed in")
      await focusCrop(widget)
      await pressWith(["Shift"], "ArrowRight")
      await waitFor(() => widget.imageTransform().translateX !== 0, "the picture to pan")
      expect(widget.selectionBox()).to.deep.equal(start)
    })

    for (const cpuSlowdown of [1, 4]) {
      it(`moves the crop exactly 5px for 5 ArrowRight keys back to back, CPU ÷${cpuSlowdown}`, async () => {
        const { widget } = await mount()
        const start = widget.selectionBox()
        await focusCrop(widget)
        await throttleCpu(cpuSlowdown)
        try {
          await pressBurst(Array.from({ length: 5 }, () => "ArrowRight"))
          await expectBox(widget, { ...start, x: start.x + 5 })
        } finally {
          await throttleCpu(1)
        }
      })
    }
  })

  describe("resize buttons", () => {
    // [handle, step, "Grow selection" or "Shrink selection", how x, y, width and height move]
    const cases: [HandlePosition, number, string, [number, number, number, number]][] = [
      ["e", 20, "Grow selection", [0, 0, 20, 0]],
      ["e", 15, "Shrink selection", [0, 0, -15, 0]],
      ["w", 20, "Grow selection", [-20, 0, 20, 0]],
      ["w", 15, "Shrink selection", [15, 0, -15, 0]],
      ["s", 25, "Grow selection", [0, 0, 0, 25]],
      ["s", 20, "Shrink selection", [0, 0, 0, -20]],
      ["n", 25, "Grow selection", [0, -25, 0, 25]],
      ["n", 20, "Shrink selection", [0, 20, 0, -20]],
      ["se", 30, "Grow selection", [0, 0, 30, 30]],
      ["se", 25, "Shrink selection", [0, 0, -25, -25]],
      ["nw", 30, "Grow selection", [-30, -30, 30, 30]],
      ["nw", 25, "Shrink selection", [25, 25, -25, -25]],
      ["ne", 30, "Grow selection", [0, -30, 30, 30]],
      ["ne", 25, "Shrink selection", [0, 25, -25, -25]],
      ["sw", 30, "Grow selection", [-30, 0, 30, 30]],
      ["sw", 25, "Shrink selection", [25, 0, -25, -25]],
    ]
    for (const [position, step, how, [dx, dy, dw, dh]] of cases) {
      it(`${how} from ${position} by ${step}px`, async () => {
        const { widget } = await mount()
        const start = widget.selectionBox()
        await resizeBy(widget, position, step, how)
        await expectBox(widget, {
          x: start.x + dx,
          y: start.y + dy,
          width: start.width + dw,
          height: start.height + dh,
        })
      })
    }

    it("stops at the min size when shrinking", async () => {
      const { widget } = await mount({ "min-width": "100", "min-height": "80" })
      await resizeBy(widget, "se", 500, "Shrink selection")
      await waitFor(() => widget.selectionBox().width === 100, "the min width")
      expect(widget.selectionBox().height).to.equal(80)
    })

    it("stops at the max size when growing", async () => {
      const { widget } = await mount({ "max-width": "200", "max-height": "150" })
      await resizeBy(widget, "nw", 10, "Shrink selection")
      await resizeBy(widget, "se", 500, "Grow selection")
      await waitFor(() => widget.selectionBox().width === 200, "the max width")
      expect(widget.selectionBox().height).to.equal(150)
    })
  })

  describe("circle", () => {
    it("starts square and stays square when resized", async () => {
      const { widget } = await mount({ "crop-shape": "circle" })
      expect(widget.selection().getAttribute("aria-label")).to.equal("Crop selection area (circle)")
      let now = widget.selectionBox()
      expect(now.width).to.equal(now.height)
      await dragHandle(widget, "se", 60, 100)
      now = widget.selectionBox()
      expect(now.width).to.equal(now.height)
    })
  })

  describe("export", () => {
    it("shows the crop exported as a data URL and as a Blob, at the crop's size", async () => {
      const { widget } = await mount()
      await click(widget.button("Export as Data URL"))
      const preview = await waitFor(() => widget.preview(), "the preview")
      expect(preview.src.startsWith("data:image/png")).to.equal(true)
      await waitFor(() => preview.complete && preview.naturalWidth > 0, "the preview to load")
      expect([preview.naturalWidth, preview.naturalHeight]).to.deep.equal([400, 240])

      await click(widget.button("Export as Blob"))
      await waitFor(() => widget.preview()?.src.startsWith("blob:"), "a Blob preview")
      await click(widget.button("Clear Preview"))
      await waitFor(() => !widget.preview(), "no preview")
    })

    it("downloads the crop as a PNG file", async () => {
      const { widget, element } = await mount()
      let link: HTMLAnchorElement | null = null
      // Caught before the browser acts on it: the test needs the link, not the file.
      const onClick = (event: Event) => {
        const target = event.composedPath()[0]
        if (target instanceof HTMLAnchorElement && target.download) {
          link = target
          event.preventDefault()
        }
      }
      element.addEventListener("click", onClick, true)
      try {
        await click(widget.button("Download PNG"))
        const found = await waitFor(() => link, "a download link to be clicked")
        expect(found.download).to.equal("cropped-image.png")
        expect(found.href.startsWith("blob:")).to.equal(true)
      } finally {
        element.removeEventListener("click", onClick, true)
      }
    })
  })

  describe("settings that clash", () => {
    it("says when a min is above its max, and drops that max", async () => {
      const { widget, root } = await mount({ "min-width": "300", "max-width": "200" })
      expect(root.querySelector('[role="alert"]')?.textContent).to.equal(
        "The min width is above the max: using no max width.",
      )
      await dragHandle(widget, "e", 40, 0)
      await waitFor(() => widget.selectionBox().width === 440, "the crop past 200px wide")
    })

    it("says when the min zoom is above the max zoom, and zooms 1 to 5", async () => {
      const { widget, root } = await mount({ "min-zoom": "4", "max-zoom": "2" })
      expect(root.querySelector('[role="alert"]')?.textContent).to.equal(
        "The min zoom is above the max zoom: zooming from 1 to 5.",
      )
      expect([widget.zoomSlider().min, widget.zoomSlider().max]).to.deep.equal(["1", "5"])
    })
  })
})
