/** What the sweeps need to know of the floating-panel demo. */
import { sendMouse } from "@web/test-runner-commands"
import { nextFrame } from "../../../test/browser/helpers"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnEscape: SEEN_WHEN.openPopup,
    allowOverflow: SEEN_WHEN.pointer,
    gridSize: SEEN_WHEN.pointer,
    lockAspectRatio: SEEN_WHEN.pointer,
    persistRect: SEEN_WHEN.pointer,
    minWidth: SEEN_WHEN.pointer,
    minHeight: SEEN_WHEN.pointer,
    maxWidth: SEEN_WHEN.pointer,
    maxHeight: SEEN_WHEN.pointer,
  },
}

/** Presses the real mouse at `from` and moves it by dx, dy in a few steps, still pressed. */
export async function pressAndMove(from: [number, number], dx: number, dy: number) {
  await sendMouse({ type: "move", position: from })
  await sendMouse({ type: "down" })
  for (let step = 1; step <= 4; step++)
    await sendMouse({
      type: "move",
      position: [Math.round(from[0] + (dx * step) / 4), Math.round(from[1] + (dy * step) / 4)],
    })
}

export async function dragBy(from: [number, number], dx: number, dy: number) {
  await pressAndMove(from, dx, dy)
  await sendMouse({ type: "up" })
  await nextFrame()
}
