/** The signature pad's drawing area, strokes drawn on it with the real mouse, and its sweep facts. */
import { sendMouse } from "@web/test-runner-commands"
import { nextFrame } from "../../../test/browser/helpers"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const pad = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="signature-pad"][data-part="control"]')!

/** A point on the pad, as fractions of its width and height. */
export function padPoint(root: ShadowRoot, fx: number, fy: number): [number, number] {
  const box = pad(root).getBoundingClientRect()
  return [Math.round(box.left + box.width * fx), Math.round(box.top + box.height * fy)]
}

/** Presses the real mouse on the pad and moves it right along a line, still pressed. */
export async function startStroke(root: ShadowRoot, fy = 0.5) {
  pad(root).scrollIntoView({ block: "center" })
  await nextFrame()
  await sendMouse({ type: "move", position: padPoint(root, 0.2, fy) })
  await sendMouse({ type: "down" })
  for (let step = 1; step <= 6; step++)
    await sendMouse({ type: "move", position: padPoint(root, 0.2 + step * 0.1, fy + step * 0.02) })
}

export async function drawStroke(root: ShadowRoot, fy = 0.5) {
  await startStroke(root, fy)
  await sendMouse({ type: "up" })
  await nextFrame()
}

/** What the sweeps need to know of the signature-pad demo. */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    readOnly: SEEN_WHEN.pointer,
    imageType: SEEN_WHEN.stroke,
    size: SEEN_WHEN.stroke,
    smoothing: SEEN_WHEN.stroke,
    streamline: SEEN_WHEN.stroke,
    thinning: SEEN_WHEN.stroke,
  },
  sampleText: {
    fill: "crimson",
  },
}
