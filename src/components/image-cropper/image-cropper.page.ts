/**
 * The image cropper demo's parts: the picture, the crop selection (a slider to assistive
 * technology) and its handles, and the tools beside it, found by their labels and names.
 */
import { getByLabelText, getByRole } from "@testing-library/dom"
import type { HandlePosition } from "@zag-js/image-cropper"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

const SCOPE = "image-cropper"

/** A box in whole viewport pixels, as the e2e scenarios compare them. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

function boxOf(element: Element): Box {
  const { x, y, width, height } = element.getBoundingClientRect()
  return {
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
  }
}

/** Scale, rotation and translation read back from a computed `matrix(a, b, c, d, e, f)`. */
function readMatrix(transform: string) {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] =
    transform === "none" ? [] : transform.slice(7, -1).split(",").map(Number)
  const round = (value: number) => Math.round(value * 1000) / 1000
  const angle = (Math.atan2(b, a) * 180) / Math.PI
  return {
    scaleX: round(Math.hypot(a, b)),
    scaleY: round(Math.hypot(c, d)),
    rotation: round(angle < 0 ? angle + 360 : angle),
    translateX: round(e),
    translateY: round(f),
  }
}

export function imageCropper(root: ShadowRoot) {
  const stage = stageOf(root)
  const field = <T extends HTMLElement>(label: string) => getByLabelText(stage, label) as T
  const image = () => part<HTMLImageElement>(stage, SCOPE, "image")
  const selection = () => part(stage, SCOPE, "selection")
  return {
    cropper: () => getByRole(stage, "group", { name: "Image cropper" }),
    viewport: () => part(stage, SCOPE, "viewport"),
    image,
    /** The crop, as a screen reader finds it: a 2D slider named for its shape. */
    selection,
    handle: (position: HandlePosition) =>
      stage.querySelector<HTMLElement>(`[data-part="handle"][data-position="${position}"]`)!,
    /** The crop's box, its x and y from the picture's top left corner (as zag counts). */
    selectionBox: (): Box => {
      const [crop, view] = [boxOf(selection()), boxOf(part(stage, SCOPE, "viewport"))]
      return { ...crop, x: crop.x - view.x, y: crop.y - view.y }
    },
    viewportBox: () => boxOf(part(stage, SCOPE, "viewport")),
    /** The picture's zoom, rotation and pan, from its computed transform. */
    imageTransform: () => readMatrix(getComputedStyle(image()).transform),
    /** The flips zag marks on the picture. */
    flips: () => ({
      horizontal: image().hasAttribute("data-flip-horizontal"),
      vertical: image().hasAttribute("data-flip-vertical"),
    }),
    /** Whether the picture has loaded and zag has measured and placed the crop. */
    isReady: () => image().hasAttribute("data-ready") && selection().hasAttribute("data-measured"),
    zoomSlider: () => field<HTMLInputElement>("Zoom"),
    rotationSlider: () => field<HTMLInputElement>("Rotation"),
    flipBox: (axis: "Horizontal" | "Vertical") => field<HTMLInputElement>(axis),
    button: (name: string) => getByRole(stage, "button", { name }) as HTMLButtonElement,
    resizeHandle: () => field<HTMLSelectElement>("Resize handle"),
    resizeStep: () => field<HTMLInputElement>("Resize step (px)"),
    /** The exported picture shown under the tools, or null. */
    preview: () => stage.querySelector<HTMLImageElement>('img[alt="Cropped result"]'),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    minWidth: SEEN_WHEN.pointer,
    minHeight: SEEN_WHEN.pointer,
  },
}
