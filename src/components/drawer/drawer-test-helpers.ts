/** Test helpers shared by the drawer demo's and its variants' tests: settling and dragging. */
import { sendMouse } from "@web/test-runner-commands"
import { centre, nextFrame, sleep, waitFor } from "../../../test/browser/helpers"

/** Waits until an element's animations and transitions (opening, snapping back) are over. */
export async function settle(element: Element) {
  await nextFrame()
  await Promise.allSettled(element.getAnimations().map((animation) => animation.finished))
  await nextFrame()
}

/** How much of a bottom drawer shows above the bottom of the viewport, in pixels. */
export const visibleHeight = (content: HTMLElement) =>
  Math.round(innerHeight - content.getBoundingClientRect().top)

export interface Drag {
  /** Mouse moves on the way, each its own input event. */
  steps?: number
  /** Pause after each move, in ms: a slow drag has time between moves, a flick none. */
  pause?: number
  /** Keep the button down at the end (the drag is not released). */
  hold?: boolean
}

/**
 * Drags the real mouse from the centre of `element` by `dx`, `dy` pixels (right and down when
 * positive). A slow drag rests before letting go, so it is released still, not thrown.
 */
export async function drag(element: Element, dx: number, dy: number, options: Drag = {}) {
  const { steps = 20, pause = 15, hold = false } = options
  const [x, y] = centre(element)
  await sendMouse({ type: "move", position: [x, y] })
  await sendMouse({ type: "down" })
  for (let step = 1; step <= steps; step++) {
    const position: [number, number] = [
      Math.round(x + (dx * step) / steps),
      Math.round(y + (dy * step) / steps),
    ]
    await sendMouse({ type: "move", position })
    if (pause) await sleep(pause)
  }
  if (pause) await sleep(150)
  if (!hold) await sendMouse({ type: "up" })
  await nextFrame()
}

/** Drags the real mouse from the centre of `element` by `dy` pixels (down when positive). */
export const dragVertically = (element: Element, dy: number, options: Drag = {}) =>
  drag(element, 0, dy, options)

/** The parts of a drawer whose closing the helpers below wait for. */
interface DrawerParts {
  content: () => HTMLElement
  backdrop: () => HTMLElement
  dialog: () => HTMLElement | null
}

/** Waits until the drawer is closed and its exit animation has run: nothing of it shows. */
export async function waitForClosed(parts: DrawerParts) {
  await waitFor(
    () => parts.content().hidden && parts.backdrop().hidden && !parts.dialog(),
    "the drawer to close",
  )
}
